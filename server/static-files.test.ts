import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listStaticFiles } from './static-files.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'static-files-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('listStaticFiles', () => {
  it('lists every file by its URL path, without the compressed copies of a listed file', async () => {
    await mkdir(path.join(dir, 'ec', 'about'), { recursive: true });
    await mkdir(path.join(dir, 'assets'), { recursive: true });
    for (const name of ['ec/about/index.html', 'ec/about/index.html.br', 'ec/about/index.html.gz', 'assets/catalogue.tar.gz']) {
      await writeFile(path.join(dir, name), 'x');
    }
    expect([...(await listStaticFiles(dir))].sort()).toEqual(['/assets/catalogue.tar.gz', '/ec/about/index.html']);
  });
});
