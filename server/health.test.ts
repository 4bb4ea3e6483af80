import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failureText } from '../cli/failure.ts';
import { loadContent } from '../generator/content/load-content.ts';
import { serverManifest } from '../generator/outputs/site-files.ts';
import { SettingsError } from '../generator/settings/contact-public-config.ts';
import { realContentDir } from '../tests/support/content-fixture.ts';
import { type FakeEmailjs, startFakeEmailjs } from '../tests/support/delivery-fake-emailjs.ts';
import { freePort } from '../tests/support/free-port.ts';
import { type OutboxLocations, outboxKinds, startOutboxLocations } from '../tests/support/outbox-locations.ts';
import { startPostgres } from '../tests/support/postgres-cluster.ts';
import { createApp } from './app.ts';
import type { ContactServerConfig } from './config.ts';
import { openOutboxStore } from './contact/outbox-store.ts';
import type { ContactOutbox } from './contact/register.ts';
import { registerHealth } from './health.ts';
import { serverManifestFile } from './server-manifest.ts';

/** A build with no pages: the server manifest of the real content and an empty client folder are all these checks need. */
let distDir: string;
beforeAll(async () => {
  const { content, routes } = await loadContent(realContentDir);
  if (!content || !routes) throw new Error('content did not load');
  distDir = await mkdtemp(path.join(tmpdir(), 'health-dist-'));
  await mkdir(path.join(distDir, 'client'));
  await writeFile(path.join(distDir, serverManifestFile), JSON.stringify(serverManifest(content, routes, 'site-key')));
});
afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const contactConfig = (outboxFile: string, fake?: FakeEmailjs): ContactServerConfig => ({
  recaptcha: {
    secret: 's',
    verifyUrl: 'http://127.0.0.1:9/verify',
    allowedHostnames: [],
    timeoutMs: 1000,
    maxAgeSeconds: 120,
    usesTestKeys: false,
  },
  outboxFile,
  delivery: fake ? 'server' : 'none',
  deliveryTiming: { minIntervalMs: 20, timeoutMs: 5000, baseDelayMs: 60_000 },
  rateLimit: { max: 100, windowMs: 60_000 },
  allowedOrigins: [],
  ...(fake
    ? {
        emailjs: {
          serviceId: 'service_t',
          templateId: 'template_t',
          publicKey: 'public_t',
          privateKey: 'private_t',
          apiOrigin: fake.origin,
        },
      }
    : {}),
});

async function server(
  outboxFile: string,
  { fake, metricsPort }: { fake?: FakeEmailjs; metricsPort?: number } = {},
): Promise<FastifyInstance> {
  const app = await createApp({
    distDir,
    contact: contactConfig(outboxFile, fake),
    env: metricsPort === undefined ? {} : { METRICS_PORT: String(metricsPort) },
  });
  cleanups.push(() => app.close());
  await app.ready();
  return app;
}

const visitor = {
  name: 'Rosa Quishpe',
  email: 'rosa@example.com',
  phone: '',
  message: 'Necesitamos una cotización de mantenimiento preventivo.',
  location: 'quito-matriz',
};

