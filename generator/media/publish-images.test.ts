import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../schemas/site-content.ts';
import { type ContentCopy, copyContent } from '../../tests/support/content-fixture.ts';
import { cameraJpeg, ownAssets, plainPhoto, transparentPng } from '../../tests/support/photo-fixtures.ts';
import { loadContent } from '../content/load-content.ts';
import { imageUses } from './image-uses.ts';
import { copyPublishedImages, encodedFilesDir, type PublishResult, publishImages } from './publish-images.ts';

let copy: ContentCopy;
let cacheDir: string;
let content: SiteContent;
let first: PublishResult;

beforeAll(async () => {
  copy = await copyContent();
  cacheDir = await mkdtemp(path.join(tmpdir(), 'site-images-'));
  await ownAssets(copy.contentDir);
  const asset = (relative: string) => path.join(copy.contentDir, 'assets', relative);
  await cameraJpeg(asset('home/IMG_2041.JPG'));
  await transparentPng(asset('brands/logo.png'));
  await plainPhoto(asset('events/fair.avif'), 'avif');
  await plainPhoto(asset('cases/card.webp'), 'webp', { width: 700, height: 467 });
  await copy.editYaml('site.yaml', (doc) => doc.setIn(['regions', 0, 'home', 'banner', 'image', 'src'], '/assets/home/IMG_2041.JPG'));
  await copy.editYaml('brands.yaml', (doc) => doc.setIn(['sets', 'ec', 0, 'logo'], '/assets/brands/logo.png'));
  await copy.editYaml('events/2026-alianzas-actuadores-valvulas.yaml', (doc) =>
    doc.setIn(['images', 0, 'src'], '/assets/events/fair.avif'),
  );
  await copy.editYaml('cases/energy.yaml', (doc) => doc.setIn(['cardImage', 'src'], '/assets/cases/card.webp'));
  const loaded = await loadContent(copy.contentDir);
  if (!loaded.content) throw new Error(JSON.stringify(loaded.problems));
  content = loaded.content;
  first = await publishImages(copy.contentDir, content, cacheDir);
}, 120_000);
afterAll(async () => {
  await copy.remove();
  await rm(cacheDir, { recursive: true, force: true });
});

const fileOf = (url: string) => path.join(encodedFilesDir(cacheDir), url.slice('/_app/img/'.length));
const widthOf = (url: string) => Number(/-(\d+)\.\w+$/.exec(url)?.[1]);

describe('published photos', () => {
  it('writes every width of the use, up to the source width, in AVIF, WebP and a JPEG or PNG fallback', () => {
    const hero = first.images['/assets/home/IMG_2041.JPG'];
    expect(hero).toMatchObject({ width: 4000, height: 6000, use: 'hero', fallback: { type: 'image/jpeg' } });
    const heroWidths = imageUses.hero.widths.filter((width) => width <= 4000);
    for (const variants of [hero?.avif, hero?.webp, hero?.fallback.variants]) {
      expect(variants?.map((variant) => variant.width)).toEqual(heroWidths);
    }
    expect(first.images['/assets/brands/logo.png']?.fallback.type).toBe('image/png');
    // A source narrower than the widest width of its use is published at its own width, never enlarged.
    expect(first.images['/assets/cases/card.webp']?.webp.map((variant) => variant.width).at(-1)).toBe(700);
  });

  it('turns every file upright and keeps no camera metadata (EXIF, GPS, serial number)', async () => {
    const hero = first.images['/assets/home/IMG_2041.JPG'];
    const formats = [hero?.avif ?? [], hero?.webp ?? [], hero?.fallback.variants ?? []];
    for (const variant of formats.flat()) {
      const metadata = await sharp(fileOf(variant.url)).metadata();
      expect(metadata.width).toBe(variant.width);
      expect(metadata.height).toBe(Math.round((variant.width * 6000) / 4000));
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation ?? 1).toBe(1);
    }
    // Stored sideways with red on the left: upright, red is at the top and blue at the bottom (in every format).
    for (const [smallest] of formats) {
      const { data, info } = await sharp(fileOf(smallest?.url ?? ''))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixel = (y: number) => [...data.subarray(y * info.width * info.channels, y * info.width * info.channels + 3)];
      expect(pixel(2)[0]).toBeGreaterThan(150);
      expect(pixel(info.height - 3)[2]).toBeGreaterThan(150);
    }
  }, 60_000);

  it('encodes nothing again when nothing changed', async () => {
    const files = await readdir(encodedFilesDir(cacheDir));
    const times = await Promise.all(files.map(async (name) => (await stat(path.join(encodedFilesDir(cacheDir), name))).mtimeMs));
    const second = await publishImages(copy.contentDir, content, cacheDir);
    // The four photos above, and any photo the content itself has (an editor's new event): each encoded once.
    const photos = Object.keys(first.images);
    expect(photos).toEqual(
      expect.arrayContaining([
        '/assets/home/IMG_2041.JPG',
        '/assets/brands/logo.png',
        '/assets/events/fair.avif',
        '/assets/cases/card.webp',
      ]),
    );
    expect(first).toMatchObject({ encoded: photos.length, cached: 0 });
    expect(second).toMatchObject({ encoded: 0, cached: photos.length });
    expect(second.images).toEqual(first.images);
    const after = await Promise.all(files.map(async (name) => (await stat(path.join(encodedFilesDir(cacheDir), name))).mtimeMs));
    expect(after).toEqual(times);
  });

  it('copies exactly the published files into the build output', async () => {
    const client = await mkdtemp(path.join(tmpdir(), 'site-client-'));
    try {
      await copyPublishedImages(first.images, client, cacheDir);
      const published = Object.values(first.images).flatMap((image) =>
        [...image.avif, ...image.webp, ...image.fallback.variants].map((variant) => variant.url.slice('/_app/img/'.length)),
      );
      expect((await readdir(path.join(client, '_app', 'img'))).sort()).toEqual([...published].sort());
      expect(published.every((name) => widthOf(name) > 0)).toBe(true);
    } finally {
      await rm(client, { recursive: true, force: true });
    }
  });
});
