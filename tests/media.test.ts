import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { closePage, launchBrowser, newPage, pageProblems } from './support/browser.ts';
import { buildAndServe, type ServedBuild } from './support/build-in-process.ts';
import { type ContentCopy, copyContent } from './support/content-fixture.ts';
import { cameraJpeg, ownAssets, plainPhoto, transparentPng } from './support/photo-fixtures.ts';
import { runSiteCommandWith } from './support/run-site-command.ts';
import { rawGet } from './support/site-server.ts';

/**
 * A site fed camera photos: a sideways 6000x4000 JPEG with GPS as the Ecuador hero (with a focal point), a
 * transparent PNG logo, an AVIF event photo, a WebP case-sector photo and a WebP video poster, built as
 * `site build` does.
 */
let copy: ContentCopy;
let built: ServedBuild;
let browser: Browser;

before(
  async () => {
    copy = await copyContent();
    await ownAssets(copy.contentDir);
    const asset = (relative: string) => path.join(copy.contentDir, 'assets', relative);
    await cameraJpeg(asset('home/IMG_2041.JPG'));
    await transparentPng(asset('brands/logo.png'));
    await plainPhoto(asset('events/fair.avif'), 'avif');
    await plainPhoto(asset('cases/card.webp'), 'webp');
    await plainPhoto(asset('videos/poster.webp'), 'webp', { width: 1920, height: 1080 });
    await copy.editYaml('site.yaml', (doc) => {
      doc.setIn(['regions', 0, 'home', 'banner', 'image', 'src'], '/assets/home/IMG_2041.JPG');
      doc.setIn(['regions', 0, 'home', 'banner', 'image', 'focus'], doc.createNode({ x: 30, y: 60 }));
    });
    await copy.editYaml('brands.yaml', (doc) => doc.setIn(['sets', 'ec', 0, 'logo'], '/assets/brands/logo.png'));
    await copy.editYaml('events/2026-alianzas-actuadores-valvulas.yaml', (doc) =>
      doc.setIn(['images', 0, 'src'], '/assets/events/fair.avif'),
    );
    await copy.editYaml('cases/energy.yaml', (doc) => doc.setIn(['cardImage', 'src'], '/assets/cases/card.webp'));
    await copy.editYaml('cases/telecomunications.yaml', (doc) => doc.setIn(['story', 'poster'], '/assets/videos/poster.webp'));
    built = await buildAndServe(copy.contentDir, 'media', { emptyImageCache: true });
    browser = await launchBrowser();
  },
  { timeout: 600_000 },
);

after(async () => {
  await browser?.close();
  await built?.remove();
  await copy?.remove();
});

const widthOf = (url: string) => Number(/-(\d+)\.\w+$/.exec(url)?.[1]);

describe('photos on the pages', () => {
  test('the build says it encoded the five photos and the cover of every document', () => {
    const [, covers, encoded] = /5 photos and (\d+) document covers \((\d+) encoded, 0 from the image cache\)/.exec(built.output) ?? [];
    assert.ok(Number(covers) >= 8, `the downloads' covers: ${built.output}`);
    assert.equal(Number(encoded), 5 + Number(covers));
  });

  test('the hero is a <picture> with AVIF and WebP, upright size, focal point and high priority; later photos are lazy', async () => {
    const html = (await rawGet(built.server.origin, '/ec/home')).body;
    const hero = /<picture[^>]*>(.*?)<\/picture>/s.exec(html)?.[1] ?? '';
    assert.match(hero, /<source type="image\/avif" srcSet="[^"]+\.avif 480w/);
    assert.match(hero, /<source type="image\/webp" srcSet="[^"]+\.webp 480w/);
    assert.match(hero, /<img [^>]*width="4000" height="6000"/);
    assert.match(hero, /fetchPriority="high"|fetchpriority="high"/);
    assert.match(hero, /object-position:30% 60%/);
    assert.match(hero, /background-image:url\(data:image\/webp;base64,/);
    assert.match(html, /<link rel="preload" as="image"[^>]*imageSrcSet="[^"]+\.avif/i);
    const logo = html.split('<picture').find((part) => part.split('</picture>')[0]?.includes('.png ')) ?? '';
    assert.match(logo, /\.png \d+w/, 'the transparent logo falls back to PNG');
    assert.match(logo, /loading="lazy"/);
    assert.doesNotMatch(logo, /background-image/, 'no preview shows through a transparent logo');
  });

  for (const width of [375, 1440]) {
    for (const scale of [1, 2]) {
      test(`at ${width} px and DPR ${scale}, Chromium downloads AVIF no wider than 1.5x what it shows`, async () => {
        const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: scale, reducedMotion: 'reduce' });
        const page = await context.newPage();
        try {
          for (const [pathname, selector] of [
            ['/ec/home', 'main picture img'],
            // The first video story's poster, over its video in the carousel.
            ['/ec/home', 'main a[href="/ec/cases/telecomunications"] picture img'],
            ['/ec/events', 'main article picture img'],
          ] as const) {
            await page.goto(`${built.server.origin}${pathname}`);
            const image = page.locator(selector).first();
            await image.scrollIntoViewIfNeeded();
            await image.evaluate((element: HTMLImageElement) => element.decode());
            const { currentSrc, shown } = await image.evaluate((element: HTMLImageElement) => ({
              currentSrc: element.currentSrc,
              shown: element.getBoundingClientRect().width,
            }));
            assert.match(currentSrc, /\.avif$/, `${pathname} ${selector}: ${currentSrc}`);
            const needed = shown * scale;
            assert.ok(widthOf(currentSrc) <= 1.5 * needed, `${pathname} ${selector}: ${currentSrc} for ${needed} device pixels`);
            assert.ok(
              widthOf(currentSrc) >= needed || widthOf(currentSrc) === 2880,
              `${pathname} ${selector}: ${currentSrc} is blurred at ${needed}`,
            );
          }
        } finally {
          await context.close();
        }
      });
    }
  }

  test('no console error (the previews pass the Content-Security-Policy)', async () => {
    const page = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    try {
      await page.goto(`${built.server.origin}/ec/home`);
      await page
        .locator('main picture img')
        .first()
        .evaluate((element: HTMLImageElement) => element.decode());
      assert.deepEqual(pageProblems(page), []);
    } finally {
      await closePage(page);
    }
  });

  test('published files are served for a year as immutable', async () => {
    const html = (await rawGet(built.server.origin, '/ec/home')).body;
    const url = /srcSet="([^" ]+\.avif)/.exec(html)?.[1] ?? '';
    const response = await fetch(`${built.server.origin}${url}`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('cache-control') ?? '', /max-age=31536000, immutable/);
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    assert.equal(metadata.exif, undefined);
  });
});

