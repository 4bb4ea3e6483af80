import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { writeShareImages } from './share-images.ts';

const brandMark = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#0b2545"/></svg>';
const page = (title: string, url: string) => ({ title, company: 'Tecnandes', region: 'Ecuador', url });

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'share-images-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('share images', () => {
  test('are drawn once: a rebuild takes them from the cache, and only a page whose words changed is drawn again', async () => {
    const cache = path.join(folder, 'cache');
    const pages = [page('Telecomunicaciones', '/share/a.png'), page('Energía', '/share/b.png')];
    expect(await writeShareImages(pages, brandMark, path.join(folder, 'one'), cache)).toEqual({ rendered: 2, cached: 0 });
    expect(await writeShareImages(pages, brandMark, path.join(folder, 'two'), cache)).toEqual({ rendered: 0, cached: 2 });
    expect(await readFile(path.join(folder, 'two', 'share', 'a.png'))).toEqual(await readFile(path.join(folder, 'one', 'share', 'a.png')));

    const renamed = [page('Telecomunicaciones', '/share/a.png'), page('Energía y petróleo', '/share/b.png')];
    expect(await writeShareImages(renamed, brandMark, path.join(folder, 'three'), cache)).toEqual({ rendered: 1, cached: 1 });
    expect(await readFile(path.join(folder, 'three', 'share', 'b.png'))).not.toEqual(
      await readFile(path.join(folder, 'one', 'share', 'b.png')),
    );
    const newMark = brandMark.replace('#0b2545', '#13315c');
    expect(await writeShareImages(pages, newMark, path.join(folder, 'four'), cache)).toEqual({ rendered: 2, cached: 0 });
  });
});
