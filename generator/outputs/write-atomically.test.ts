import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lookWhile } from '../../tests/support/looking-thread.ts';
import { writeAtomically } from './write-atomically.ts';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'write-atomically-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const size = 8 * 1024 * 1024;

describe('writeAtomically', () => {
  it('never lets a reader see half a file while the file is written again and again', async () => {
    const file = path.join(folder, 'encoded.avif');
    await writeAtomically(file, Buffer.alloc(size, 1));
    // Another thread reads the file while it is written again and again, and counts the reads that found fewer bytes
    // than a whole file: a plain writeFile truncates first and writes in pieces, and was caught here every time.
    const { looks, misses } = await lookWhile({ file, size }, async (looked) => {
      for (let write = 0; write < 20 || (looked() < 20 && write < 200); write++) await writeAtomically(file, Buffer.alloc(size, write));
    });
    expect(looks).toBeGreaterThanOrEqual(20);
    expect(misses).toBe(0);
    expect(await readdir(folder)).toEqual(['encoded.avif']);
  });

  it('lets two writes of one file at the same moment each finish, leaving one of them whole and nothing aside', async () => {
    const file = path.join(folder, 'entry.json');
    const texts = ['{"one":1}', '{"two":2}'];
    await Promise.all(texts.map((text) => writeAtomically(file, text)));
    expect(texts).toContain(await readFile(file, 'utf8'));
    expect(await readdir(folder)).toEqual(['entry.json']);
  });

  it('leaves nothing aside when the write fails', async () => {
    const file = path.join(folder, 'missing-folder', 'entry.json');
    await expect(writeAtomically(file, 'x')).rejects.toThrow();
    const into = path.join(folder, 'a-folder');
    await mkdir(into);
    // Renaming a file over a folder fails after the file was written aside.
    await expect(writeAtomically(into, 'x')).rejects.toThrow();
    expect(await readdir(folder)).toEqual(['a-folder']);
  });
});
