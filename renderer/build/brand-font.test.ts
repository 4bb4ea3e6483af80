import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontCharactersOf, latinSubset } from './brand-font.ts';

describe('the characters content adds to the brand font', () => {
  it('are those beyond printable ASCII, once each and sorted: a photo named by a camera adds none', () => {
    expect(fontCharactersOf('IMG_3001.JPG ~ {x|y}')).toBe('');
    expect(fontCharactersOf('Año de ingeniería · Über ŧ Año')).toBe('·Üíñŧ');
  });
});

describe('the cut Latin face in the cache', () => {
  it('is written whole, found again, and cut anew when the cached file is empty (a write cut short)', async () => {
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'site-brand-font-'));
    try {
      const cut = await latinSubset('Tecnandes Año', cacheDir);
      expect(cut.length).toBeGreaterThan(1000);
      const [file, ...others] = await readdir(cacheDir);
      expect(others).toEqual([]);
      expect(file).toMatch(/^ibm-plex-sans-latin\.\w{16}\.woff2$/);
      expect(await latinSubset('Tecnandes Año', cacheDir)).toEqual(cut);
      await writeFile(path.join(cacheDir, file ?? ''), '');
      expect(await latinSubset('Tecnandes Año', cacheDir)).toEqual(cut);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });
});
