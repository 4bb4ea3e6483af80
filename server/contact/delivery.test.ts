import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServerManifest } from '../../generator/site-files.ts';
import type { ContactServerConfig, ServerEmailjs } from '../config.ts';
import { backoffMs, type DeliveryOptions, type DeliveryWorker, startDeliveryWorker } from './delivery.ts';
import { type FakeAnswer, type FakeEmailjs, startFakeEmailjs } from './delivery-fake-emailjs.ts';
import { startFakeSiteverify } from './fake-siteverify.ts';
import { type Outbox, openOutbox, readOutbox, requeueMessages } from './outbox.ts';
import { registerContact } from './register.ts';

let folder: string;
let count = 0;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'contact-delivery-'));
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Names are letters only (schemas/contact.ts): the number spelt with letters. */
const letters = (i: number) => [...String(i)].map((digit) => 'abcdefghij'[Number(digit)]).join('');
const message = (i: number) => ({
  name: `Visitante ${letters(i)}`,
  email: `visitor${i}@example.com`,
  phone: '+593 2 245 1000',
  message: `Mensaje número ${i}: necesitamos una cotización.`,
  location: 'quito-matriz',
});

/** Fast settings for tests: the same worker, with milliseconds where production waits seconds. */
const fast = { minIntervalMs: 20, baseDelayMs: 10, maxDelayMs: 80, timeoutMs: 150, pollMs: 20, maxAttempts: 30 } as const;

async function setup(answer: (n: number) => FakeAnswer, messages: number) {
  const fake = await startFakeEmailjs(answer);
  cleanups.push(() => fake.close());
  const file = path.join(folder, `outbox-${++count}.sqlite`);
  const writer = openOutbox(file);
  cleanups.push(() => writer.close());
  const ids = Array.from({ length: messages }, (_, i) => writer.store(message(i + 1), 'server'));
  const emailjs: ServerEmailjs = {
    serviceId: 'service_t',
    templateId: 'template_t',
    publicKey: 'public_t',
    privateKey: 'private_t',
    apiOrigin: fake.origin,
  };
  return { fake, file, writer, ids, emailjs };
}

function start(outbox: Outbox, options: DeliveryOptions): DeliveryWorker {
  const worker = startDeliveryWorker(outbox, options);
  cleanups.push(() => worker.stop());
  return worker;
}

