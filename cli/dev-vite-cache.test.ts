import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exists } from '../generator/outputs/file-exists.ts';
import { devViteCacheDir } from './dev-vite-cache.ts';

let folder: string;
let root: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'site-dev-vite-cache-'));
  root = path.join(folder, 'cache');
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function contentFolder(name: string): Promise<string> {
  const at = path.join(folder, name);
  await mkdir(at, { recursive: true });
  return at;
}

describe('devViteCacheDir', () => {
  it('gives each content folder a cache of its own, and the same one again the next time', async () => {
    const [ours, copy] = await Promise.all([contentFolder('content'), contentFolder('copy')]);
    const first = await devViteCacheDir(ours, root);
    expect(path.dirname(path.dirname(first))).toBe(root);
    expect(await devViteCacheDir(copy, root)).not.toBe(first);
    expect(await devViteCacheDir(ours, root)).toBe(first);
  });

  it("removes the caches of content folders that are gone when site dev starts, never a live one's", async () => {
    const [ours, copy] = await Promise.all([contentFolder('content'), contentFolder('copy')]);
    const kept = await devViteCacheDir(ours, root);
    const gone = await devViteCacheDir(copy, root);
    await mkdir(path.join(gone, 'deps'), { recursive: true });
    await rm(copy, { recursive: true });
    // Slots another site dev is making at this moment: no record yet, or one not written yet.
    await mkdir(path.join(root, 'starting'));
    await mkdir(path.join(root, 'recording'));
    await writeFile(path.join(root, 'recording', 'content-dir'), '');
    await devViteCacheDir(ours, root);
    expect(await exists(path.dirname(gone))).toBe(false);
    expect(await exists(path.dirname(kept))).toBe(true);
    expect((await readdir(root)).sort()).toEqual([path.basename(path.dirname(kept)), 'recording', 'starting'].sort());
  });
});
