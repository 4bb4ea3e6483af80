import { describe, expect, it } from 'vitest';
import { excerptParts } from './excerpt.ts';

describe('excerptParts', () => {
  it('splits the matched words from the text around them', () => {
    expect(excerptParts('Bancos de <mark>baterías</mark> de plomo-ácido y <mark>baterías</mark> de litio.')).toEqual([
      { text: 'Bancos de ', mark: false },
      { text: 'baterías', mark: true },
      { text: ' de plomo-ácido y ', mark: false },
      { text: 'baterías', mark: true },
      { text: ' de litio.', mark: false },
    ]);
  });

  it('keeps the punctuation Pagefind marks with a word outside the mark', () => {
    expect(excerptParts('Válvulas y <mark>actuadores.</mark> Seleccionamos.')).toEqual([
      { text: 'Válvulas y ', mark: false },
      { text: 'actuadores', mark: true },
      { text: '. Seleccionamos.', mark: false },
    ]);
  });

  it('turns escaped characters back into text, so markup in a page stays text in the result', () => {
    expect(excerptParts('&lt;script&gt;alert(1)&lt;/script&gt; &amp; <mark>R&amp;D</mark>.')).toEqual([
      { text: '<script>alert(1)</script> & ', mark: false },
      { text: 'R&D', mark: true },
      { text: '.', mark: false },
    ]);
  });

  it('shows with an ellipsis where the excerpt cuts a sentence', () => {
    expect(excerptParts('de hidrocarburos. Válvulas y <mark>actuadores</mark>, posicionadores y')).toEqual([
      { text: '… de hidrocarburos. Válvulas y ', mark: false },
      { text: 'actuadores', mark: true },
      { text: ', posicionadores y …', mark: false },
    ]);
  });
});
