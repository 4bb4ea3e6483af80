import { describe, expect, it } from 'vitest';
import { dashRuns } from './dash-binding.ts';

describe('dashRuns', () => {
  it('keeps a spaced dash with the word before it, and gives the text back unchanged', () => {
    for (const [text, kept] of [
      ['Quito – Oficina matriz', ['Quito –']],
      ['São Paulo – Büro Brasilien', ['Paulo –']],
      ['Quito Nord — Niederlassung – Empfang', ['Nord —', 'Niederlassung –']],
      ['Lima - Oficina Perú', ['Lima -']],
      ['bis zu Installation und Support –, die die Infrastruktur', ['Support –']],
    ] as const) {
      const runs = dashRuns(text);
      expect(runs.map((run) => run.text).join('')).toBe(text);
      expect(runs.filter((run) => run.keepTogether).map((run) => run.text)).toEqual(kept);
    }
  });

  it('leaves hyphenated words and texts without a dash as one run', () => {
    for (const text of ['Baterías de plomo-ácido', 'IP/MPLS', 'Telecomunicaciones', 'Quito–Guayaquil']) {
      expect(dashRuns(text)).toEqual([{ text, keepTogether: false }]);
    }
  });
});
