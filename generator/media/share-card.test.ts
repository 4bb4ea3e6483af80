import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { realContentDir } from '../../tests/support/content-fixture.ts';
import { shareCardSvg } from './share-card.ts';

const mark = () => readFile(path.join(realContentDir, 'assets', 'logos', 'favicon.svg'), 'utf8');

describe('share card', () => {
  it('sets the title of the page in its language, every glyph a valid outline', async () => {
    for (const title of ['Petróleo e gás', 'Referenzprojekte: Telekommunikation', 'Soluciones técnicas desde 1975']) {
      const card = await shareCardSvg({ title, company: 'Tecnandes', region: 'Brasil' }, await mark());
      expect(card.lines.title.join(' ')).toBe(title);
      expect(card.lines.region).toEqual(['Brasil']);
      // One NaN in a path makes the renderer drop the rest of the line.
      expect(card.svg).not.toMatch(/NaN|Infinity/);
    }
  });

  it('keeps a long title to three lines ending with an ellipsis', async () => {
    const title =
      'Mantenimiento preventivo y correctivo de sistemas de energía de respaldo para subestaciones eléctricas y campamentos mineros en la cordillera';
    const card = await shareCardSvg({ title, company: 'Tecnandes', region: 'Perú' }, await mark());
    expect(card.lines.title).toHaveLength(3);
    expect(card.lines.title.at(-1)).toMatch(/…$/);
  });

  it('renders as a 1200x630 image', async () => {
    const card = await shareCardSvg({ title: 'Kontakt', company: 'Tecnandes', region: 'Ecuador' }, await mark());
    const metadata = await sharp(await sharp(Buffer.from(card.svg)).png().toBuffer()).metadata();
    expect([metadata.width, metadata.height]).toEqual([1200, 630]);
  });
});
