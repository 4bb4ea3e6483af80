import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { contentStrings } from '../../generator/content/content-walk.ts';
import { imageUseAt } from '../../generator/media/image-placements.ts';
import type { ImageUse } from '../../generator/media/image-uses.ts';
import { videoExtension } from '../../schemas/asset-kinds.ts';
import { type ContentCopy, realContentDir } from './content-fixture.ts';

/** Tests and the bench write photos into a content copy, so its assets become a real folder instead of a link. */
export async function ownAssets(contentDir: string): Promise<void> {
  const assets = path.join(contentDir, 'assets');
  await rm(assets, { recursive: true, force: true });
  await cp(path.join(realContentDir, 'assets'), assets, { recursive: true });
}

/**
 * A camera photo as phones write it: stored sideways (EXIF orientation 6, turn 90° clockwise to view) with the
 * GPS position and camera serial in its EXIF. Stored, its left half is red and its right half blue, so upright
 * the top is red and the bottom blue.
 */
export async function cameraJpeg(file: string, { width = 6000, height = 4000 } = {}): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const half = await sharp({ create: { width: Math.round(width / 2), height, channels: 3, background: '#1f4fd6' } })
    .png()
    .toBuffer();
  await sharp({ create: { width, height, channels: 3, background: '#d62f1f' } })
    .composite([{ input: half, left: width - Math.round(width / 2), top: 0 }])
    .withExif({
      IFD0: { Make: 'FixtureCam', Model: 'X100' },
      IFD2: { BodySerialNumber: 'SN-0042' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '0/1 10/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '78/1 30/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 85 })
    .toFile(file);
}

/** A logo with a transparent background. */
export async function transparentPng(file: string, { width = 800, height = 400 } = {}): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const mark = await sharp({ create: { width: width / 2, height: height / 2, channels: 4, background: '#0b2545ff' } })
    .png()
    .toBuffer();
  await sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: mark, left: width / 4, top: height / 4 }])
    .png()
    .toFile(file);
}

/** A plain photo in a modern format (AVIF or WebP). */
export async function plainPhoto(file: string, format: 'avif' | 'webp', { width = 3000, height = 2000 } = {}): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const image = sharp({ create: { width, height, channels: 3, background: '#2e7d5b' } });
  await (format === 'avif' ? image.avif({ quality: 50, effort: 0 }) : image.webp({ quality: 80 })).toFile(file);
}

/** The content files whose pictures a site fed with photos has; brands.yaml holds logos only. */
const picturedFiles = ['site.yaml', 'services', 'cases', 'events'] as const;

/**
 * The site as an editor feeds it photos: every picture of the content but logos (drawn, not photographed) and
 * videos becomes a photo `write` makes (the `index`th), one per use (hero, card, event...), so each use is
 * published and shown as it would be. Returns the uses with the photo each got.
 */
export async function photosEverywhere(
  copy: ContentCopy,
  write: (file: string, use: ImageUse, index: number) => Promise<void>,
): Promise<Map<ImageUse, string>> {
  await ownAssets(copy.contentDir);
  const files = (
    await Promise.all(
      picturedFiles.map(async (entry) =>
        entry.endsWith('.yaml')
          ? [entry]
          : (await readdir(path.join(copy.contentDir, entry))).filter((name) => name.endsWith('.yaml')).map((name) => `${entry}/${name}`),
      ),
    )
  ).flat();
  const photos = new Map<ImageUse, string>();
  for (const file of files) {
    await copy.editYaml(file, (doc) => {
      for (const { path: valuePath, value } of contentStrings(doc.toJS())) {
        if (!value.startsWith('/assets/') || videoExtension.test(value)) continue;
        const use = imageUseAt(file, valuePath);
        if (use === 'logo') continue;
        const src = photos.get(use) ?? `/assets/photos/IMG_${use}.JPG`;
        photos.set(use, src);
        doc.setIn(valuePath, src);
      }
    });
  }
  for (const [index, [use, src]] of [...photos].entries()) await write(path.join(copy.contentDir, src), use, index);
  return photos;
}
