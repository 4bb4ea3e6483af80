import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readTextFiles, textFileReader } from './read-text-files.ts';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'read-text-files-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('readTextFiles', () => {
  it('reads every file, many more than it reads at once, each promise in the order given holding its own', async () => {
    const files = Array.from({ length: 200 }, (_, index) => path.join(folder, `page-${index}.html`));
    await Promise.all(files.map((file, index) => writeFile(file, `<p>page ${index}</p>`)));
    expect(await Promise.all(readTextFiles(files))).toEqual(files.map((_, index) => `<p>page ${index}</p>`));
  });

  it('fails on a missing file where it is awaited, not before while an earlier one is awaited', async () => {
    const first = path.join(folder, 'first.html');
    await writeFile(first, 'first');
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const [read, missing] = readTextFiles([first, path.join(folder, 'missing.html')]);
      expect(await read).toBe('first');
      await new Promise((resolve) => setTimeout(resolve, 20));
      await expect(missing).rejects.toThrow(/ENOENT/);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  it('reads a file once for every stage that shares the reader: a later ask gets the same text, even if the file changed since', async () => {
    const file = path.join(folder, 'page.html');
    await writeFile(file, '<p>as rendered</p>');
    const read = textFileReader();
    const [first] = readTextFiles([file], read);
    expect(await first).toBe('<p>as rendered</p>');
    await writeFile(file, '<p>rewritten</p>');
    expect(await read(file)).toBe('<p>as rendered</p>');
    expect(await textFileReader()(file)).toBe('<p>rewritten</p>');
  });
});