/** One sample of a scrape: `name{labels} value`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(outboxKinds)('health, readiness and metrics, outbox in %s', (kind) => {
  let locations: OutboxLocations;
  beforeAll(async () => {
    locations = await startOutboxLocations(kind);
  }, 30_000);
  afterAll(async () => {
    await locations?.stop();
  });

  it('answers /healthz while it runs and /readyz while the outbox answers, uncached', async () => {
    const location = await locations.next();
    const app = await server(location);
    const live = await app.inject('/healthz');
    expect([live.statusCode, live.json(), live.headers['cache-control']]).toEqual([200, { status: 'ok' }, 'no-store']);
    const ready = await app.inject('/readyz');
    expect([ready.statusCode, ready.json(), ready.headers['cache-control']]).toEqual([200, { status: 'ready' }, 'no-store']);

    // The outbox stops answering (its table gone: a broken file, a dropped schema).
    if (kind === 'sqlite') {
      const saboteur = new DatabaseSync(location);
      saboteur.exec('DROP TABLE messages');
      saboteur.close();
    } else {
      const saboteur = new pg.Client({ connectionString: location });
      await saboteur.connect();
      await saboteur.query('DROP TABLE contact_messages');
      await saboteur.end();
    }
    const unready = await app.inject('/readyz');
    expect(unready.statusCode).toBe(503);
    expect(unready.json()).toEqual({ status: 'unavailable', reason: 'the contact outbox does not answer' });
    expect((await app.inject('/healthz')).statusCode, 'still alive: restarting it would not help').toBe(200);
  });

  it('serves Prometheus metrics on their own port only when asked: requests, outbox depth and age, delivery attempts and failures', async () => {
    // EmailJS refuses for good (a wrong key): the attempt counts as a failure and the message waits in the outbox.
    const fake = await startFakeEmailjs(() => 403);
    cleanups.push(() => fake.close());
    const location = await locations.next();
    const writer = await openOutboxStore(location);
    await writer.store(visitor, 'server', new Date(Date.now() - 90_000));
    await writer.close();

    const metricsPort = await freePort();
    const app = await server(location, { fake, metricsPort });
    expect((await app.inject('/metrics')).statusCode, 'not on the site’s own port').not.toBe(200);
    await app.inject('/healthz');
    await app.inject('/healthz');
    const scrape = async () => {
      const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      return response.text();
    };
    await until(() => fake.requests.length === 1);
    // The attempt is counted as it ends and the message's state written after it: a scrape between the two sees the
    // failure counted and the message still pending.
    await until(async () => {
      const scraped = await scrape();
      return sample(scraped, 'contact_delivery_failures_total') === 1 && sample(scraped, 'contact_outbox_messages{state="failed"}') === 1;
    });
    const text = await scrape();
    expect(sample(text, 'contact_delivery_attempts_total{outcome="failed"}')).toBe(1);
    expect(sample(text, 'contact_delivery_attempts_total{outcome="sent"}')).toBe(0);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/healthz",status_code="200"}')).toBe(2);
    expect(sample(text, 'contact_outbox_messages{state="failed"}')).toBe(1);
    expect(sample(text, 'contact_outbox_messages{state="pending"}')).toBe(0);
    expect(sample(text, 'contact_outbox_up')).toBe(1);
    const age = sample(text, 'contact_outbox_oldest_undelivered_age_seconds') ?? 0;
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(600);
    expect(text).toMatch(/^process_resident_memory_bytes /m);
    expect(text, 'one duration metric, the histogram').not.toMatch(/http_request_summary_seconds/);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/elsewhere`)).status).toBe(404);
  });

  it.runIf(kind === 'postgres')(
    'is not ready while its database is down (and still alive)',
    async () => {
      const cluster = await startPostgres();
      cleanups.push(() => cluster.stop());
      const location = await cluster.createDatabase();
      const writer = await openOutboxStore(location);
      await writer.store(visitor, 'server', new Date(Date.now() - 90_000));
      await writer.close();
      const metricsPort = await freePort();
      const app = await server(location, { metricsPort });
      expect((await app.inject('/readyz')).statusCode).toBe(200);
      // No scrape before the database goes down: the gauges hold what the outbox said when the server started.
      await cluster.stop();
      const down = await app.inject('/readyz');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable', reason: 'the contact outbox does not answer' });
      expect((await app.inject('/healthz')).statusCode).toBe(200);
      // The message still waits as far as anyone knows: its age goes on growing from the last answer, and an alert
      // on it does not clear because the outbox stopped answering.
      const scraped = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(sample(scraped, 'contact_outbox_up')).toBe(0);
      expect(sample(scraped, 'contact_outbox_oldest_undelivered_age_seconds')).toBeGreaterThanOrEqual(90);
      expect(sample(scraped, 'contact_outbox_messages{state="pending"}')).toBe(1);
    },
    60_000,
  );

  it('is off by default: no metrics port is opened', async () => {
    const app = await server(await locations.next());
    expect((await app.inject('/metrics')).statusCode).toBe(404);
    expect(app.printRoutes()).not.toMatch(/metrics/);
  });
});

describe('readiness of an outbox that never answers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers 503 at the time limit and logs why', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const logged: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } } });
    cleanups.push(() => app.close());
    // A database that accepted the connection and then hangs: the query neither answers nor fails.
    const hanging = { stats: () => new Promise<never>(() => undefined) } as unknown as ContactOutbox;
    registerHealth(app, hanging);
    const answer = app.inject('/readyz');
    await vi.advanceTimersByTimeAsync(2000);
    const response = await answer;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', reason: 'the contact outbox does not answer' });
    const warning = logged.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'not ready: the contact outbox does not answer');
    expect(warning?.err?.message).toBe('no answer within 2000 ms');
  });
});

describe('metrics on a port another process holds', () => {
  it('is one start-up problem in one line, without a stack', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => holder.close(resolve)));
    const port = (holder.address() as AddressInfo).port;
    const failure = await server(path.join(distDir, 'outbox.sqlite'), { metricsPort: port }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SettingsError);
    expect(failureText(failure)).toBe(`METRICS_PORT: 127.0.0.1:${port} is already in use by another process; choose a free METRICS_PORT\n`);
  });
});
