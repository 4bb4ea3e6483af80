import { describe, expect, it } from 'vitest';
import { colourLiteralsInCss, colourLiteralsInScript, findColourLiterals } from './colour-literals.ts';

describe('colour literals outside the design tokens', () => {
  it('finds hex, colour functions and named colours in CSS declarations, with their line', () => {
    const css = [
      '.a {',
      '  color: #0b2545;',
      '  background: rgb(11 37 69 / 0.5);',
      '  border: 1px solid white;',
      '}',
      '.b { fill: #fff; }',
      '.c {',
      '  background: linear-gradient(',
      '    90deg,',
      '    hsl(0 0% 0%) 0%',
      '  );',
      '}',
    ].join('\n');
    expect(colourLiteralsInCss(css)).toEqual([
      { line: 2, literal: '#0b2545' },
      { line: 3, literal: 'rgb(' },
      { line: 4, literal: 'white' },
      { line: 6, literal: '#fff' },
      { line: 10, literal: 'hsl(' },
    ]);
  });

  it('accepts tokens, channel tokens, currentColor, transparent, id selectors and comments', () => {
    const css = [
      '#main:focus {',
      'a:hover,',
      '  color: var(--color-navy);',
      '  box-shadow: 0 1px 2px rgb(var(--color-navy-rgb) / 0.1);',
      '  border-color: currentColor transparent;',
      '  /* was #ffffff */',
      '  grid-template-areas: "logo nav";',
      '}',
    ].join('\n');
    expect(colourLiteralsInCss(css)).toEqual([]);
  });

  it('finds colour strings and named fills in scripts but not anchors', () => {
    const tsx = ['<meta content="#0b2545" />', '<a href="#main">', '<path fill="red" />', '<path fill="currentColor" />'].join('\n');
    expect(colourLiteralsInScript(tsx)).toEqual([
      { line: 1, literal: '"#0b2545"' },
      { line: 3, literal: 'red' },
    ]);
  });

  it('the renderer has none', async () => {
    expect(await findColourLiterals(process.cwd())).toEqual([]);
  });
});
