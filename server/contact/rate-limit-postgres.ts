import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';

/**
 * A @fastify/rate-limit store in PostgreSQL (the `contact_rate_limits` table of server/contact/outbox-postgres.ts),
 * so the per-address limit holds across every `site serve` instance sharing the outbox: a fixed window per key,
 * counted by one atomic upsert on the database's clock. Rows are addresses, so expired ones are deleted (at most
 * once a minute, on the way).
 */
export function postgresRateLimitStore(pool: pg.Pool): FastifyRateLimitStoreCtor {
  let lastCleanup = 0;
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly namespace: string;

    /** The plugin constructs the store with its options; a route's child gets its method and URL as namespace. */
    constructor(namespace: unknown) {
      this.namespace = typeof namespace === 'string' ? namespace : '';
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      pool
        .query<{ hits: number; ttl: number }>(
          `INSERT INTO contact_rate_limits AS limits (key, hits, reset_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
           ON CONFLICT (key) DO UPDATE SET
             hits = CASE WHEN limits.reset_at <= now() THEN 1 ELSE limits.hits + 1 END,
             reset_at = CASE WHEN limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE limits.reset_at END
           RETURNING hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (reset_at - now())) * 1000))::integer AS ttl`,
          [`${this.namespace}${key}`, timeWindow],
        )
        .then(
          ({ rows: [row] }) => callback(null, { current: row?.hits ?? 1, ttl: row?.ttl ?? timeWindow }),
          (error: Error) => callback(error),
        );
      if (Date.now() - lastCleanup > 60_000) {
        lastCleanup = Date.now();
        pool.query('DELETE FROM contact_rate_limits WHERE reset_at < now()').catch(() => undefined);
      }
    }

    // A route's limit counts apart from the others': its method and URL prefix the key.
    child(params: object): FastifyRateLimitStore {
      const { routeInfo } = params as { routeInfo?: { method?: unknown; url?: string } };
      return new PostgresRateLimitStore(`${String(routeInfo?.method ?? '')} ${routeInfo?.url ?? ''} `);
    }
  }
  return PostgresRateLimitStore;
}
