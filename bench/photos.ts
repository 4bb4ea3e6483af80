import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadContent } from '../generator/content/load-content.ts';
import { copyPublishedImages, publishImages } from '../generator/media/publish-images.ts';
import { type ContentCopy, copyContent } from '../tests/support/content-fixture.ts';
import { ownAssets, photosEverywhere } from '../tests/support/photo-fixtures.ts';
import { runSiteCommandWith } from '../tests/support/run-site-command.ts';
import { type ImageAudit, measureImageAudits } from './lighthouse.ts';
import { clip, formatBytes, formatMs, type Row } from './table.ts';

/** Gaussian noise `width` x `height` around grey `mean`, as PNG. */
const noise = (width: number, height: number, mean: number, sigma: number) =>
  sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean, sigma } } })
    .png()
    .toBuffer();

/**
 * A camera-sized (6000x4000) JPEG with detail at every scale, as a photo has: large shapes, texture and fine
 * grain laid over each other (noise of one scale alone is a blur at full size and white noise at card size,
 * which no camera takes and no encoder compresses); `seed` makes each one different.
 */
async function cameraPhoto(file: string, seed: number): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // Laid over each other at a quarter of the size, then enlarged once: the grain is 4 camera pixels across.
  const layer = async (width: number, height: number, mean: number, sigma: number) =>
    sharp(await noise(width, height, mean, sigma))
      .resize(1500, 1000, { kernel: 'cubic' })
      .png()
      .toBuffer();
  const [shapes, texture] = await Promise.all([layer(30, 20, 100 + seed, 60), layer(300, 200, 128, 25)]);
  const layered = await sharp(shapes)
    .composite([
      { input: texture, blend: 'overlay' },
      { input: await noise(1500, 1000, 128, 12), blend: 'overlay' },
    ])
    .png()
    .toBuffer();
  await sharp(layered).resize(6000, 4000, { kernel: 'cubic' }).jpeg({ quality: 92 }).toFile(file);
}

/**
 * `count` camera photos, each different so each is encoded, added to the events' image lists, where every
 * one is published in all the widths of a dialog photo.
 */
async function contentWithPhotos(count: number): Promise<ContentCopy> {
  const copy = await copyContent();
  await ownAssets(copy.contentDir);
  const sources = Array.from({ length: count }, (_, index) => `/assets/events/camera/IMG_${2001 + index}.JPG`);
  for (const [index, src] of sources.entries()) await cameraPhoto(path.join(copy.contentDir, src), index);
  const eventFile = await copy.firstFileIn('events');
  // Each photo with its own alternative text, as the schema asks: here the event's title with the photo's number.
  await copy.editYaml(eventFile, (doc) => {
    const { title } = doc.toJS() as { title: Record<string, string> };
    const alt = (index: number) =>
      Object.fromEntries(Object.entries(title).map(([language, text]) => [language, `${text} (${index + 1})`]));
    doc.set('images', doc.createNode(sources.map((src, index) => ({ src, alt: alt(index) }))));
  });
  return copy;
}

/** Pages of the photo site Lighthouse looks at: together they show every use of a photo. */
const photoSitePaths = ['/ec/home', '/pe/home', '/ec/events', '/ec/cases', '/ec/cases/energy', '/ec/services/energy'];

/**
 * The site as an editor feeds it camera files: every picture but logos a camera JPEG (one per use), built with
 * `site build` (its own image cache) into `outDir`.
 */
async function buildPhotoSite(outDir: string, log: (message: string) => void): Promise<void> {
  const copy = await copyContent();
  const cacheDir = await mkdtemp(path.join(copy.root, 'cache-'));
  try {
    log('photo site: writing a camera JPEG for every use of a photo');
    const photos = await photosEverywhere(copy, (file, _use, index) => cameraPhoto(file, index + 1));
    log(`photo site: site build (${photos.size} camera photos: ${[...photos.keys()].join(', ')})`);
    const env = { ...process.env, SITE_IMAGE_CACHE_DIR: cacheDir };
    const { code, stderr } = await runSiteCommandWith(env, 'build', '--content', copy.contentDir, '--out', outDir);
    if (code !== 0) throw new Error(`site build of the photo site failed: ${stderr}`);
  } finally {
    await copy.remove();
  }
}

/**
 * The checks with the page's own pixel ratio against their budget; beside "Properly size images", the figure as
 * Lighthouse 13 reports it, which compares files with CSS pixels (bench/lighthouse.ts, pageDprTrace). The other
 * checks do not depend on the ratio.
 */
function imageAuditRows(audits: readonly ImageAudit[]): Row[] {
  return audits
    .filter(({ dpr, title }) => dpr === 'page' || title === 'Properly size images')
    .map(({ url, title, dpr, images, wastedBytes, error }) => {
      const name = dpr === 'page' ? `${url} ${title}` : `${url} ${title}, as Lighthouse 13 reports it (CSS px)`;
      const budget = dpr === 'page' ? 'pass' : '—';
      if (error) return { name, measured: clip(`not measured: ${error}`), budget };
      const measured = images === 0 ? 'pass' : `${images} image${images > 1 ? 's' : ''}, ${formatBytes(wastedBytes)} to save`;
      return dpr === 'page' ? { name, measured, budget, ok: images === 0 } : { name, measured, budget };
    });
}

/** Lighthouse's "Properly size images", "Serve images in modern formats" and "Efficiently encode images" on a site built from camera photos. */
export async function photoLighthouseRows(workDir: string, log: (message: string) => void): Promise<Row[]> {
  const outDir = path.join(workDir, 'photo-site');
  try {
    await buildPhotoSite(outDir, log);
    return imageAuditRows(await measureImageAudits(outDir, photoSitePaths, log));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [{ name: 'Lighthouse image audits', measured: clip(`could not run: ${reason}`), budget: 'pass' }];
  }
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
        name: `First build of ${count} camera photos (6000x4000 JPEG; ${first.encoded} encoded, with the covers of the content's documents)`,
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
