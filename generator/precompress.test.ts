import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('precompressFolder', () => {
  it('writes .br and .gz copies that decode to each text file, and leaves images alone', async () => {
    const page = `<!doctype html><main>${'<p>Ingeniería en los Andes</p>'.repeat(200)}</main>`;
    await writeFile(path.join(dir, 'index.html'), page);
    await writeFile(path.join(dir, 'photo.webp'), Buffer.alloc(4096, 7));
    const summary = await precompressFolder(dir);
    expect(summary.files).toBe(1);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(await readFile(path.join(dir, 'index.html.gz'))).toString()).toBe(page);
    expect((await readdir(dir)).sort()).toEqual(['index.html', 'index.html.br', 'index.html.gz', 'photo.webp']);
  });

  it('writes no copy that would be larger than the file, so the server sends the file itself', async () => {
    await writeFile(path.join(dir, 'robots.txt'), 'a');
    await precompressFolder(dir);
    expect(await readdir(dir)).toEqual(['robots.txt']);
  });
});
