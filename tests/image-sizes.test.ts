import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { type ImageUse, imageUses } from '../generator/media/image-uses.ts';
import { cacheRoot } from '../generator/outputs/cache-folders.ts';
import { launchBrowser, waitForHydration } from './support/browser.ts';
import { buildAndServe, type ServedBuild } from './support/build-in-process.ts';
import { type ContentCopy, copyContent } from './support/content-fixture.ts';
import { photosEverywhere } from './support/photo-fixtures.ts';
import { rawGet } from './support/site-server.ts';

/**
 * A site whose every picture but logos is a photo (one per use), built as `site build` does. Plain photos:
 * what is checked here is which width the browser takes, not how a photo compresses. The same photos every run,
 * so their encodings and share images are kept between runs, keyed as site build keys them (the source's bytes
 * and every encoding setting): a change to the widths or to an encoding setting encodes them again. media.test.ts
 * checks the encoding itself, from an empty cache.
 */
let copy: ContentCopy;
let built: ServedBuild;
let browser: Browser;

before(
  async () => {
    copy = await copyContent();
    await photosEverywhere(copy, async (file, _use, index) => {
      await mkdir(path.dirname(file), { recursive: true });
      const background = { r: 40 + index * 20, g: 110, b: 90 };
      await sharp({ create: { width: 3000, height: 2000, channels: 3, background } })
        .jpeg()
        .toFile(file);
    });
    built = await buildAndServe(copy.contentDir, 'image-sizes', {
      keptImageCache: path.join(cacheRoot, 'test-image-sizes'),
    });
    browser = await launchBrowser();
  },
  { timeout: 600_000 },
);

after(async () => {
  await browser?.close();
  await built?.remove();
  await copy?.remove();
});

/** Between them these pages show every use of a photo; the event dialog's once a card's button opens it. */
const pages = ['/ec/home', '/pe/home', '/ec/events', '/ec/cases', '/ec/cases/energy', '/ec/services/energy'];
/**
 * Every use a photo can have but two: logos are drawings, and `tile` is only where a tile's picture is published
 * for; the home page shows it as `tileFour` or `tilePair`, by how many tiles there are.
 */
const shownUses = (Object.keys(imageUses) as ImageUse[]).filter((use) => use !== 'logo' && use !== 'tile');

/** Lighthouse's phone (412 px at 1.75x), phones at 1x and 2x, a tablet, a small and a large laptop, a desktop. */
const screens = [
  { width: 412, scale: 1.75 },
  ...[375, 768, 1024, 1440, 1920].flatMap((width) => [1, 2].map((scale) => ({ width, scale }))),
];

interface ShownImage {
  sizes: string;
  /** Width of the image's box, CSS px. */
  box: number;
  /** CSS px of the photo's width: the box's, more where object-fit: cover crops its sides, less where contain fits its height. */
  shown: number;
  /** What `sizes` evaluates to on this screen, CSS px. */
  slot: number;
  /** The width of the file the browser took, and of every file it could have taken. */
  picked: number;
  candidates: number[];
}

/**
 * The page's requests still under way. Playwright's 'networkidle' waits for 500 ms without any, a third of this
 * file's time; the photos are all asked for by the time the scroll is back at the top, so a short quiet will do.
 */
function requestsUnderWay(page: Page): () => number {
  let underWay = 0;
  page.on('request', () => {
    underWay += 1;
  });
  const ended = () => {
    underWay -= 1;
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return () => underWay;
}

/** Until no request is under way, twice 100 ms apart: a fetch that starts a moment after the scroll is waited for too. */
async function requestsEnded(page: Page, underWay: () => number): Promise<void> {
  for (let quiet = 0; quiet < 2; quiet = underWay() === 0 ? quiet + 1 : 0) await page.waitForTimeout(100);
}

/** Every loaded photo of the page (an <img> with srcset) with what it shows, what `sizes` says and what was taken. */
async function shownImages(page: Page, underWay: () => number, selector = 'img[srcset]'): Promise<ShownImage[]> {
  // Lazy photos load as they come near the viewport (Chromium asks for them more than a screen ahead): pass by
  // each of them a screen at a time, then wait until nothing more is asked
  // for (a story in a carousel slide out of view never is) and look at those that arrived.
  // Steps driven from here, each a short evaluate: an evaluate has no time limit, and one that waited on the page's
  // frames inside it hung a run for good when Chromium drew no frame.
  const { height, step } = await page.evaluate(() => ({ height: document.body.scrollHeight, step: window.innerHeight }));
  for (let top = 0; top < height; top += step) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(30);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await requestsEnded(page, underWay);
  return page.$$eval(selector, (images: HTMLImageElement[]) =>
    images.flatMap((image) => {
      const box = image.getBoundingClientRect();
      if (box.width === 0 || !image.currentSrc || !image.complete) return [];
      const ratio = image.naturalWidth / image.naturalHeight;
      const fit = getComputedStyle(image).objectFit;
      const shown =
        fit === 'cover' ? Math.max(box.width, box.height * ratio) : fit === 'contain' ? Math.min(box.width, box.height * ratio) : box.width;
      // sizes: "(media) length, ..., length"; commas inside min() and calc() do not separate entries.
      const sizes = image.getAttribute('sizes') ?? '';
      const entries: string[] = [];
      let depth = 0;
      let start = 0;
      [...sizes].forEach((character, index) => {
        if (character === '(') depth += 1;
        else if (character === ')') depth -= 1;
        else if (character === ',' && depth === 0) {
          entries.push(sizes.slice(start, index).trim());
          start = index + 1;
        }
      });
      entries.push(sizes.slice(start).trim());
      let slot = Number.NaN;
      for (const entry of entries) {
        const media = entry.startsWith('(') ? (/^\([^)]*\)/.exec(entry)?.[0] ?? '') : '';
        if (media && !matchMedia(media).matches) continue;
        const probe = document.createElement('div');
        probe.style.cssText = `position: absolute; width: ${entry.slice(media.length).trim()}`;
        document.body.append(probe);
        slot = probe.getBoundingClientRect().width;
        probe.remove();
        break;
      }
      const widthOf = (url: string) => Number(/-(\d+)\.\w+$/.exec(url)?.[1]);
      const candidates = (image.getAttribute('srcset') ?? '').split(',').map((candidate) => widthOf(candidate.trim().split(' ')[0] ?? ''));
      return [{ sizes, box: box.width, shown, slot, picked: widthOf(image.currentSrc), candidates }];
    }),
  );
}

