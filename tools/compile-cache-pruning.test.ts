import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pruneCompileCache } from './compile-cache-pruning.ts';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'compile-cache-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const now = Date.parse('2026-11-28T12:00:00Z');

/** A cache file last read `daysAgo` days before `now`. */
async function cached(relative: string, daysAgo: number): Promise<void> {
  const file = path.join(folder, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'compiled code');
  const read = new Date(now - daysAgo * 24 * 60 * 60 * 1000);
  await utimes(file, read, read);
}

describe('pruneCompileCache', () => {
  it('removes the files no process read for two days, and the folders they leave empty', async () => {
    await cached('v24-x64-a/0000beef', 0.2);
    await cached('v24-x64-a/0000cafe', 1.5);
    await cached('v24-x64-a/0000dead', 2.5);
    await cached('v22-x64-b/00000001', 9);
    expect(await pruneCompileCache(folder, { now })).toEqual({ removed: 2, kept: 2 });
    expect(await readdir(folder)).toEqual(['v24-x64-a']);
    expect((await readdir(path.join(folder, 'v24-x64-a'))).sort()).toEqual(['0000beef', '0000cafe']);
  });

  it('has nothing to do before the first process made the cache', async () => {
    expect(await pruneCompileCache(path.join(folder, 'node-compile'), { now })).toEqual({ removed: 0, kept: 0 });
  });
});
