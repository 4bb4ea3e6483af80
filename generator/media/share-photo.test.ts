import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realContentDir } from '../../tests/support/content-fixture.ts';
import { cameraJpeg } from '../../tests/support/photo-fixtures.ts';
import { loadContent } from '../content/load-content.ts';
import { photoBandSvg } from './share-card.ts';
import { photoShareImage } from './share-images.ts';
import { sharePhotoOf } from './share-photo.ts';

let folder: string;
let photo: string;
let mark: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'share-photo-'));
  photo = path.join(folder, 'IMG_0001.JPG');
  // Upright 800x1200: red top half, blue bottom half (stored sideways with EXIF orientation 6).
  await cameraJpeg(photo, { width: 1200, height: 800 });
  mark = await readFile(path.join(realContentDir, 'assets', 'logos', 'favicon.svg'), 'utf8');
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** The colour near the top-left corner of an image, above where the title band darkens it. */
async function topColour(image: Buffer): Promise<[number, number, number]> {
  const { data } = await sharp(image).extract({ left: 40, top: 40, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
}

describe('share image from a photo', () => {
  it('is the photo upright, 1200x630, cropped around its focal point', async () => {
    const { svg } = await photoBandSvg({ title: 'Petróleo y gas', company: 'Tecnandes', region: 'Ecuador' }, mark);
    for (const [focus, colour] of [
      ['top', 'red'],
      [{ x: 50, y: 100 }, 'blue'],
    ] as const) {
      const image = await photoShareImage(photo, focus, svg);
      const metadata = await sharp(image).metadata();
      expect([metadata.width, metadata.height, metadata.format, metadata.exif]).toEqual([1200, 630, 'jpeg', undefined]);
      const [red, , blue] = await topColour(image);
      expect(colour === 'red' ? red > 180 && blue < 80 : blue > 180 && red < 80).toBe(true);
    }
  });

  it('darkens the foot of the photo under the title band', async () => {
    const { svg, lines } = await photoBandSvg({ title: 'Referenzprojekte: Öl und Gas', company: 'Tecnandes', region: 'Brasilien' }, mark);
    expect(lines.title.join(' ')).toBe('Referenzprojekte: Öl und Gas');
    expect(lines.foot).toEqual(['Tecnandes · Brasilien']);
    const image = await photoShareImage(photo, 'top', svg);
    const { data } = await sharp(image).extract({ left: 1100, top: 600, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    // The site's navy (#0b2545) over red: dark, with blue dominating.
    expect((data[0] ?? 255) < 60 && (data[2] ?? 0) > (data[1] ?? 0)).toBe(true);
  });

  it('is chosen for a service line or case sector whose image is a photo, never for a drawing', async () => {
    const { content } = await loadContent(realContentDir);
    const energy = content?.cases.energy;
    if (!content || !energy) throw new Error('The real content must load');
    expect(sharePhotoOf(content, 'services/oil')).toBeUndefined();
    const withPhoto = {
      ...content,
      cases: {
        energy: { ...energy, cardImage: { ...energy.cardImage, src: '/assets/cases/IMG_0001.JPG' } },
      },
    };
    expect(sharePhotoOf(withPhoto, 'cases/energy')?.src).toBe('/assets/cases/IMG_0001.JPG');
    expect(sharePhotoOf(withPhoto, 'about')).toBeUndefined();
  });
});