const photoUseOf = (sizes: string) => (Object.keys(imageUses) as ImageUse[]).find((use) => imageUses[use].sizes === sizes) ?? sizes;

test('on every screen, each photo’s sizes match its layout and Chromium takes a file just wide enough', { timeout: 900_000 }, async () => {
  const seen = new Set<string>();
  const failures: string[] = [];
  for (const { width, scale } of screens) {
    for (const pathname of pages) {
      // A fresh context each time: with a wider file of the photo in its cache, Chromium rightly takes that one.
      const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: scale, reducedMotion: 'reduce' });
      try {
        const page = await context.newPage();
        const underWay = requestsUnderWay(page);
        await page.goto(`${built.server.origin}${pathname}`);
        const images = await shownImages(page, underWay);
        if (pathname === '/ec/events') {
          await waitForHydration(page);
          await page.locator('main article button[aria-haspopup="dialog"]').first().click();
          images.push(...(await shownImages(page, underWay, 'dialog[open] img[srcset]')));
        }
        for (const image of images) {
          const use = photoUseOf(image.sizes);
          seen.add(use);
          const where = `${pathname} at ${width} px, DPR ${scale}: ${use} shown ${Math.round(image.shown)} px wide`;
          // `sizes` never below what is shown (a blurred photo) and at most a tenth above it: beyond that the
          // browser takes the next width up for nothing, a fifth more pixels than the photo needs. A photo shown
          // whole (contain) takes the ratio of the file the browser chose, whose height is rounded to a whole
          // pixel: up to half a percent off the photo's own ratio, which no `sizes` can follow.
          if (image.slot < image.shown * 0.995 - 1 || image.slot > image.shown * 1.1 + 1) {
            failures.push(`${where}, but sizes say ${Math.round(image.slot)} px ("${image.sizes}")`);
          }
          // The file: at least the device pixels shown (unless none is wider) and at most 1.5 times them
          // (unless none is narrower).
          const needed = image.shown * scale;
          const widest = Math.max(...image.candidates);
          const narrowest = Math.min(...image.candidates);
          if ((image.picked < needed - 1 && image.picked < widest) || (image.picked > 1.5 * needed && image.picked > narrowest)) {
            failures.push(`${where} (${Math.round(needed)} device px), but the file taken is ${image.picked} px wide`);
          }
        }
      } finally {
        await context.close();
      }
    }
  }
  assert.deepEqual(failures, []);
  assert.deepEqual(
    [...seen].sort(),
    [...shownUses].sort(),
    'every use of a photo on these pages was checked, and no photo has sizes of no use',
  );
});

test('on each page the first photo is its largest: preloaded and fetched first, the only one', async () => {
  for (const pathname of pages) {
    const html = (await rawGet(built.server.origin, pathname)).body;
    const preloaded = [...html.matchAll(/<link rel="preload" as="image" type="image\/avif"[^>]*imageSrcSet="([^"]+)"/g)].map(
      (match) => match[1],
    );
    const main = html.slice(html.indexOf('<main'));
    const first = /<picture[^>]*>(.*?)<\/picture>/s.exec(main)?.[1] ?? '';
    assert.equal(preloaded.length, 1, `${pathname}: one photo preloaded`);
    assert.equal(
      preloaded[0],
      /<source type="image\/avif" srcSet="([^"]+)"/.exec(first)?.[1],
      `${pathname}: the first photo is the one preloaded`,
    );
    assert.match(first, /<img [^>]*fetchPriority="high"/, `${pathname}: the first photo is fetched first`);
    assert.equal(main.match(/<img [^>]*fetchPriority="high"/g)?.length, 1, `${pathname}: no other photo competes with it`);
  }
});
