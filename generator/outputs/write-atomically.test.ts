import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
    // Another thread reads the file as fast as it can and counts the reads that found fewer bytes than a whole
    // file: a plain writeFile truncates first and writes in pieces, and was caught here every time.
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const reader = new Worker(
      `const { readFileSync } = require('node:fs');
       const { workerData, parentPort } = require('node:worker_threads');
       let reads = 0, partial = 0;
       parentPort.postMessage('reading');
       while (Atomics.load(workerData.stop, 0) === 0) {
         reads++;
         if (readFileSync(workerData.file).length !== workerData.size) partial++;
       }
       parentPort.postMessage({ reads, partial });`,
      { eval: true, workerData: { stop, file, size } },
    );
    await new Promise((resolve) => reader.once('message', resolve));
    const result = new Promise<{ reads: number; partial: number }>((resolve) => reader.once('message', resolve));
    try {
      for (let write = 0; write < 20; write++) await writeAtomically(file, Buffer.alloc(size, write));
    } finally {
      Atomics.store(stop, 0, 1);
    }
    const { reads, partial } = await result;
    expect(reads).toBeGreaterThan(0);
    expect(partial).toBe(0);
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
