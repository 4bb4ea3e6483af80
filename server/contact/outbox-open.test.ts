import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openOutbox, readOutbox } from './outbox.ts';

/**
 * Servers (and `site messages`) that open a new outbox file at the same moment: each creates the tables and adds
 * the delivery columns, and none may fail because another has just done so (two test servers starting together
 * on a fresh checkout did: "duplicate column name: sent_at"; on a busy machine, "database is locked" too).
 */

const outboxModule = new URL('./outbox.ts', import.meta.url).href;

/** `openers` threads open `file` at once (they wait for each other at a barrier); each answers 'opened' or its error. */
async function openTogether(file: string, openers: number): Promise<string[]> {
  const arrived = new Int32Array(new SharedArrayBuffer(4));
  const threads = Array.from(
    { length: openers },
    () =>
      new Worker(
        `const { workerData: { arrived, openers, file, outboxModule }, parentPort } = require('node:worker_threads');
         import(outboxModule).then(({ openOutbox }) => {
           Atomics.add(arrived, 0, 1);
           while (Atomics.load(arrived, 0) < openers) Atomics.wait(arrived, 0, Atomics.load(arrived, 0), 5);
           try {
             openOutbox(file).close();
             parentPort.postMessage('opened');
           } catch (error) {
             parentPort.postMessage(String(error));
           }
         });`,
        { eval: true, workerData: { arrived, openers, file, outboxModule } },
      ),
  );
  try {
    return await Promise.all(
      threads.map(
        (thread) =>
          new Promise<string>((resolve, reject) => {
            thread.once('message', resolve);
            thread.once('error', reject);
          }),
      ),
    );
  } finally {
    await Promise.all(threads.map((thread) => thread.terminate()));
  }
}

describe('opening one new outbox from several servers at once', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'outbox-open-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('opens for every one of them, and the file takes messages afterwards', async () => {
    const rounds = 8;
    const openers = 6;
    for (let round = 1; round <= rounds; round++) {
      const file = path.join(folder, `outbox-${round}.sqlite`);
      expect(await openTogether(file, openers)).toEqual(Array(openers).fill('opened'));
      const outbox = openOutbox(file);
      try {
        outbox.store(
          {
            name: 'Rosa Quishpe',
            email: 'rosa@example.com',
            phone: '',
            message: 'Cotización de mantenimiento preventivo.',
            location: 'quito-matriz',
          },
          'server',
        );
      } finally {
        outbox.close();
      }
      expect(readOutbox(file).map((message) => message.state)).toEqual(['pending']);
    }
  }, 60_000);
});
