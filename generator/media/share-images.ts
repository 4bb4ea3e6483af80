import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type { Focus } from '../../schemas/media.ts';
import { writeAtomically } from '../outputs/write-atomically.ts';
import { imageCacheDir } from './image-cache.ts';
import type { ShareCardText } from './share-card.ts';
import { shareCardSize } from './share-card-size.ts';
import { focusPoint } from './share-photo.ts';

interface ShareImageRequest extends ShareCardText {
  /** The public path, from generator/routes/urls.ts. */
  url: string;
  /** The page's own photo (generator/media/share-photo.ts), shown under a title band instead of the branded card. */
  photo?: { file: string; focus?: Focus | undefined } | undefined;
}

/**
 * What shapes every share image besides its own words and photo: the code that draws them (this folder) and the
 * typeface's release. Part of each image's cache key, so a change to either draws every image again.
 */
async function drawingFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const code = (await readdir(import.meta.dirname)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts')).sort();
  for (const file of code) hash.update(file).update(await readFile(path.join(import.meta.dirname, file)));
  hash.update(await readFile(createRequire(import.meta.url).resolve('@fontsource/ibm-plex-sans/package.json')));
  return hash.digest('hex');
}

/**
 * Renders each page's share image into the build output at 1200x630: the branded card as PNG, or the page's
 * own photo with the title band as JPEG. An image whose words, brand mark, photo and drawing code did not change
 * comes from the image cache, found by those inputs alone: a rebuild neither renders nor lays out any text.
 */
export async function writeShareImages(
  requests: readonly ShareImageRequest[],
  brandMarkSvg: string,
  clientDir: string,
  cacheDir = imageCacheDir(),
): Promise<{ rendered: number; cached: number }> {
  const folder = path.join(cacheDir, 'share');
  await mkdir(folder, { recursive: true });
  const drawing = await drawingFingerprint();
  // Several pages share a photo: each file is read and hashed once.
  const photoHashes = new Map<string, Promise<string>>();
  const photoHash = (file: string) => {
    let hash = photoHashes.get(file);
    if (!hash) {
      hash = readFile(file).then((bytes) => createHash('sha256').update(bytes).digest('hex'));
      photoHashes.set(file, hash);
    }
    return hash;
  };
  const planned = await Promise.all(
    requests.map(async (request) => {
      const { photo } = request;
      const key = createHash('sha256')
        .update(drawing)
        .update(JSON.stringify([request.title, request.company, request.region, photo?.focus ?? null]))
        .update(brandMarkSvg);
      if (photo) key.update(await photoHash(photo.file));
      const cached = path.join(folder, `${key.digest('hex').slice(0, 20)}.${photo ? 'jpg' : 'png'}`);
      const hit = await stat(cached).then(
        () => true,
        () => false,
      );
      return { request, cached, hit };
    }),
  );
  const misses = planned.filter(({ hit }) => !hit);
  if (misses.length > 0) {
    // Loaded only to draw: laying out text needs the typeface tables, which a rebuild from the cache never reads.
    const { photoBandSvg, shareCardSvg } = await import('./share-card.ts');
    // Drawn one after another: sharp spreads each image over its own threads, and a first build draws a hundred.
    for (const { request, cached } of misses) {
      const { photo } = request;
      const { svg } = photo ? await photoBandSvg(request, brandMarkSvg) : await shareCardSvg(request, brandMarkSvg);
      const image = photo
        ? await photoShareImage(photo.file, photo.focus, svg)
        : await sharp(Buffer.from(svg)).resize(shareCardSize).png({ compressionLevel: 9, palette: true }).toBuffer();
      await writeAtomically(cached, image);
    }
  }
  await Promise.all(
    planned.map(async ({ request, cached }) => {
      const target = path.join(clientDir, ...request.url.split('/').filter(Boolean));
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(cached, target);
    }),
  );
  return { rendered: misses.length, cached: requests.length - misses.length };
}

/**
 * The photo upright, scaled to cover 1200x630 and cropped around its focal point (as close to centred on it
 * as the edges allow), with the title band laid over it; a JPEG, which keeps a photo a fraction of the size of a PNG.
 */
export async function photoShareImage(sourcePath: string, focus: Focus | undefined, bandSvg: string): Promise<Buffer> {
  const { width, height } = shareCardSize;
  const { data, info } = await sharp(sourcePath, { limitInputPixels: false })
    .autoOrient()
    .resize({ width, height, fit: 'outside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const point = focusPoint(focus);
  const offset = (size: number, frame: number, percent: number) =>
    Math.min(Math.max(Math.round((size * percent) / 100 - frame / 2), 0), size - frame);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .extract({ left: offset(info.width, width, point.x), top: offset(info.height, height, point.y), width, height })
    .composite([{ input: Buffer.from(bandSvg) }])
    .jpeg({ quality: 82, progressive: true, mozjpeg: true })
    .toBuffer();
}
