import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

/**
 * The brand typeface (IBM Plex Sans, from @fontsource) turned into outlines: an image rendered at build time
 * then shows the brand's letters whatever fonts the build machine has installed.
 */
const weights = { regular: 400, bold: 700 } as const;
type Weight = keyof typeof weights;

const fonts = new Map<Weight, Promise<opentype.Font>>();

function font(weight: Weight): Promise<opentype.Font> {
  let loaded = fonts.get(weight);
  if (!loaded) {
    // WOFF (not WOFF2), which opentype.js reads; the Latin subset covers es, en, pt and de.
    const file = createRequire(import.meta.url).resolve(
      `@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-${weights[weight]}-normal.woff`,
    );
    loaded = readFile(file).then((bytes) => opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)));
    fonts.set(weight, loaded);
  }
  return loaded;
}

interface TextBlock {
  /** The lines as set, for reading back what an image says. */
  lines: string[];
  /** SVG path data of all lines. */
  path: string;
}

/**
 * Sets `text` in lines no wider than `maxWidth`, at most `maxLines` (the last one ends with an ellipsis when the
 * text is longer), first baseline at `y`.
 */
export async function outlinedText(
  text: string,
  options: { x: number; y: number; size: number; lineHeight: number; maxWidth: number; maxLines: number; weight: Weight },
): Promise<TextBlock> {
  const face = await font(options.weight);
  const width = (line: string) => face.getAdvanceWidth(line, options.size);
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && width(`${last} ${word}`) <= options.maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > options.maxLines) {
    lines.length = options.maxLines;
    let last = lines.at(-1) ?? '';
    while (last.includes(' ') && width(`${last}…`) > options.maxWidth) last = last.slice(0, last.lastIndexOf(' '));
    lines[lines.length - 1] = `${last}…`;
  }
  const path = lines
    .map((line, index) => pathData(face.getPath(line, options.x, options.y + index * options.lineHeight, options.size)))
    .join('');
  return { lines, path };
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * SVG path data of outlined text, written here because opentype.js's own toPathData writes NaN for some glyph
 * sequences (it broke "Petróleo e gás" after the g), which makes the renderer drop the rest of the line.
 */
function pathData(path: opentype.Path): string {
  return path.commands
    .map((command) => {
      switch (command.type) {
        case 'M':
        case 'L':
          return `${command.type}${round(command.x)} ${round(command.y)}`;
        case 'Q':
          return `Q${round(command.x1)} ${round(command.y1)} ${round(command.x)} ${round(command.y)}`;
        case 'C':
          return `C${round(command.x1)} ${round(command.y1)} ${round(command.x2)} ${round(command.y2)} ${round(command.x)} ${round(command.y)}`;
        default:
          return 'Z';
      }
    })
    .join('');
}
