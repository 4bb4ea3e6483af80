import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findOwnShadows, ownShadowsInCss } from './shadow-tokens.ts';

describe('shadows written outside the elevation tokens', () => {
  it('finds box-shadows, text-shadows and drop-shadow filters of their own, with their line', () => {
    const css = [
      '.a { box-shadow: 0 18px 48px rgb(var(--color-navy-rgb) / 0.14); }',
      '.b {',
      '  color: var(--color-text);',
      '  box-shadow:',
      '    var(--shadow-sm),',
      '    0 0 0 1px var(--color-line);',
      '}',
      '.c { text-shadow: 0 1px 2px var(--color-black); }',
      '.d { filter: drop-shadow(0 2px 4px var(--color-navy)); }',
    ].join('\n');
    expect(ownShadowsInCss(css).map((found) => found.line)).toEqual([1, 4, 8, 9]);
  });

  it('accepts the tokens, none, transitions of box-shadow, other filters and comments', () => {
    const css = [
      '/* box-shadow: 0 1px 3px black was the old card */',
      '.a { box-shadow: var(--shadow-md); }',
      '.b { box-shadow: none; }',
      '.c { transition: box-shadow 0.2s ease, transform 0.2s ease; }',
      '.d { filter: grayscale(1); }',
      '.e { box-shadow: var(--shadow-xl) }',
    ].join('\n');
    expect(ownShadowsInCss(css)).toEqual([]);
  });

  it('reports renderer stylesheets by file and line, and leaves the tokens file alone', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'shadows-'));
    await mkdir(path.join(root, 'renderer/styles'), { recursive: true });
    await mkdir(path.join(root, 'renderer/components'), { recursive: true });
    await writeFile(path.join(root, 'renderer/styles/tokens.css'), ':root { --shadow-sm: 0 2px 8px rgb(0 0 0 / 0.1); }');
    await writeFile(path.join(root, 'renderer/components/Panel.module.css'), '.panel {\n  box-shadow: 0 1px 3px var(--color-line);\n}');
    expect(await findOwnShadows(root)).toEqual([
      'renderer/components/Panel.module.css:2: shadow of its own (box-shadow: 0 1px 3px var(--color-line)); use none or one elevation token, var(--shadow-sm|md|lg|xl)',
    ]);
  });
});
