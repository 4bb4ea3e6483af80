import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { PublishedImage } from '../../schemas/media.ts';
import { writeAtomically } from '../outputs/write-atomically.ts';
import type { ImageFacts } from './image-metadata.ts';
import { type ImageUse, widthsFor } from './image-uses.ts';

/** Published photos are served from here under content-hashed names, so they are cached for a year (immutable). */
export const publishedImagePrefix = '/_app/img/';

/**
 * Qualities chosen by eye on site photos: no visible loss at their display size, a fraction of the bytes. Low
 * efforts: higher ones save a few percent of bytes for five times the encoding time (npm run bench).
 */
export const encodingSettings = {
  version: 1,
  avif: { quality: 50, effort: 0 },
  webp: { quality: 72, effort: 2 },
  jpeg: { quality: 78, progressive: true, optimiseCoding: true },
  png: { compressionLevel: 9, effort: 7 },
  placeholderWidth: 16,
} as const;

/**
 * Writes one photo (a file, or pixels already decoded such as a document's cover) in every width of its use as AVIF, WebP and a JPEG (PNG when it has transparency) into
 * `outDir`: upright (EXIF orientation applied) and without metadata (camera serial, GPS position), which sharp
 * drops unless asked to keep it.
 */
export async function encodeImage(
  source: string | Buffer,
  facts: ImageFacts,
  use: ImageUse,
  key: string,
  outDir: string,
): Promise<PublishedImage> {
  const widths = widthsFor(use, facts.width);
  const widest = Math.max(...widths);
  // Decoded, turned upright and shrunk to the widest output once; every width is made from these pixels.
  const { data, info } = await sharp(source, { limitInputPixels: false })
    .autoOrient()
    .resize({ width: widest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const fallback = facts.hasAlpha ? ('png' as const) : ('jpeg' as const);
  await mkdir(outDir, { recursive: true });

  const encodeAll = async (format: 'avif' | 'webp' | 'jpeg' | 'png') =>
    Promise.all(
      widths.map(async (width) => {
        const name = `${key}-${width}.${format === 'jpeg' ? 'jpg' : format}`;
        const resized = pixels().resize({ width });
        const encoded =
          format === 'avif'
            ? resized.avif(encodingSettings.avif)
            : format === 'webp'
              ? resized.webp(encodingSettings.webp)
              : format === 'png'
                ? resized.png(encodingSettings.png)
                : resized.jpeg(encodingSettings.jpeg);
        await writeAtomically(path.join(outDir, name), await encoded.toBuffer());
        return { url: `${publishedImagePrefix}${name}`, width };
      }),
    );

  const preview = await pixels().resize({ width: encodingSettings.placeholderWidth }).webp({ quality: 40 }).toBuffer();
  const [avif, webp, fallbackVariants] = [await encodeAll('avif'), await encodeAll('webp'), await encodeAll(fallback)];
  return {
    width: facts.width,
    height: facts.height,
    use,
    avif,
    webp,
    fallback: { type: fallback === 'png' ? 'image/png' : 'image/jpeg', variants: fallbackVariants },
    placeholder: `data:image/webp;base64,${preview.toString('base64')}`,
  };
}
