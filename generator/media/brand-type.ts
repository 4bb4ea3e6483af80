import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * The brand typeface (IBM Plex Sans, from @fontsource) turned into outlines with fontkit, the one font library of
 * the project: the share cards rendered at build time and the logos outlined by `site outline-logos` (cli/outline-logos.ts) show
 * the brand's letters whatever fonts the machine that draws them has installed.
 */
type Style = 'normal' | 'italic';

const faces = new Map<string, Promise<fontkit.Font>>();

/** A static cut of the family (WOFF: fontkit cannot draw a variation read from WOFF2); the Latin subset covers es, en, pt and de. */
export function brandFace(weight: 400 | 500 | 600 | 700, style: Style = 'normal'): Promise<fontkit.Font> {
  const key = `${weight}-${style}`;
  let loaded = faces.get(key);
  if (!loaded) {
    const file = createRequire(import.meta.url).resolve(`@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-${weight}-${style}.woff`);
    loaded = readFile(file).then((bytes) => {
      const font = fontkit.create(bytes);
      if (!('layout' in font)) throw new Error(`${file} is a font collection`);
      return font;
    });
    faces.set(key, loaded);
  }
  return loaded;
}

interface LineOptions {
  x: number;
  /** The baseline. */
  y: number;
  size: number;
  letterSpacing?: number;
  /** Where `x` is on the line, as SVG's text-anchor. */
  anchor?: 'start' | 'middle' | 'end';
}

/** How wide one line of text is set, in the units of `size`. */
function lineWidth(face: fontkit.Font, text: string, size: number, letterSpacing = 0): number {
  const run = face.layout(text);
  return (run.advanceWidth * size) / face.unitsPerEm + letterSpacing * Math.max(run.glyphs.length - 1, 0);
}

const round = (value: number) => Math.round(value * 100) / 100;
const commandLetters = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' } as const;

/**
 * SVG path data of one line of text, kerned and shaped by the face. Serialised here from each glyph's commands
 * (font units, y up) into the drawing's units (y down), every number finite.
 */
export function outlinedLine(face: fontkit.Font, text: string, { x, y, size, letterSpacing = 0, anchor = 'start' }: LineOptions): string {
  const run = face.layout(text);
  const scale = size / face.unitsPerEm;
  const width = lineWidth(face, text, size, letterSpacing);
  let penX = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    if (!position) return;
    const originX = penX + position.xOffset * scale;
    const originY = y - position.yOffset * scale;
    for (const command of glyph.path.commands) {
      const points: string[] = [];
      for (let i = 0; i < command.args.length; i += 2) {
        points.push(`${round(originX + (command.args[i] ?? 0) * scale)} ${round(originY - (command.args[i + 1] ?? 0) * scale)}`);
      }
      parts.push(`${commandLetters[command.command]}${points.join(' ')}`);
    }
    penX += position.xAdvance * scale + letterSpacing;
  });
  return parts.join('');
}

interface TextBlock {
  /** The lines as set, for reading back what an image says. */
  lines: string[];
  /** SVG path data of all lines. */
  path: string;
}

const weights = { regular: 400, bold: 700 } as const;

/**
 * Sets `text` in lines no wider than `maxWidth`, at most `maxLines` (the last one ends with an ellipsis when the
 * text is longer), first baseline at `y`.
 */
export async function outlinedText(
  text: string,
  options: { x: number; y: number; size: number; lineHeight: number; maxWidth: number; maxLines: number; weight: keyof typeof weights },
): Promise<TextBlock> {
  const face = await brandFace(weights[options.weight]);
  const width = (line: string) => lineWidth(face, line, options.size);
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
    .map((line, index) => outlinedLine(face, line, { x: options.x, y: options.y + index * options.lineHeight, size: options.size }))
    .join('');
  return { lines, path };
}
