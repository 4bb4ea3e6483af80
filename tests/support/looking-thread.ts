import { Worker } from 'node:worker_threads';

/**
 * Another thread looks at `file` as fast as it can while `change` runs, and counts the looks that found it missing,
 * or, with `size`, not whole. A look takes a whole core, for as short a time as `change` lasts. The looks are
 * counted in shared memory and `change` is handed that count: on a busy machine (a fresh clone's checks beside it)
 * the thread can barely run while this one works, so a change goes on until the thread has looked often enough.
 */
export async function lookWhile(
  { file, size }: { file: string; size?: number },
  change: (looks: () => number) => Promise<void>,
): Promise<{ looks: number; misses: number }> {
  const [stopSlot, looksSlot] = [0, 1];
  const shared = new Int32Array(new SharedArrayBuffer(8));
  const thread = new Worker(
    `const { readFileSync, statSync } = require('node:fs');
     const { workerData: { shared, file, size }, parentPort } = require('node:worker_threads');
     let misses = 0;
     parentPort.postMessage('looking');
     while (Atomics.load(shared, ${stopSlot}) === 0) {
       Atomics.add(shared, ${looksSlot}, 1);
       try {
         if (size === undefined) statSync(file);
         else if (readFileSync(file).length !== size) misses++;
       } catch {
         misses++;
       }
     }
     parentPort.postMessage(misses);`,
    { eval: true, workerData: { shared, file, size } },
  );
  // The change starts only once the thread looks: on a busy machine a thread can take long to start.
  await new Promise((resolve) => thread.once('message', resolve));
  const misses = new Promise<number>((resolve) => thread.once('message', resolve));
  try {
    await change(() => Atomics.load(shared, looksSlot));
  } finally {
    Atomics.store(shared, stopSlot, 1);
  }
  const result = { misses: await misses, looks: Atomics.load(shared, looksSlot) };
  await thread.terminate();
  return result;
}
