import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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

  it('takes the copies of an unchanged file from the previous build, and compresses a changed one afresh', async () => {
    const previous = path.join(dir, 'previous');
    const next = path.join(dir, 'next');
    const page = `<main>${'<p>Quito, Lima, São Paulo</p>'.repeat(100)}</main>`;
    for (const folder of [previous, next]) await mkdir(folder);
    await writeFile(path.join(previous, 'same.html'), page);
    await writeFile(path.join(previous, 'changed.html'), page);
    await precompressFolder(previous);
    // Marked so that a reused copy can be told from a fresh one.
    await writeFile(path.join(previous, 'same.html.br'), 'reused');
    await writeFile(path.join(next, 'same.html'), page);
    await writeFile(path.join(next, 'changed.html'), `${page}<footer>2026</footer>`);
    const summary = await precompressFolder(next, previous);
    expect(summary.reused).toBe(1);
    expect(await readFile(path.join(next, 'same.html.br'), 'utf8')).toBe('reused');
    expect(brotliDecompressSync(await readFile(path.join(next, 'changed.html.br'))).toString()).toContain('<footer>2026</footer>');
  });

  it('writes no copy that would be larger than the file, so the server sends the file itself', async () => {
    await writeFile(path.join(dir, 'robots.txt'), 'a');
    await precompressFolder(dir);
    expect(await readdir(dir)).toEqual(['robots.txt']);
  });

  it('compresses all but the folders left out, and those alone in a second call, as the build does with the search bundle', async () => {
    const text = '<p>Subestaciones, fibra óptica, actuadores</p>'.repeat(100);
    await mkdir(path.join(dir, 'pagefind', 'fragment'), { recursive: true });
    await mkdir(path.join(dir, 'ec'));
    for (const file of ['index.html', 'ec/index.html', 'pagefind/pagefind.js', 'pagefind/fragment/es_1.json'])
      await writeFile(path.join(dir, file), text);
    const compressed = async () => (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.br')).sort();
    expect((await precompressFolder(dir, undefined, { except: ['pagefind'] })).files).toBe(2);
    expect(await compressed()).toEqual(['ec/index.html.br', 'index.html.br']);
    expect((await precompressFolder(dir, undefined, { only: ['pagefind'] })).files).toBe(2);
    expect(await compressed()).toEqual(['ec/index.html.br', 'index.html.br', 'pagefind/fragment/es_1.json.br', 'pagefind/pagefind.js.br']);
    expect((await precompressFolder(dir, undefined, { only: ['missing'] })).files).toBe(0);
  });
});
