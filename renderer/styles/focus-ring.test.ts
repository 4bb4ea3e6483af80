import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const tokens = await readFile(path.join(import.meta.dirname, 'tokens.css'), 'utf8');
const token = (name: string): string => {
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim();
  if (!value) throw new Error(`no ${name} in tokens.css`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  return reference ? token(reference) : value;
};

/** WCAG 2's relative luminance and contrast ratio of two #rrggbb colours. */
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

describe('the focus ring', () => {
  it('stands 3:1 against every background a control sits on: white, the light surfaces and navy', () => {
    // `3px solid var(--color-…)`: its colour token.
    const ring = token(/var\((--[\w-]+)\)/.exec(token('--focus-ring'))?.[1] ?? '--focus-ring');
    const backgrounds = [
      '--color-white',
      '--color-light',
      '--color-surface',
      '--color-surface-strong',
      '--color-teal-tint',
      '--color-navy',
      '--color-blue',
    ];
    for (const background of backgrounds) expect(contrast(ring, token(background)), background).toBeGreaterThanOrEqual(3);
  });
});
