/**
 * Turns the live <text> of logo and partner-logo SVGs (content/assets/logos, content/assets/brands) into outlined
 * paths set in the brand typeface, so a logo looks the same on every system instead of falling back to whatever
 * Arial the visitor has. `npx site outline-logos` after adding a logo drawn with <text>; the output is committed
 * and `site validate` rejects live text in these folders (generator/checks/logo-text.ts). A `site` command, not a script
 * run with `node`, so it runs on the project's Node (the `node` devDependency) whatever Node is on PATH.
 * Supported attributes: x, y, font-size, font-weight (bold or a number), font-style (italic), letter-spacing,
 * text-anchor (start, middle, end), fill, opacity.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as fontkit from 'fontkit';
import { logoFolders } from '../generator/checks/logo-text.ts';
import { brandFace, outlinedLine } from '../generator/media/brand-type.ts';

// The static cuts of the family, weights 400 to 700.
const weights = [400, 500, 600, 700] as const;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

const anchors = ['start', 'middle', 'end'] as const;
const anchorOf = (value: string | undefined) => anchors.find((anchor) => anchor === value) ?? 'start';

async function outlineSvg(svg: string, fonts: Map<string, fontkit.Font>): Promise<string> {
  return svg.replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_whole, attributes: string, text: string) => {
    const tag = ` ${attributes}`;
    const weightAttribute = attribute(tag, 'font-weight') ?? '400';
    const requested = weightAttribute === 'bold' ? 700 : Number(weightAttribute);
    const weight = weights.reduce((best, candidate) => (Math.abs(candidate - requested) < Math.abs(best - requested) ? candidate : best));
    const style = attribute(tag, 'font-style') === 'italic' ? 'italic' : 'normal';
    const font = fonts.get(`${weight}-${style}`);
    if (!font) throw new Error(`No IBM Plex Sans ${weight} ${style}`);
    const decoded = text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    const d = outlinedLine(font, decoded, {
      x: Number(attribute(tag, 'x') ?? 0),
      y: Number(attribute(tag, 'y') ?? 0),
      size: Number(attribute(tag, 'font-size') ?? 16),
      letterSpacing: Number(attribute(tag, 'letter-spacing') ?? 0),
      anchor: anchorOf(attribute(tag, 'text-anchor')),
    });
    const fill = attribute(tag, 'fill') ?? '#000000';
    const opacity = attribute(tag, 'opacity');
    return `<path aria-hidden="true" data-text="${text}" fill="${fill}"${opacity ? ` opacity="${opacity}"` : ''} d="${d}"/>`;
  });
}

/** `site outline-logos`: outlines every logo of the content folder that still has live text; returns the exit code. */
export async function outlineLogosCommand(contentDir: string): Promise<number> {
  const fonts = new Map<string, fontkit.Font>();
  for (const weight of weights) {
    for (const style of ['normal', 'italic'] as const) fonts.set(`${weight}-${style}`, await brandFace(weight, style));
  }
  let count = 0;
  for (const folder of logoFolders.map((relative) => path.join(contentDir, relative))) {
    // A content folder may have no logos of one sort (a site without client references).
    const names: string[] = await readdir(folder, { recursive: true }).catch(() => []);
    for (const name of names.filter((file) => file.endsWith('.svg'))) {
      const file = path.join(folder, name);
      const svg = await readFile(file, 'utf8');
      if (!/<text\b/.test(svg)) continue;
      await writeFile(file, await outlineSvg(svg, fonts));
      count += 1;
    }
  }
  process.stdout.write(`${count} SVG file${count === 1 ? '' : 's'} outlined\n`);
  return 0;
}
