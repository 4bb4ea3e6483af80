import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRawBreakpoints, rawBreakpointsInCss, rawBreakpointsInScript } from './raw-breakpoints.ts';

describe('breakpoints written outside renderer/styles/media.css', () => {
  it('finds widths in media and container queries, in every syntax, with their line', () => {
    const css = [
      '@import "../../styles/media.css";',
      '@media (min-width: 640px) {',
      '  .a { display: grid; }',
      '}',
      '@media (--lg) and (max-width: 79.99rem) { .b { gap: 0; } }',
      '@media (width >= 1024px) { .c { gap: 0; } }',
      '@container (min-inline-size: 30em) { .d { gap: 0; } }',
    ].join('\n');
    expect(rawBreakpointsInCss(css).map((found) => found.line)).toEqual([2, 5, 6, 7]);
  });

  it('accepts named breakpoints, preference queries and comments', () => {
    const css = [
      '/* @media (min-width: 640px) was the old tablet switch */',
      '@media (--sm) and (--below-lg) { .a { gap: 0; } }',
      '@media (prefers-reduced-motion: reduce) { .b { animation: none; } }',
      '@media (scripting: none), (prefers-reduced-motion: reduce) { .c { opacity: 1; } }',
      '.d { max-width: 640px; }',
    ].join('\n');
    expect(rawBreakpointsInCss(css)).toEqual([]);
  });

  it('finds query strings in scripts and accepts mediaQuery() and preference queries', () => {
    const script = [
      "const mobile = window.matchMedia('(max-width: 1023.98px)');",
      "const wide = mediaQuery('--lg');",
      "const calm = window.matchMedia('(prefers-reduced-motion: reduce)');",
      'const cards = [[`(width >= 640px)`, 2]];',
    ].join('\n');
    expect(rawBreakpointsInScript(script).map((found) => found.line)).toEqual([1, 4]);
  });

  it('names file and line of each breach in the renderer, and skips the breakpoints file itself', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'breakpoints-'));
    await mkdir(path.join(root, 'renderer/styles'), { recursive: true });
    await writeFile(path.join(root, 'renderer/styles/media.css'), '@custom-media --lg (width >= 1024px);\n');
    await writeFile(path.join(root, 'renderer/styles/a.module.css'), '.a { gap: 0; }\n@media (min-width: 700px) { .a { gap: 1px; } }\n');
    expect(await findRawBreakpoints(root)).toEqual([
      'renderer/styles/a.module.css:2: breakpoint written as a value in @media (min-width: 700px); use a custom media query from renderer/styles/media.css',
    ]);
  });

  it('passes on the renderer as it is', async () => {
    expect(await findRawBreakpoints(process.cwd())).toEqual([]);
  });
});
