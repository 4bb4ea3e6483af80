/**
 * `npm run lint` runs this: a shadow written as a value anywhere in the renderer outside the design tokens
 * (renderer/styles/tokens.css) fails the lint with file:line, so every raised surface sits at one of the site's
 * elevations (--shadow-sm to --shadow-xl) instead of a light of its own.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const tokensFile = 'renderer/styles/tokens.css';

interface OwnShadow {
  line: number;
  value: string;
}

// A box-shadow or text-shadow declaration, or a drop-shadow() filter, up to the end of its value.
const shadowDeclaration = /(?:^|[{;])\s*(box-shadow|text-shadow|filter|backdrop-filter)\s*:([^;{}]*)/gi;
// One elevation token, or none: the only values a shadow may take.
const tokenShadow = /^\s*(?:none|var\(--shadow-(?:sm|md|lg|xl)\))\s*$/i;

export function ownShadowsInCss(text: string): OwnShadow[] {
  const css = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const found: OwnShadow[] = [];
  for (const match of css.matchAll(shadowDeclaration)) {
    const property = (match[1] ?? '').toLowerCase();
    const value = (match[2] ?? '').trim();
    const own = property.endsWith('filter') ? /drop-shadow\(/i.test(value) : !tokenShadow.test(value);
    if (!own) continue;
    const offset = match.index + match[0].indexOf(property === 'filter' ? 'filter' : (match[1] ?? ''));
    found.push({ line: css.slice(0, offset).split('\n').length, value: `${match[1]}: ${value}` });
  }
  return found;
}

export async function findOwnShadows(root: string): Promise<string[]> {
  const entries = await readdir(path.join(root, 'renderer'), { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const problems: string[] = [];
  for (const file of files) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (relative === tokensFile) continue;
    for (const { line, value } of ownShadowsInCss(await readFile(file, 'utf8'))) {
      problems.push(`${relative}:${line}: shadow of its own (${value}); use none or one elevation token, var(--shadow-sm|md|lg|xl)`);
    }
  }
  return problems;
}

if (import.meta.main) {
  const problems = await findOwnShadows(process.cwd());
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exitCode = 1;
}
