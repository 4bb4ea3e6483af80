import type { Problem } from '../content/problem.ts';

/**
 * What makes an SVG unsafe or broken as an <img>: scripts and event handlers run when the file is opened on its
 * own, external references leak visits to other servers (and are blocked in <img>, so the picture breaks), and
 * foreignObject embeds HTML.
 */
const unsafePatterns: readonly { pattern: RegExp; message: (match: string) => string }[] = [
  { pattern: /<script\b/gi, message: () => 'has a <script> element; remove it (an illustration needs no code).' },
  {
    pattern: /\son[a-z]+\s*=/gi,
    message: (match) => `has an event handler attribute (${match.trim().replace(/\s*=$/, '')}); remove it.`,
  },
  { pattern: /<foreignObject\b/gi, message: () => 'embeds HTML in a <foreignObject>; export the drawing as plain SVG shapes.' },
  {
    pattern: /\b(?:xlink:)?href\s*=\s*["']\s*(?!#|data:)[^"']+["']/gi,
    message: (match) => `refers to another file (${match.trim()}); embed it or remove it: browsers do not load it in an <img>.`,
  },
  {
    pattern: /url\(\s*["']?\s*(?!#|data:)[^)"']+["']?\s*\)/gi,
    message: (match) => `refers to another file (${match}); embed it or remove it: browsers do not load it in an <img>.`,
  },
  { pattern: /@import\b/gi, message: () => 'imports a stylesheet (@import); put the styles in the file.' },
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
    .flatMap(({ pattern, message }) =>
      [...svg.matchAll(pattern)].map(
        (match): Problem => ({
          file,
          ...positionOf(match.index + (match[0].length - match[0].trimStart().length)),
          code: 'unsafe-svg',
          severity: 'error',
          message: `This SVG ${message(match[0])}`,
        }),
      ),
    )
    .sort((a, b) => a.line - b.line || a.col - b.col);
}