describe('share images and icons', () => {
  test('every language of a page has its own 1200x630 PNG, named in og:image with its title as alt', async () => {
    const shared = new Set<string>();
    for (const pathname of ['/ec/home', '/ec/de/home', '/br/services/oil', '/br/de/services/oil']) {
      const html = (await rawGet(built.server.origin, pathname)).body;
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
      const alt = /<meta property="og:image:alt" content="([^"]+)"/.exec(html)?.[1] ?? '';
      const title = /<title>([^<]+)</.exec(html)?.[1] ?? '';
      assert.match(image, /^https:\/\/[^/]+\/share\/.+\.png$/);
      assert.match(html, /<meta property="og:image:width" content="1200"/);
      assert.match(html, /<meta property="og:image:height" content="630"/);
      assert.match(html, /<meta name="twitter:card" content="summary_large_image"/);
      const pageTitle = alt.split(' · ')[0] ?? '';
      assert.ok(pageTitle.length > 0 && title.includes(pageTitle), `og:image:alt '${alt}' names the page of '${title}'`);
      const file = await readFile(path.join(built.outDir, 'client', new URL(image).pathname));
      const metadata = await sharp(file).metadata();
      assert.deepEqual([metadata.width, metadata.height, metadata.format], [1200, 630, 'png']);
      shared.add(file.toString('base64'));
    }
    assert.equal(shared.size, 4, 'each page and language has a card of its own');
  });

  test('a case sector with a photo is shared with that photo, cropped to 1200x630 under its title, per language', async () => {
    const shared = new Set<string>();
    for (const pathname of ['/ec/cases/energy', '/ec/de/cases/energy']) {
      const html = (await rawGet(built.server.origin, pathname)).body;
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
      assert.match(image, /^https:\/\/[^/]+\/share\/ec\/(es|de)\/cases\/energy\.jpg$/);
      const file = await readFile(path.join(built.outDir, 'client', new URL(image).pathname));
      const metadata = await sharp(file).metadata();
      assert.deepEqual([metadata.width, metadata.height, metadata.format], [1200, 630, 'jpeg']);
      // The top of the card is the photo itself (#2e7d5b), not the branded card's navy; the title band is below.
      const { data } = await sharp(file).extract({ left: 600, top: 60, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      const [red = 0, green = 0, blue = 0] = data;
      assert.ok(
        Math.abs(red - 0x2e) < 12 && Math.abs(green - 0x7d) < 12 && Math.abs(blue - 0x5b) < 12,
        `photo colour, got ${[red, green, blue]}`,
      );
      shared.add(file.toString('base64'));
    }
    assert.equal(shared.size, 2, 'each language has its own title on the photo');
  });

  test('/favicon.ico (16, 32, 48 px), the app icons and each region’s manifest answer', async () => {
    const icon = await fetch(`${built.server.origin}/favicon.ico`);
    assert.equal(icon.status, 200);
    const bytes = Buffer.from(await icon.arrayBuffer());
    assert.equal(bytes.readUInt16LE(2), 1, 'an icon file');
    assert.deepEqual(
      [0, 1, 2].map((index) => bytes[6 + index * 16] || 256),
      [16, 32, 48],
    );
    for (const [file, size] of [
      ['/apple-touch-icon.png', 180],
      ['/icon-192.png', 192],
      ['/icon-512.png', 512],
    ] as const) {
      const response = await fetch(`${built.server.origin}${file}`);
      assert.equal(response.status, 200);
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      assert.deepEqual([metadata.width, metadata.height], [size, size]);
    }
    const html = (await rawGet(built.server.origin, '/br/home')).body;
    const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1] ?? '';
    const manifest = await (await fetch(`${built.server.origin}${href}`)).json();
    assert.equal(manifest.name, 'Tecnandes Brasil');
    assert.equal(manifest.icons.length, 2);
  });
});

describe('a second build of the same content', () => {
  test('encodes no photo and renders no share image again', { timeout: 600_000 }, async () => {
    // Its own process, as an editor runs it, with the same image cache.
    const { code, stdout: output } = await runSiteCommandWith(
      { ...process.env, SITE_IMAGE_CACHE_DIR: built.imageCacheDir },
      'build',
      '--content',
      copy.contentDir,
      '--out',
      path.join(path.dirname(built.outDir), 'again'),
    );
    assert.equal(code, 0);
    assert.match(output, /5 photos and (\d+) document covers \(0 encoded, \d+ from the image cache\)/);
    assert.match(output, /\d+ share images \(0 rendered\)/);
  });
});
