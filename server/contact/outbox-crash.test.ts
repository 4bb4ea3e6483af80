import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeFields } from '../../schemas/contact-escape.ts';
import { type OutboxLocations, outboxKinds, startOutboxLocations } from '../../tests/support/outbox-locations.ts';
import { openOutboxStore } from './outbox-store.ts';

let child: ChildProcess | undefined;
afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

const letters = (i: number) => [...String(i)].map((digit) => 'abcdefghij'[Number(digit)]).join('');
const body = (i: number) =>
  JSON.stringify({
    ...escapeFields(
      {
        name: `Visitante ${letters(i)}`,
        email: `visitor${i}@example.com`,
        phone: '',
        message: `Mensaje número ${i} de la ráfaga.`,
        location: 'quito-matriz',
      },
      ['name', 'email', 'phone', 'message', 'location'],
    ),
    recaptchaToken: `ok-token-${i}`,
  });

describe.each(outboxKinds)('a contact server killed with SIGKILL in the middle of a burst, outbox in %s', (kind) => {
  let locations: OutboxLocations;
  beforeAll(async () => {
    locations = await startOutboxLocations(kind);
  }, 30_000);
  afterAll(async () => {
    await locations?.stop();
  });

  it('restarts with every message that was answered success: true still in the outbox', async () => {
    const outboxFile = await locations.next();
    const server = spawn(process.execPath, [path.join(import.meta.dirname, '../../tests/support/delivery-crash-server.ts'), outboxFile], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = server;
    const firstLine = await new Promise<string>((resolve, reject) => {
      const lines = createInterface({ input: server.stdout as NodeJS.ReadableStream });
      lines.once('line', resolve);
      server.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
    });
    const { port } = JSON.parse(firstLine) as { port: number };
    const exited = new Promise<NodeJS.Signals | null>((resolve) => server.once('exit', (_code, signal) => resolve(signal)));

    // A bounded burst: 400 submissions, 25 at a time; the server is killed once 80 have been answered success.
    const total = 400;
    const answeredSuccess: number[] = [];
    const failedOrCut: number[] = [];
    let next = 1;
    let killed = false;
    const send = async () => {
      while (next <= total) {
        const i = next++;
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/send-email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: body(i),
          });
          const answer = (await response.json()) as { success?: boolean };
          if (answer.success === true) answeredSuccess.push(i);
          else failedOrCut.push(i);
        } catch {
          failedOrCut.push(i);
        }
        if (!killed && answeredSuccess.length >= 80) {
          killed = true;
          server.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 25 }, send));
    expect(await exited).toBe('SIGKILL');
    expect(killed).toBe(true);
    expect(failedOrCut.length, 'some submissions were cut off by the kill').toBeGreaterThan(0);

    // "Restart": open the outbox as the next server would (SQLite's WAL recovery included).
    const outbox = await openOutboxStore(outboxFile);
    try {
      const messages = await outbox.list();
      const stored = new Set(messages.map((message) => message.email));
      const lost = answeredSuccess.filter((i) => !stored.has(`visitor${i}@example.com`));
      expect(lost, 'answered success but not in the outbox').toEqual([]);
      expect(messages.every((message) => message.state === 'pending' && message.delivery === 'server')).toBe(true);
      expect(await outbox.interruptSending()).toEqual([]);
    } finally {
      await outbox.close();
    }
  }, 60_000);
});
