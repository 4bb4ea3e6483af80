import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLogoText, logoTextProblems } from './logo-text.ts';

describe('live text in logos', () => {
  it('names every <text> with its line and column', () => {
    const svg = '<svg>\n  <rect/>\n  <text x="1">Acme</text><text>Two</text>\n</svg>';
    expect(logoTextProblems(svg, 'content/assets/brands/acme.svg').map(({ file, line, col, code }) => ({ file, line, col, code }))).toEqual(
      [
        { file: 'content/assets/brands/acme.svg', line: 3, col: 3, code: 'logo-live-text' },
        { file: 'content/assets/brands/acme.svg', line: 3, col: 26, code: 'logo-live-text' },
      ],
    );
  });

  it('accepts outlined lettering and text in a font the SVG embeds', () => {
    expect(logoTextProblems('<svg><path d="M0 0h1"/><textPath/></svg>', 'a.svg')).toEqual([]);
    const embedded = '<svg><style>@font-face { font-family: A; src: url("data:font/woff2;base64,AAAA") }</style><text>A</text></svg>';
    expect(logoTextProblems(embedded, 'a.svg')).toEqual([]);
  });

  it('looks in the logo and brand folders only, and the shipped logos have no live text', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'logo-text-'));
    await mkdir(path.join(root, 'content/assets/brands/sub'), { recursive: true });
    await mkdir(path.join(root, 'content/assets/events'), { recursive: true });
    await writeFile(path.join(root, 'content/assets/brands/sub/x.svg'), '<svg><text>X</text></svg>');
    await writeFile(path.join(root, 'content/assets/events/poster.svg'), '<svg><text>Fair</text></svg>');
    const problems = await checkLogoText(path.join(root, 'content'), root);
    expect(problems.map((problem) => problem.file)).toEqual(['content/assets/brands/sub/x.svg']);
    expect(await checkLogoText(path.resolve('content'), process.cwd())).toEqual([]);
  });
});
