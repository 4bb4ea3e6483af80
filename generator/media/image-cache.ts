import { createHash } from 'node:crypto';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { cacheRoot } from '../outputs/cache-folders.ts';
import { exists } from '../outputs/file-exists.ts';
import { writeAtomically } from '../outputs/write-atomically.ts';

/**
 * Encoded photos are kept between builds, keyed by the source's bytes and the encoding settings: an unchanged
 * photo is never encoded again. It lives with other tool caches (gitignored with node_modules) unless CI names
 * another folder (SITE_IMAGE_CACHE_DIR, read here only; commands hand the folder on as an argument).
 */
export function imageCacheDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.SITE_IMAGE_CACHE_DIR ?? path.join(cacheRoot, 'site-images'));
}

type SourceIndex = Record<string, { size: number; mtimeMs: number; hash: string }>;

/**
 * The SHA-256 of each source file, remembered by size and modification time so that a rebuild does not read
 * hundreds of megabytes of camera files only to learn they did not change. A file gone from the disk (a photo
 * renamed or deleted, a test's copy of the content removed) leaves the index at the next save: kept, they made
 * the index every build parses grow without end (16,000 entries and 3.2 MB on a machine that runs the tests).
 */
export class SourceHashes {
  #index: SourceIndex = {};
  /** The hashes this run worked out: what its save adds to the index on disk. */
  readonly #added: SourceIndex = {};
  /** The files asked about since the index was opened: they exist, so the save need not look for them. */
  readonly #asked = new Set<string>();
  readonly #file: string;

  private constructor(cacheDir: string) {
    this.#file = path.join(cacheDir, 'sources.json');
  }

  static async open(cacheDir: string): Promise<SourceHashes> {
    const hashes = new SourceHashes(cacheDir);
    hashes.#index = await readIndex(hashes.#file);
    return hashes;
  }

  async of(absolutePath: string): Promise<string> {
    this.#asked.add(absolutePath);
    const { size, mtimeMs } = await stat(absolutePath);
    const known = this.#index[absolutePath];
    if (known && known.size === size && known.mtimeMs === mtimeMs) return known.hash;
    const hash = createHash('sha256')
      .update(await readFile(absolutePath))
      .digest('hex');
    this.#index[absolutePath] = { size, mtimeMs, hash };
    this.#added[absolutePath] = this.#index[absolutePath];
    return hash;
  }

  /**
   * Adds this run's hashes to the index as it is on disk now, not as it was at opening: another build or `site dev`
   * sharing the cache may have saved its own since, and a save of the copy read at opening dropped them.
   */
  async save(): Promise<void> {
    const current = { ...(await readIndex(this.#file)), ...this.#added };
    const others = Object.keys(current).filter((file) => !this.#asked.has(file));
    const present = await Promise.all(others.map((file) => exists(file)));
    const gone = others.filter((_, index) => !present[index]);
    if (Object.keys(this.#added).length === 0 && gone.length === 0) return;
    for (const file of gone) delete current[file];
    await mkdir(path.dirname(this.#file), { recursive: true });
    await writeAtomically(this.#file, JSON.stringify(current));
    this.#index = current;
    for (const file of Object.keys(this.#added)) delete this.#added[file];
  }
}

const readIndex = (file: string): Promise<SourceIndex> =>
  readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as SourceIndex,
    () => ({}),
  );

/** The cache key of one encoding: the source's content and every setting that changes the output. */
export function encodingKey(sourceHash: string, settings: unknown): string {
  return createHash('sha256').update(sourceHash).update(JSON.stringify(settings)).digest('hex').slice(0, 20);
}
