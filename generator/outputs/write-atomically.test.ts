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
    // file: a plain writeFile truncates first and writes in pieces, and was caught here every time. Its reads are
    // counted in shared memory, and the writes go on until it has read often: a busy machine can starve the thread.
    const shared = new Int32Array(new SharedArrayBuffer(8));
    const [stopSlot, readsSlot] = [0, 1];
    const reader = new Worker(
      `const { readFileSync } = require('node:fs');
       const { workerData, parentPort } = require('node:worker_threads');
       let partial = 0;
       parentPort.postMessage('reading');
       while (Atomics.load(workerData.shared, ${stopSlot}) === 0) {
         Atomics.add(workerData.shared, ${readsSlot}, 1);
         if (readFileSync(workerData.file).length !== workerData.size) partial++;
       }
       parentPort.postMessage({ partial });`,
      { eval: true, workerData: { shared, file, size } },
    );
    await new Promise((resolve) => reader.once('message', resolve));
    const result = new Promise<{ partial: number }>((resolve) => reader.once('message', resolve));
    try {
      for (let write = 0; write < 20 || (Atomics.load(shared, readsSlot) < 20 && write < 200); write++) {
        await writeAtomically(file, Buffer.alloc(size, write));
      }
    } finally {
      Atomics.store(shared, stopSlot, 1);
    }
    const { partial } = await result;
    expect(Atomics.load(shared, readsSlot)).toBeGreaterThanOrEqual(20);
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
