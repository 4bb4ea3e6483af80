import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerManifest } from '../../schemas/server-manifest.ts';
import { type FakeAnswer, type FakeEmailjs, startFakeEmailjs } from '../../tests/support/delivery-fake-emailjs.ts';
import { startFakeSiteverify } from '../../tests/support/fake-siteverify.ts';
import { type OutboxLocations, outboxKinds, startOutboxLocations } from '../../tests/support/outbox-locations.ts';
import type { ContactServerConfig, ServerEmailjs } from '../config.ts';
import { backoffMs, type DeliveryOptions, type DeliveryWorker, startDeliveryWorker } from './delivery.ts';
import { type OutboxStore, type OutboxStoreOptions, openOutboxStore, readMessages, requeue } from './outbox-store.ts';
import { registerContact } from './register.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
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
// The time limit is generous for a loaded machine: an answer later than it counts as not delivered and is sent
// again. Tests where EmailJS hangs on purpose shorten it.
const fast = { minIntervalMs: 20, baseDelayMs: 10, maxDelayMs: 80, timeoutMs: 5000, pollMs: 20, maxAttempts: 30 } as const;

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const deliveredTexts = (fake: FakeEmailjs) => fake.delivered.map((body) => (body.template_params as { message: string }).message);

describe.each(outboxKinds)('server delivery through EmailJS, outbox in %s', (kind) => {
  let locations: OutboxLocations;
  beforeAll(async () => {
    locations = await startOutboxLocations(kind);
  }, 30_000);
  afterAll(async () => {
    await locations?.stop();
  });

  async function open(location: string, options?: OutboxStoreOptions): Promise<OutboxStore> {
    const outbox = await openOutboxStore(location, options);
    cleanups.push(() => outbox.close());
    return outbox;
  }

  async function setup(answer: (n: number) => FakeAnswer, messages: number, writerOptions?: OutboxStoreOptions) {
    const fake = await startFakeEmailjs(answer);
    cleanups.push(() => fake.close());
    const location = await locations.next();
    const writer = await open(location, writerOptions);
    const ids: number[] = [];
    for (let i = 1; i <= messages; i++) ids.push(await writer.store(message(i), 'server'));
    const emailjs: ServerEmailjs = {
      serviceId: 'service_t',
      templateId: 'template_t',
      publicKey: 'public_t',
      privateKey: 'private_t',
      apiOrigin: fake.origin,
    };
    const stored = () => readMessages(location);
    return { fake, location, writer, ids, emailjs, stored };
  }

  function start(outbox: OutboxStore, options: DeliveryOptions): DeliveryWorker {
    const worker = startDeliveryWorker(outbox, options);
    cleanups.push(() => worker.stop());
    return worker;
  }

  it('sends the REST API request with the ids, the private key and the template params', async () => {
    const { fake, location, emailjs, stored } = await setup(() => 200, 1);
    start(await open(location), { ...fast, emailjs });
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
    await until(async () => (await stored())[0]?.state === 'sent');
    expect((await stored())[0]).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
  });

  it('with EmailJS failing (500, 429, timeouts) for a while, then recovering: every message delivered exactly once', async () => {
    const failures: FakeAnswer[] = [500, 429, 'hang', 503, 429, 500, 'hang', 429, 500, 500, 'hang', 429];
    const { fake, location, writer, emailjs, stored } = await setup((n) => failures[n - 1] ?? 200, 8);
    start(await open(location), { ...fast, timeoutMs: 800, emailjs });
    // More arrive while the worker is retrying.
    for (let i = 9; i <= 12; i++) await writer.store(message(i), 'server');
    await until(async () => (await stored()).every((row) => row.state === 'sent'));

    const expected = Array.from({ length: 12 }, (_, i) => message(i + 1).message).sort();
    expect(deliveredTexts(fake).sort()).toEqual(expected);
    const rows = await stored();
    expect(rows.map((row) => row.state)).toEqual(Array(12).fill('sent'));
    expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBe(fake.requests.length);
    expect(rows.some((row) => row.attempts > 1)).toBe(true);
  });

  it('keeps to one request per second by default', async () => {
    const { fake, location, emailjs } = await setup(() => 200, 3);
    start(await open(location), { emailjs, pollMs: 20 });
    await until(() => fake.delivered.length === 3);
    const [first, second, third] = fake.requests.map((request) => request.at);
    // Measured where the requests arrive, so with a little network jitter.
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(980);
    expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(980);
  });

  it('says, when told to stop, that it waits for the answer to the message being sent', async () => {
    const { fake, location, emailjs, ids } = await setup(() => 'hang', 1);
    const said: string[] = [];
    const log = { info: (object: object, text: string) => said.push(`${JSON.stringify(object)} ${text}`), warn: () => undefined };
    const worker = startDeliveryWorker(await open(location), { ...fast, timeoutMs: 300, emailjs, log });
    await until(() => fake.requests.length === 1);
    await worker.stop();
    expect(said).toEqual([
      `{"messageId":${ids[0]}} stopping: waiting up to 1 s for EmailJS to answer the message being sent; it stays in the outbox either way`,
    ]);
  });

  it('keeps the pace across a restart: the next server waits for the interval its predecessor started', async () => {
    const { fake, location, emailjs } = await setup(() => 200, 2);
    const pace = { ...fast, minIntervalMs: 1000 };
    // The first server sends one message and is gone (a kill, a crash, a restart): its worker's memory with it.
    const first = startDeliveryWorker(await open(location, { minIntervalMs: pace.minIntervalMs }), { ...pace, emailjs });
    await until(() => fake.delivered.length === 1);
    await first.stop();
    expect(fake.requests).toHaveLength(1);
    start(await open(location, { minIntervalMs: pace.minIntervalMs }), { ...pace, emailjs });
    await until(() => fake.delivered.length === 2);
    const [before, after] = fake.requests.map((request) => request.at);
    // Measured where the requests arrive, so with a little network jitter.
    expect((after ?? 0) - (before ?? 0)).toBeGreaterThanOrEqual(980);
  });

  // PostgreSQL's pace follows the database server's clock (server/contact/outbox-pace.test.ts).
  it.runIf(kind === 'sqlite')('goes on delivering when the system clock goes back an hour', async () => {
    const { fake, location, writer, emailjs } = await setup(() => 200, 1);
    const pace = { ...fast, minIntervalMs: 300 };
    start(await open(location, { minIntervalMs: pace.minIntervalMs }), { ...pace, emailjs });
    await until(() => fake.delivered.length === 1);
    const clock = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => clock() - 3_600_000);
    cleanups.push(() => {
      vi.restoreAllMocks();
    });
    // The worker keeps its pace and finds the outbox empty on the set-back clock, before the next message comes.
    await new Promise((resolve) => setTimeout(resolve, 4 * pace.minIntervalMs));
    await writer.store(message(2), 'server');
    await until(() => fake.delivered.length === 2);
    expect(deliveredTexts(fake)).toEqual([message(1).message, message(2).message]);
  });

  it.runIf(kind === 'postgres')('keeps the pace across two instances sharing the outbox', async () => {
    const { fake, location, emailjs } = await setup(() => 200, 6);
    const pace = { ...fast, minIntervalMs: 300 };
    for (let i = 0; i < 2; i++) start(await open(location, { minIntervalMs: pace.minIntervalMs }), { ...pace, emailjs });
    await until(() => fake.delivered.length === 6);
    const arrivals = fake.requests.map((request) => request.at);
    const gaps = arrivals.slice(1).map((at, i) => at - (arrivals[i] ?? 0));
    // Measured where the requests arrive, so with a little network jitter.
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(280);
    expect(deliveredTexts(fake).sort()).toEqual(Array.from({ length: 6 }, (_, i) => message(i + 1).message).sort());
  });

  it('gives up on a refusal that retrying cannot fix, and `site messages retry` sends it again', async () => {
    let refusing = true;
    const { fake, location, emailjs, stored } = await setup(() => (refusing ? 403 : 200), 1);
    const worker = start(await open(location), { ...fast, emailjs });
    await until(async () => (await stored())[0]?.state === 'failed');
    expect((await stored())[0]).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/^EmailJS answered 403/) });
    expect(fake.delivered).toEqual([]);
    refusing = false;
    expect(await requeue(location)).toEqual([1]);
    worker.wake();
    await until(async () => (await stored())[0]?.state === 'sent');
    // Sent again with a round of attempts of its own: the count starts again.
    expect((await stored())[0]).toMatchObject({ attempts: 1, lastError: null });
    expect(fake.delivered).toHaveLength(1);
  });

  it('stops retrying after maxAttempts: failed, with the last error', async () => {
    const { fake, location, emailjs, stored } = await setup(() => 500, 1);
    start(await open(location), { ...fast, maxAttempts: 3, emailjs });
    await until(async () => (await stored())[0]?.state === 'failed');
    expect((await stored())[0]).toMatchObject({ attempts: 3, lastError: expect.stringMatching(/^EmailJS answered 500/) });
    expect(fake.requests).toHaveLength(3);
  });

  it('after a crash between claim and mark, reports the message and does not send it again on its own', async () => {
    // A previous server claimed #1 and died before recording the outcome (on PostgreSQL, its short claim runs out).
    const { fake, location, writer, emailjs, stored } = await setup(() => 200, 2, { claimLeaseMs: 50 });
    expect((await writer.claimNext())?.id).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const warnings: object[] = [];
    start(await open(location), { ...fast, emailjs, log: { info: () => undefined, warn: (object) => warnings.push(object) } });
    await until(() => fake.delivered.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(deliveredTexts(fake)).toEqual([message(2).message]);
    expect((await stored()).map((row) => [row.id, row.state, row.attempts])).toEqual([
      [1, 'interrupted', 1],
      [2, 'sent', 1],
    ]);
    expect(warnings[0]).toEqual({ messageIds: [1] });
  });

  it('never lets two connections claim the same message, even claiming at the same time', async () => {
    const { location, writer, stored } = await setup(() => 200, 20);
    const other = await open(location);
    const claims: { by: OutboxStore; id: number }[] = [];
    for (let i = 0; i < 12; i++) {
      const [mine, theirs] = await Promise.all([writer.claimNext(), other.claimNext()]);
      if (mine) claims.push({ by: writer, id: mine.id });
      if (theirs) claims.push({ by: other, id: theirs.id });
    }
    expect(claims.map((claim) => claim.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await stored()).every((row) => row.state === 'sending' && row.attempts === 1)).toBe(true);
    // Only the claimed state moves: a second mark, or a mark of an unclaimed message, changes nothing.
    const [first] = claims;
    if (!first) throw new Error('nothing claimed');
    expect(await first.by.markSent(first.id)).toBe(true);
    expect(await first.by.markSent(first.id)).toBe(false);
    expect(await other.markFailed(first.id, 'late', Date.now())).toBe(false);
  });

  it('answers success from the site server once the message is stored, and its worker then sends it', async () => {
    const siteverify = await startFakeSiteverify();
    cleanups.push(() => siteverify.close());
    const { fake, location, emailjs, stored } = await setup(() => 200, 0);
    const config: ContactServerConfig = {
      recaptcha: { secret: 's', verifyUrl: siteverify.url, allowedHostnames: [], timeoutMs: 1000, maxAgeSeconds: 120, usesTestKeys: false },
      outboxFile: location,
      delivery: 'server',
      deliveryTiming: { minIntervalMs: 20, timeoutMs: 5000 },
      rateLimit: { max: 100, windowMs: 60_000 },
      allowedOrigins: [],
      emailjs,
    };
    const app = Fastify();
    cleanups.push(() => app.close());
    const manifest = { regions: [{ offices: ['quito-matriz'], domains: ['www.tecnandes.com.ec'] }] } as unknown as ServerManifest;
    await registerContact(app, manifest, config, { production: false, trustProxy: () => false, retentionDays: 90 });
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
    await until(async () => (await stored())[0]?.state === 'sent');
  });
});

