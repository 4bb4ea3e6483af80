import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { imageCacheDir, SourceHashes } from './image-cache.ts';

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '..', '..');

describe('imageCacheDir', () => {
  it("is the project's node_modules/.cache/site-images whichever folder the command runs from", async () => {
    const moduleUrl = pathToFileURL(path.join(import.meta.dirname, 'image-cache.ts')).href;
    const script = `const { imageCacheDir } = await import(${JSON.stringify(moduleUrl)}); process.stdout.write(imageCacheDir({}));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: tmpdir() });
    expect(stdout).toBe(path.join(projectRoot, 'node_modules', '.cache', 'site-images'));
  });

  it('is the folder SITE_IMAGE_CACHE_DIR names, from the working folder', () => {
    expect(imageCacheDir({ SITE_IMAGE_CACHE_DIR: 'ci-cache/images' })).toBe(path.resolve('ci-cache/images'));
  });
});

describe('SourceHashes', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'source-hashes-'));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const indexedFiles = async () => Object.keys(JSON.parse(await readFile(path.join(folder, 'cache', 'sources.json'), 'utf8'))).sort();

  it('forgets a file gone from the disk at the next save, and keeps the files of other checkouts that are still there', async () => {
    const kept = path.join(folder, 'kept.jpg');
    const removed = path.join(folder, 'removed.jpg');
    const elsewhere = path.join(folder, 'elsewhere.jpg');
    for (const file of [kept, removed, elsewhere]) await writeFile(file, file);
    const first = await SourceHashes.open(path.join(folder, 'cache'));
    for (const file of [kept, removed, elsewhere]) await first.of(file);
    await first.save();
    expect(await indexedFiles()).toEqual([elsewhere, kept, removed].sort());

    await rm(removed);
    // A later build of another checkout asks about its own photo only, and changes nothing else.
    const second = await SourceHashes.open(path.join(folder, 'cache'));
    const hash = await second.of(kept);
    await second.save();
    expect(await indexedFiles()).toEqual([elsewhere, kept].sort());
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps what another build saved since it opened the index', async () => {
    const [old, gone, fresh] = ['old.jpg', 'gone.jpg', 'fresh.jpg'].map((name) => path.join(folder, name)) as [string, string, string];
    for (const file of [old, gone, fresh]) await writeFile(file, file);
    const first = await SourceHashes.open(path.join(folder, 'cache'));
    await first.of(old);
    await first.of(gone);
    await first.save();

    // Two builds sharing the cache: the second opens it, then the first hashes a new photo and saves.
    const earlier = await SourceHashes.open(path.join(folder, 'cache'));
    const later = await SourceHashes.open(path.join(folder, 'cache'));
    await later.of(fresh);
    await later.save();
    // The earlier one found nothing new, but a file of the index is gone, so it saves.
    await rm(gone);
    await earlier.of(old);
    await earlier.save();
    expect(await indexedFiles()).toEqual([fresh, old].sort());
  });
});
