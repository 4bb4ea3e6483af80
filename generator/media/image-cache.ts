import { createHash } from 'node:crypto';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { cacheRoot } from '../outputs/cache-folders.ts';
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
 * hundreds of megabytes of camera files only to learn they did not change.
 */
export class SourceHashes {
  #index: SourceIndex = {};
  #changed = false;
  readonly #file: string;

  private constructor(cacheDir: string) {
    this.#file = path.join(cacheDir, 'sources.json');
  }

  static async open(cacheDir: string): Promise<SourceHashes> {
    const hashes = new SourceHashes(cacheDir);
    hashes.#index = await readFile(hashes.#file, 'utf8').then(
      (text) => JSON.parse(text) as SourceIndex,
      () => ({}),
    );
    return hashes;
  }

  async of(absolutePath: string): Promise<string> {
    const { size, mtimeMs } = await stat(absolutePath);
    const known = this.#index[absolutePath];
    if (known && known.size === size && known.mtimeMs === mtimeMs) return known.hash;
    const hash = createHash('sha256')
      .update(await readFile(absolutePath))
      .digest('hex');
    this.#index[absolutePath] = { size, mtimeMs, hash };
    this.#changed = true;
    return hash;
  }

  async save(): Promise<void> {
    if (!this.#changed) return;
    await mkdir(path.dirname(this.#file), { recursive: true });
    await writeAtomically(this.#file, JSON.stringify(this.#index));
    this.#changed = false;
  }
}

/** The cache key of one encoding: the source's content and every setting that changes the output. */
export function encodingKey(sourceHash: string, settings: unknown): string {
  return createHash('sha256').update(sourceHash).update(JSON.stringify(settings)).digest('hex').slice(0, 20);
}