describe('backoff', () => {
  it('doubles up to the cap, with jitter between half and all of it', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, 1000, 5000, () => 1))).toEqual([1000, 2000, 4000, 5000]);
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, 1000, 5000, () => 0))).toEqual([500, 1000, 2000, 2500]);
  });
});

describe('an outbox that does not answer', () => {
  it('is said once with its error, and again when it answers, not at every poll', async () => {
    let down = true;
    const unanswered = async () => {
      if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      return undefined;
    };
    const outbox = {
      claimNext: unanswered,
      nextDue: unanswered,
      interruptSending: async () => {
        if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
        return [];
      },
    } as unknown as OutboxStore;
    const said: string[] = [];
    const log = {
      info: (_: object, message: string) => said.push(`info ${message}`),
      warn: (_: object, message: string) => said.push(`warn ${message}`),
    };
    const emailjs = { serviceId: 's', templateId: 't', publicKey: 'p', privateKey: 'k', apiOrigin: 'http://127.0.0.1:9' } as ServerEmailjs;
    const worker = startDeliveryWorker(outbox, { ...fast, emailjs, log });
    try {
      // About fifty polls while it is down.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      down = false;
      await until(() => said.includes('info contact delivery: the outbox answers again'));
      expect(said).toEqual([
        'warn contact delivery: outbox error, trying again shortly',
        'info contact delivery: the outbox answers again',
      ]);
    } finally {
      await worker.stop();
    }
  });
});
