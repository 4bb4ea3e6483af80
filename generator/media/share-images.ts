import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { imageCacheDir } from './image-cache.ts';
import { type ShareCardText, shareCardSvg } from './share-card.ts';
import { shareCardSize } from './share-card-size.ts';

interface ShareImageRequest extends ShareCardText {
  /** The public path, from generator/urls.ts. */
  url: string;
}

/**
 * Renders each page's share card into the build output as a 1200x630 PNG. A card whose text did not change
 * comes from the image cache, so a rebuild rasterises nothing.
 */
export async function writeShareImages(
  requests: readonly ShareImageRequest[],
  brandMarkSvg: string,
  clientDir: string,
  cacheDir = imageCacheDir(),
): Promise<{ rendered: number; cached: number }> {
  const folder = path.join(cacheDir, 'share');
  await mkdir(folder, { recursive: true });
  let rendered = 0;
  for (const request of requests) {
    const { svg } = await shareCardSvg(request, brandMarkSvg);
    const cached = path.join(folder, `${createHash('sha256').update(svg).digest('hex').slice(0, 20)}.png`);
    const hit = await readFile(cached).then(
      () => true,
      () => false,
    );
    if (!hit) {
      const png = await sharp(Buffer.from(svg)).resize(shareCardSize).png({ compressionLevel: 9, palette: true }).toBuffer();
      await writeFile(cached, png);
      rendered += 1;
    }
    const target = path.join(clientDir, ...request.url.split('/').filter(Boolean));
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(cached, target);
  }
  return { rendered, cached: requests.length - rendered };
}
