import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { type ContentCopy, copyContent } from '../generator/content-fixture.ts';
import { loadContent } from '../generator/load-content.ts';
import { ownAssets } from '../generator/media/photo-fixtures.ts';
import { copyPublishedImages, publishImages } from '../generator/media/publish-images.ts';
import { formatMs, type Row } from './table.ts';

/**
 * `count` camera-sized (6000x4000) JPEGs with smooth photo-like detail, each different so each is encoded,
 * added to the events' image lists, where every one is published in all the widths of a dialog photo.
 */
async function contentWithPhotos(count: number): Promise<ContentCopy> {
  const copy = await copyContent();
  await ownAssets(copy.contentDir);
  const folder = path.join(copy.contentDir, 'assets', 'events', 'camera');
  await mkdir(folder, { recursive: true });
  const sources = Array.from({ length: count }, (_, index) => `/assets/events/camera/IMG_${2001 + index}.JPG`);
  for (const [index, src] of sources.entries()) {
    const detail = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 110 + index, sigma: 40 } },
    })
      .png()
      .toBuffer();
    await sharp(detail).resize(6000, 4000, { kernel: 'cubic' }).jpeg({ quality: 92 }).toFile(path.join(copy.contentDir, src));
  }
  const eventFile = await copy.firstFileIn('events');
  await copy.editYaml(eventFile, (doc) => doc.set('imageUrl', doc.createNode(sources)));
  return copy;
}

/** Time of the image work of a build: encode (or find in the cache) every photo and copy it into the output. */
export async function photoRows(count: number, log: (message: string) => void): Promise<Row[]> {
  log(`photos: writing ${count} camera-sized JPEGs`);
  const copy = await contentWithPhotos(count);
  const cacheDir = await mkdtemp(path.join(copy.root, 'cache-'));
  try {
    const { content } = await loadContent(copy.contentDir);
    if (!content) throw new Error('the bench content with photos does not validate');
    const phase = async (name: string) => {
      const clientDir = path.join(copy.root, name);
      const started = performance.now();
      const cpu = process.cpuUsage();
      const result = await publishImages(copy.contentDir, content, cacheDir);
      await copyPublishedImages(result.images, clientDir, cacheDir);
      const used = process.cpuUsage(cpu);
      return { ...result, milliseconds: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
    };
    log(`photos: first build (${count} photos, empty image cache)`);
    const first = await phase('first');
    log('photos: rebuild (all cached)');
    const second = await phase('second');
    return [
      {
        name: `First build of ${count} camera photos (6000x4000 JPEG; ${first.encoded} encoded)`,
        // CPU time beside wall time: on a machine shared with other work the wall time says more about the neighbours.
        measured: `${formatMs(first.milliseconds)} (CPU ${formatMs(first.cpuMs)}, load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)`,
        budget: 'under 60 s',
        ok: first.milliseconds < 60_000,
      },
      {
        name: `Rebuild with all ${count} cached (${second.encoded} encoded, ${second.cached} from the cache)`,
        measured: formatMs(second.milliseconds),
        budget: 'adds under 0.5 s',
        ok: second.milliseconds < 500 && second.encoded === 0,
      },
    ];
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
    await copy.remove();
  }
}
