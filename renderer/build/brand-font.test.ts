import { describe, expect, it } from 'vitest';
import { fontCharactersOf } from './brand-font.ts';

describe('the characters content adds to the brand font', () => {
  it('are those beyond printable ASCII, once each and sorted: a photo named by a camera adds none', () => {
    expect(fontCharactersOf('IMG_3001.JPG ~ {x|y}')).toBe('');
    expect(fontCharactersOf('Año de ingeniería · Über ŧ Año')).toBe('·Üíñŧ');
  });
});