async function until(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const deliveredTexts = (fake: FakeEmailjs) => fake.delivered.map((body) => (body.template_params as { message: string }).message);

describe('server delivery through EmailJS', () => {
  it('sends the REST API request with the ids, the private key and the template params', async () => {
    const { fake, file, emailjs } = await setup(() => 200, 1);
    const outbox = openOutbox(file);
    cleanups.push(() => outbox.close());
    start(outbox, { ...fast, emailjs });
    await until(() => fake.delivered.length === 1);
    expect(fake.delivered[0]).toEqual({
      service_id: 'service_t',
      template_id: 'template_t',
      user_id: 'public_t',
      accessToken: 'private_t',
      template_params: {
        from_name: 'Visitante b',
        from_email: 'visitor1@example.com',
        phone: '+593 2 245 1000',
        message: message(1).message,
        location: 'quito-matriz',
      },
    });
    await until(() => readOutbox(file)[0]?.state === 'sent');
    expect(readOutbox(file)[0]).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
  });

  it('with EmailJS failing (500, 429, timeouts) for a while, then recovering: every message delivered exactly once', async () => {
    const failures: FakeAnswer[] = [500, 429, 'hang', 503, 429, 500, 'hang', 429, 500, 500, 'hang', 429];
    const { fake, file, writer, emailjs } = await setup((n) => failures[n - 1] ?? 200, 8);
    const outbox = openOutbox(file);
    cleanups.push(() => outbox.close());
    start(outbox, { ...fast, emailjs });
    // More arrive while the worker is retrying.
    for (let i = 9; i <= 12; i++) writer.store(message(i), 'server');
    await until(() => readOutbox(file).every((stored) => stored.state === 'sent'));

    const expected = Array.from({ length: 12 }, (_, i) => message(i + 1).message).sort();
    expect(deliveredTexts(fake).sort()).toEqual(expected);
    const stored = readOutbox(file);
    expect(stored.map((row) => row.state)).toEqual(Array(12).fill('sent'));
    expect(stored.reduce((sum, row) => sum + row.attempts, 0)).toBe(fake.requests.length);
    expect(stored.some((row) => row.attempts > 1)).toBe(true);
  });

  it('keeps to one request per second by default', async () => {
    const { fake, file, emailjs } = await setup(() => 200, 3);
    const outbox = openOutbox(file);
    cleanups.push(() => outbox.close());
    start(outbox, { emailjs, pollMs: 20 });
    await until(() => fake.delivered.length === 3);
    const [first, second, third] = fake.requests.map((request) => request.at);
    // Measured where the requests arrive, so with a little network jitter.
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(980);
    expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(980);
  });

  it('gives up on a refusal that retrying cannot fix, and `site messages retry` sends it again', async () => {
    let refusing = true;
    const { fake, file, emailjs } = await setup(() => (refusing ? 403 : 200), 1);
    const outbox = openOutbox(file);
    cleanups.push(() => outbox.close());
    const worker = start(outbox, { ...fast, emailjs });
    await until(() => readOutbox(file)[0]?.state === 'failed');
    expect(readOutbox(file)[0]).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/^EmailJS answered 403/) });
    expect(fake.delivered).toEqual([]);
    refusing = false;
    expect(requeueMessages(file)).toEqual([1]);
    worker.wake();
    await until(() => readOutbox(file)[0]?.state === 'sent');
    expect(readOutbox(file)[0]).toMatchObject({ attempts: 2, lastError: null });
    expect(fake.delivered).toHaveLength(1);
  });

  it('stops retrying after maxAttempts: failed, with the last error', async () => {
    const { fake, file, emailjs } = await setup(() => 500, 1);
    const outbox = openOutbox(file);
    cleanups.push(() => outbox.close());
    start(outbox, { ...fast, maxAttempts: 3, emailjs });
    await until(() => readOutbox(file)[0]?.state === 'failed');
    expect(readOutbox(file)[0]).toMatchObject({ attempts: 3, lastError: expect.stringMatching(/^EmailJS answered 500/) });
    expect(fake.requests).toHaveLength(3);
  });

  it('after a crash between claim and mark, reports the message and does not send it again on its own', async () => {
    const { fake, file, writer, emailjs } = await setup(() => 200, 2);
    // A previous server claimed #1 and died before recording the outcome.
    expect(writer.claimNext()?.id).toBe(1);
    const outbox = openOutbox(file);
    cleanups.push(() => outbox.close());
    const warnings: object[] = [];
    start(outbox, { ...fast, emailjs, log: { info: () => undefined, warn: (object) => warnings.push(object) } });
    await until(() => fake.delivered.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(deliveredTexts(fake)).toEqual([message(2).message]);
    expect(readOutbox(file).map((row) => [row.id, row.state, row.attempts])).toEqual([
      [1, 'interrupted', 1],
      [2, 'sent', 1],
    ]);
    expect(warnings[0]).toEqual({ messageIds: [1] });
  });

  it('never lets two connections claim the same message', async () => {
    const { file, writer } = await setup(() => 200, 20);
    const other = openOutbox(file);
    cleanups.push(() => other.close());
    const claimed: number[] = [];
    for (let i = 0; i < 12; i++) {
      for (const outbox of [writer, other]) {
        const message = outbox.claimNext();
        if (message) claimed.push(message.id);
      }
    }
    expect(claimed.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(readOutbox(file).every((row) => row.state === 'sending' && row.attempts === 1)).toBe(true);
    // Only the claimed state moves: a second mark, or a mark of an unclaimed message, changes nothing.
    expect(writer.markSent(1)).toBe(true);
    expect(other.markSent(1)).toBe(false);
    expect(other.markFailed(1, 'late', Date.now())).toBe(false);
  });
});

describe('the site server with CONTACT_DELIVERY=server', () => {
  it('answers success once the message is stored, and its worker then sends it', async () => {
    const siteverify = await startFakeSiteverify();
    cleanups.push(() => siteverify.close());
    const { fake, file, emailjs } = await setup(() => 200, 0);
    const config: ContactServerConfig = {
      recaptcha: { secret: 's', verifyUrl: siteverify.url, allowedHostnames: [], timeoutMs: 1000, maxAgeSeconds: 120, usesTestKeys: false },
      outboxFile: file,
      delivery: 'server',
      rateLimit: { max: 100, windowMs: 60_000 },
      allowedOrigins: [],
      emailjs,
    };
    const app = Fastify();
    cleanups.push(() => app.close());
    const manifest = { regions: [{ offices: ['quito-matriz'], domains: ['www.tecnandes.com.ec'] }] } as unknown as ServerManifest;
    await registerContact(app, manifest, config);
    await app.ready();
    const response = await app.inject({
      method: 'POST',
      url: '/api/send-email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...message(7), recaptchaToken: 'ok-token' }),
    });
    expect(response.json()).toEqual({ success: true });
    await until(() => fake.delivered.length === 1);
    expect(deliveredTexts(fake)).toEqual([message(7).message]);
    await until(() => readOutbox(file)[0]?.state === 'sent');
  });
});

describe('backoff', () => {
  it('doubles up to the cap, with jitter between half and all of it', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, 1000, 5000, () => 1))).toEqual([1000, 2000, 4000, 5000]);
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, 1000, 5000, () => 0))).toEqual([500, 1000, 2000, 2500]);
  });
});
