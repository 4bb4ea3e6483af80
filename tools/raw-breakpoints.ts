/**
 * `npm run lint` runs this: a width or height written into a media query anywhere in the renderer outside the
 * breakpoints file (renderer/styles/media.css) fails the lint with file:line, so every layout switches at the same
 * declared widths. Stylesheets write `@media (--lg)`; scripts call mediaQuery('--lg') (renderer/styles/media.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const breakpointsFile = 'renderer/styles/media.css';

interface RawBreakpoint {
  line: number;
  query: string;
}

// A size feature with a length: (min-width: 640px), (width >= 40rem), (max-height: 30em), (640px <= width).
const sizeWithLength =
  /\b(?:min-|max-)?(?:width|height|inline-size|block-size)\b[^)]*?\d|\d[\d.]*(?:px|r?em|vw|vh|ch)\s*[<>]=?\s*(?:width|height)/i;

function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

export function rawBreakpointsInCss(text: string): RawBreakpoint[] {
  const css = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  return [...css.matchAll(/@(?:media|container)\b([^{;]*)/gi)]
    .filter((match) => sizeWithLength.test(match[1] ?? ''))
    .map((match) => ({ line: lineOf(css, match.index), query: match[0].trim() }));
}

// matchMedia('(min-width: 1024px)') or a query string kept in a constant for it.
const queryString = /(['"`])\s*\(\s*(?:(?:min-|max-)?(?:width|height)\s*[:<>=]|\d[\d.]*(?:px|r?em)\s*[<>]).*?\1/gi;

export function rawBreakpointsInScript(text: string): RawBreakpoint[] {
  return [...text.matchAll(queryString)].map((match) => ({ line: lineOf(text, match.index), query: match[0] }));
}

export async function findRawBreakpoints(root: string): Promise<string[]> {
  const entries = await readdir(path.join(root, 'renderer'), { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && /\.(css|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const problems: string[] = [];
  for (const file of files) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (relative === breakpointsFile) continue;
    const text = await readFile(file, 'utf8');
    const found = file.endsWith('.css') ? rawBreakpointsInCss(text) : rawBreakpointsInScript(text);
    for (const { line, query } of found) {
      problems.push(`${relative}:${line}: breakpoint written as a value in ${query}; use a custom media query from ${breakpointsFile}`);
    }
  }
  return problems;
}

if (import.meta.main) {
  const problems = await findRawBreakpoints(process.cwd());
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exitCode = 1;
}
