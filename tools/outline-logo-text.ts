/**
 * Turns the live <text> of logo and partner-logo SVGs (content/assets/logos, content/assets/brands) into outlined
 * paths set in the brand typeface, so a logo looks the same on every system instead of falling back to whatever
 * Arial the visitor has. Run `node tools/outline-logo-text.ts` after adding a logo drawn with <text>; the output
 * is committed and `site validate` rejects live text in these folders (generator/logo-text.ts).
 * Supported attributes: x, y, font-size, font-weight (bold or a number), font-style (italic), letter-spacing,
 * text-anchor (start, middle, end), fill, opacity.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { logoFolders } from '../generator/logo-text.ts';

// The static cuts of the same family (WOFF: fontkit cannot draw a variation read from WOFF2), weights 400 to 700.
const weights = [400, 500, 600, 700] as const;
const fontFile = (weight: number, style: 'normal' | 'italic') =>
  `node_modules/@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-${weight}-${style}.woff`;

type Font = fontkit.Font;

async function openFont(file: string): Promise<Font> {
  const font = fontkit.create(await readFile(file));
  if (!('layout' in font)) throw new Error(`${file} is a font collection`);
  return font;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The outline of one line of text as an SVG path, in the SVG's user units. */
function outline(font: Font, text: string, x: number, y: number, size: number, letterSpacing: number, anchor: string): string {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  const width = run.positions.reduce((sum, position) => sum + position.xAdvance * scale + letterSpacing, 0) - letterSpacing;
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
      const letter = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' }[command.command];
      parts.push(`${letter}${points.join(' ')}`);
    }
    penX += position.xAdvance * scale + letterSpacing;
  });
  return parts.join('');
}

async function outlineSvg(svg: string, fonts: Map<string, Font>): Promise<string> {
  return svg.replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_whole, attributes: string, text: string) => {
    const tag = ` ${attributes}`;
    const weightAttribute = attribute(tag, 'font-weight') ?? '400';
    const requested = weightAttribute === 'bold' ? 700 : Number(weightAttribute);
    const weight = weights.reduce((best, candidate) => (Math.abs(candidate - requested) < Math.abs(best - requested) ? candidate : best));
    const style = attribute(tag, 'font-style') === 'italic' ? 'italic' : 'normal';
    const font = fonts.get(`${weight}-${style}`);
    if (!font) throw new Error(`No IBM Plex Sans ${weight} ${style}`);
    const decoded = text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    const d = outline(
      font,
      decoded,
      Number(attribute(tag, 'x') ?? 0),
      Number(attribute(tag, 'y') ?? 0),
      Number(attribute(tag, 'font-size') ?? 16),
      Number(attribute(tag, 'letter-spacing') ?? 0),
      attribute(tag, 'text-anchor') ?? 'start',
    );
    const fill = attribute(tag, 'fill') ?? '#000000';
    const opacity = attribute(tag, 'opacity');
    return `<path aria-hidden="true" data-text="${text}" fill="${fill}"${opacity ? ` opacity="${opacity}"` : ''} d="${d}"/>`;
  });
}

if (import.meta.main) {
  const fonts = new Map<string, Font>();
  for (const weight of weights) {
    for (const style of ['normal', 'italic'] as const) fonts.set(`${weight}-${style}`, await openFont(fontFile(weight, style)));
  }
  let count = 0;
  for (const folder of logoFolders.map((relative) => path.join('content', relative))) {
    for (const name of (await readdir(folder, { recursive: true })).filter((file) => file.endsWith('.svg'))) {
      const file = path.join(folder, name);
      const svg = await readFile(file, 'utf8');
      if (!/<text\b/.test(svg)) continue;
      await writeFile(file, await outlineSvg(svg, fonts));
      count += 1;
    }
  }
  console.log(`${count} SVG file(s) outlined`);
}
