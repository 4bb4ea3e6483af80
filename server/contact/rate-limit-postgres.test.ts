import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresCluster, startPostgres } from '../../tests/support/postgres-cluster.ts';
import { openPostgresOutbox, type PostgresOutbox } from './outbox-postgres.ts';
import { postgresRateLimitStore } from './rate-limit-postgres.ts';

let cluster: PostgresCluster;
const closing: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  cluster = await startPostgres();
}, 30_000);
afterAll(async () => {
  for (const close of closing.reverse()) await close();
  await cluster?.stop();
});

/** A server with two limited routes counting in PostgreSQL, as one `site serve` instance does. */
async function instance(outbox: PostgresOutbox, timeWindow: number): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(outbox.pool) });
  app.post('/a', { config: { rateLimit: { max: 2, timeWindow } } }, async () => ({ ok: true }));
  app.post('/b', { config: { rateLimit: { max: 2, timeWindow } } }, async () => ({ ok: true }));
  await app.ready();
  closing.push(() => app.close());
  return app;
}

const post = (app: FastifyInstance, url: string, ip: string) =>
  app.inject({ method: 'POST', url, remoteAddress: ip }).then((r) => r.statusCode);

describe('the rate limit counted in PostgreSQL', () => {
  it('counts one address across instances, apart per address and per route, and starts again after the window', async () => {
    const url = await cluster.createDatabase();
    const outboxes = await Promise.all([openPostgresOutbox(url), openPostgresOutbox(url)]);
    for (const outbox of outboxes) closing.push(() => outbox.close());
    const [one, two] = await Promise.all(outboxes.map((outbox) => instance(outbox, 600)));
    if (!one || !two) throw new Error('two instances');

    expect(await post(one, '/a', '10.0.0.1')).toBe(200);
    expect(await post(two, '/a', '10.0.0.1')).toBe(200);
    expect(await post(one, '/a', '10.0.0.1')).toBe(429);
    expect(await post(two, '/a', '10.0.0.1')).toBe(429);
    // Another address, and another route, have counts of their own.
    expect(await post(two, '/a', '10.0.0.2')).toBe(200);
    expect(await post(one, '/b', '10.0.0.1')).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await post(two, '/a', '10.0.0.1')).toBe(200);
  });

  it('lets exactly the limit through when instances are hit at the same moment', async () => {
    const url = await cluster.createDatabase();
    const outboxes = await Promise.all([openPostgresOutbox(url), openPostgresOutbox(url), openPostgresOutbox(url)]);
    for (const outbox of outboxes) closing.push(() => outbox.close());
    const apps = await Promise.all(outboxes.map((outbox) => instance(outbox, 60_000)));
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => post(apps[i % 3] as FastifyInstance, '/a', '10.0.0.9')));
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(28);
  });
});
