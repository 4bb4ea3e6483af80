import { copyFile, link, mkdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { documentExtension, rasterExtension } from '../../schemas/asset-kinds.ts';
import { declaredCollections } from '../../schemas/collections.ts';
import { type PublishedImage, publishedImage } from '../../schemas/media.ts';
import type { SiteContent } from '../../schemas/site-content.ts';
import { contentStrings } from '../content/content-walk.ts';
import type { PathSegment } from '../content/yaml-source.ts';
import { writeAtomically } from '../outputs/write-atomically.ts';
import { encodeImage, encodingSettings, publishedImagePrefix } from './encode-image.ts';
import { encodingKey, imageCacheDir, SourceHashes } from './image-cache.ts';
import { readRasterFacts } from './image-metadata.ts';
import { imageUseAt, placedUseAt } from './image-placements.ts';
import { type ImageUse, imageUses } from './image-uses.ts';

/** Where encoded files wait under the names they are published with (`site dev` serves them from here). */
export function encodedFilesDir(cacheDir = imageCacheDir()): string {
  return path.join(cacheDir, 'files');
}

export type PublishedImages = Record<string, PublishedImage>;

/** A content file's data with its path relative to content/, which decides the use of each image in it. */
interface ContentData {
  file: string;
  data: unknown;
}

interface ImageReference {
  src: string;
  use: ImageUse;
  file: string;
  path: PathSegment[];
}

/**
 * Every photo (not SVG, not video) named anywhere in the given content files, with where and how it is shown, and
 * every document (PDF) named where a kind declares a picture (downloads' files), whose first page is published as
 * its cover the same way.
 */
function rasterReferences(files: readonly ContentData[]): ImageReference[] {
  return files.flatMap(({ file, data }) =>
    contentStrings(data)
      .filter(({ value }) => value.startsWith('/assets/'))
      .flatMap(({ path, value }) => {
        if (rasterExtension.test(value)) return [{ src: value, use: imageUseAt(file, path), file, path }];
        const use = documentExtension.test(value) ? placedUseAt(file, path) : undefined;
        return use ? [{ src: value, use, file, path }] : [];
      }),
  );
}

/** Validated content as the files it came from, so the build finds each photo's use as `site validate` does. */
function contentFiles(content: SiteContent): ContentData[] {
  const kinds = content as unknown as Record<string, unknown>;
  return [
    { file: 'site.yaml', data: content.site },
    ...declaredCollections.flatMap((collection): ContentData[] => {
      const data = kinds[collection.name];
      if (collection.file) return [{ file: collection.file, data }];
      // A list's entries are no longer keyed by file; the folder alone decides the uses of their images.
      const entries = Array.isArray(data) ? data.map((entry, index) => [String(index), entry] as const) : Object.entries(data as object);
      return entries.map(([name, entry]) => ({ file: `${collection.name}/${name}.yaml`, data: entry }));
    }),
  ];
}

/** The use a photo is published for when it appears in several places: the one that needs the widest files. */
function widestUses(references: readonly ImageReference[]): Map<string, ImageUse> {
  const uses = new Map<string, ImageUse>();
  for (const { src, use } of references) {
    const known = uses.get(src);
    if (!known || imageUses[use].displayWidth > imageUses[known].displayWidth) uses.set(src, use);
  }
  return uses;
}

/**
 * How wide a document's first page is drawn before it is encoded like a photo: twice the widest a cover is
 * published, so the reduction keeps its small print legible. Part of the cache key: a new width draws every cover again.
 */
const coverRenderWidth = Math.max(...imageUses.cover.widths) * 2;

/**
 * The pixels a reference is published from: the photo's file, or the first page of the document drawn as a PNG
 * (pdf.js and its canvas are loaded only when a cover is not in the cache).
 */
async function sourcePixels(src: string, sourcePath: string): Promise<string | Buffer> {
  if (!documentExtension.test(src)) return sourcePath;
  const { firstPagePng } = await import('./pdf-document.ts');
  return firstPagePng(await readFile(sourcePath), coverRenderWidth);
}

export interface PublishResult {
  images: PublishedImages;
  encoded: number;
  cached: number;
}

/**
 * Makes sure every photo of the content is encoded in the image cache and says where each width is served.
 * Cheap when nothing changed: sources are hashed once per modification and encodings read from the cache.
 */
export async function publishImages(contentDir: string, content: SiteContent, cacheDir = imageCacheDir()): Promise<PublishResult> {
  const hashes = await SourceHashes.open(cacheDir);
  const images: PublishedImages = {};
  let encoded = 0;
  let cached = 0;
  // Two photos at a time per core: one decodes while the other encodes.
  const queue = [...widestUses(rasterReferences(contentFiles(content)))];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [src, use] = next;
      const sourcePath = path.join(contentDir, 'assets', src.slice('/assets/'.length));
      const document = documentExtension.test(src);
      const key = encodingKey(await hashes.of(sourcePath), {
        ...encodingSettings,
        use,
        widths: imageUses[use].widths,
        ...(document ? { coverRenderWidth } : {}),
      });
      const entryFile = path.join(cacheDir, 'entries', `${key}.json`);
      const known = await readFile(entryFile, 'utf8').then(
        (text) => publishedImage.safeParse(JSON.parse(text)).data,
        () => undefined,
      );
      if (known) {
        images[src] = known;
        cached += 1;
        continue;
      }
      const pixels = await sourcePixels(src, sourcePath);
      const facts = await readRasterFacts(pixels);
      if (!facts) throw new Error(`${src} is not a readable image; run \`npm run validate\`.`);
      images[src] = await encodeImage(pixels, facts, use, key, encodedFilesDir(cacheDir));
      await mkdir(path.dirname(entryFile), { recursive: true });
      // Written last: an encoding interrupted half-way has no entry and is done again by the next build.
      await writeAtomically(entryFile, JSON.stringify(images[src]));
      encoded += 1;
    }
  };
  await Promise.all(Array.from({ length: 2 * availableParallelism() }, worker));
  await hashes.save();
  return { images, encoded, cached };
}

/** Puts the published files into the build output (hard links when the cache is on the same disk). */
export async function copyPublishedImages(images: PublishedImages, clientDir: string, cacheDir = imageCacheDir()): Promise<void> {
  const target = path.join(clientDir, ...publishedImagePrefix.split('/').filter(Boolean));
  await mkdir(target, { recursive: true });
  const urls = Object.values(images).flatMap((image) => [...image.avif, ...image.webp, ...image.fallback.variants].map((v) => v.url));
  await Promise.all(
    urls.map(async (url) => {
      const name = url.slice(publishedImagePrefix.length);
      const source = path.join(encodedFilesDir(cacheDir), name);
      await link(source, path.join(target, name)).catch(() => copyFile(source, path.join(target, name)));
    }),
  );
}
