import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Problem, worded } from '../content/problem.ts';

/** Folders whose SVGs are logos: their lettering must be outlined, or drawn in a font the file itself embeds. */
export const logoFolders = ['assets/logos', 'assets/brands', 'assets/clients'];

/**
 * Live <text> in a logo is drawn in whatever font the visitor's system substitutes, so the logo changes with the
 * machine. Allowed only when the SVG embeds its font (@font-face with a data: URL); otherwise outline it with
 * `npx site outline-logos`.
 */
export function logoTextProblems(svg: string, file: string): Problem[] {
  if (/@font-face[^}]*url\(\s*["']?data:/i.test(svg)) return [];
  return [...svg.matchAll(/<text\b/g)].map((match) => {
    const before = svg.slice(0, match.index);
    const line = before.split('\n').length;
    return {
      file,
      line,
      col: match.index - before.lastIndexOf('\n'),
      code: 'logo-live-text',
      severity: 'error',
      ...worded({ id: 'logoLiveText', values: {} }),
    } satisfies Problem;
  });
}

export async function checkLogoText(contentDir: string, projectRoot: string): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const folder of logoFolders) {
    const dir = path.join(contentDir, folder);
    const names = await readdir(dir, { recursive: true }).catch(() => []);
    for (const name of names.filter((candidate) => candidate.endsWith('.svg')).sort()) {
      const absolute = path.join(dir, name);
      // Files only (a link to one too): a folder named like a drawing is reported where the content names it (checks/assets.ts).
      if (!(await stat(absolute).catch(() => undefined))?.isFile()) continue;
      problems.push(...logoTextProblems(await readFile(absolute, 'utf8'), path.relative(projectRoot, absolute).split(path.sep).join('/')));
    }
  }
  return problems;
}
