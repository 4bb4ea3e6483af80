import type { ProblemWords } from '../../schemas/problem-words.ts';
import { type Problem, worded } from '../content/problem.ts';

/**
 * What makes an SVG unsafe or broken as an <img>: scripts and event handlers run when the file is opened on its
 * own, external references leak visits to other servers (and are blocked in <img>, so the picture breaks), and
 * foreignObject embeds HTML.
 */
const unsafePatterns: readonly { pattern: RegExp; words: (match: string) => ProblemWords }[] = [
  // With or without a namespace prefix (`<h:script xmlns:h="http://www.w3.org/1999/xhtml">` runs too).
  { pattern: /<(?:[\w.-]+:)?script\b/gi, words: () => ({ id: 'svgScript', values: {} }) },
  {
    pattern: /\son[a-z]+\s*=/gi,
    words: (match) => ({ id: 'svgHandler', values: { attribute: match.trim().replace(/\s*=$/, '') } }),
  },
  { pattern: /<(?:[\w.-]+:)?foreignObject\b/gi, words: () => ({ id: 'svgForeignObject', values: {} }) },
  {
    pattern: /\b(?:xlink:)?href\s*=\s*["']\s*(?!#|data:)[^"']+["']/gi,
    words: (match) => ({ id: 'svgOtherFile', values: { reference: match.trim() } }),
  },
  {
    pattern: /url\(\s*["']?\s*(?!#|data:)[^)"']+["']?\s*\)/gi,
    words: (match) => ({ id: 'svgOtherFile', values: { reference: match } }),
  },
  { pattern: /@import\b/gi, words: () => ({ id: 'svgImport', values: {} }) },
];

/** Every unsafe construct of an SVG, at its line and column in the SVG file (`file` relative to the project). */
export function svgSafetyProblems(svg: string, file: string): Problem[] {
  const lineStarts = [0];
  for (let index = svg.indexOf('\n'); index !== -1; index = svg.indexOf('\n', index + 1)) lineStarts.push(index + 1);
  const positionOf = (offset: number) => {
    let line = lineStarts.length - 1;
    while ((lineStarts[line] ?? 0) > offset) line -= 1;
    return { line: line + 1, col: offset - (lineStarts[line] ?? 0) + 1 };
  };
  return unsafePatterns
    .flatMap(({ pattern, words }) =>
      [...svg.matchAll(pattern)].map(
        (match): Problem => ({
          file,
          ...positionOf(match.index + (match[0].length - match[0].trimStart().length)),
          code: 'unsafe-svg',
          severity: 'error',
          ...worded(words(match[0])),
        }),
      ),
    )
    .sort((a, b) => a.line - b.line || a.col - b.col);
}
