/**
 * `npm run lint` runs this: a colour written as a value anywhere in the renderer outside the design tokens
 * (renderer/styles/tokens.css) fails the lint with file:line, so every component draws from one palette.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const tokensFile = 'renderer/styles/tokens.css';

// CSS Color Module 4 named colours; transparent and currentColor are not palette choices and stay allowed.
const namedColours = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue ' +
    'chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey ' +
    'darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray ' +
    'darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen ' +
    'fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender ' +
    'lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey ' +
    'lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen ' +
    'magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen ' +
    'mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange ' +
    'orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple ' +
    'rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray ' +
    'slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

// rgb(var(--color-navy-rgb) / 0.5) is a token with an alpha, not a literal.
const colourFunction = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\((?!\s*var\()/i;
const hexInCss = /#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})\b/i;
const hexString = /(['"`])#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})\1/i;
const colourFunctionString = /(['"`])\s*(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;
const jsxColourAttribute = /\b(?:fill|stroke|color|stopColor|floodColor|lightingColor)=["']([a-z]+)["']/gi;

interface ColourLiteral {
  line: number;
  literal: string;
}

function namedColourIn(value: string): string | undefined {
  const words =
    value
      .replace(/--[\w-]+/g, ' ')
      .replace(/url\([^)]*\)/g, ' ')
      .replace(/(["']).*?\1/g, ' ')
      .match(/[a-z]+/gi) ?? [];
  return words.find((word) => namedColours.has(word.toLowerCase()));
}

// A declaration starts after `{` or `;` and its value runs, over several lines if need be, to the next `;`, `{` or `}`.
const cssDeclaration = /(?:^|[{;])\s*(?:--[\w-]+|[a-z-]+)\s*:(?!:)([^;{}]*)/gi;

export function colourLiteralsInCss(text: string): ColourLiteral[] {
  const found: ColourLiteral[] = [];
  const css = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  for (const match of css.matchAll(cssDeclaration)) {
    const value = match[1] ?? '';
    const literal = hexInCss.exec(value)?.[0] ?? colourFunction.exec(value)?.[0] ?? namedColourIn(value);
    if (!literal) continue;
    const offset = match.index + match[0].length - value.length + value.indexOf(literal);
    found.push({ line: css.slice(0, offset).split('\n').length, literal });
  }
  return found;
}

export function colourLiteralsInScript(text: string): ColourLiteral[] {
  const found: ColourLiteral[] = [];
  text.split('\n').forEach((line, index) => {
    const named = [...line.matchAll(jsxColourAttribute)]
      .map((match) => match[1] ?? '')
      .find((word) => namedColours.has(word.toLowerCase()));
    const literal = hexString.exec(line)?.[0] ?? colourFunctionString.exec(line)?.[0] ?? named;
    if (literal) found.push({ line: index + 1, literal });
  });
  return found;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(css|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export async function findColourLiterals(root: string): Promise<string[]> {
  const problems: string[] = [];
  for (const file of (await sourceFiles(path.join(root, 'renderer'))).sort()) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (relative === tokensFile) continue;
    const text = await readFile(file, 'utf8');
    const literals = file.endsWith('.css') ? colourLiteralsInCss(text) : colourLiteralsInScript(text);
    for (const { line, literal } of literals) {
      problems.push(`${relative}:${line}: colour literal ${literal} outside ${tokensFile}; use a var(--color-...) token`);
    }
  }
  return problems;
}

if (import.meta.main) {
  const problems = await findColourLiterals(process.cwd());
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exitCode = 1;
}
