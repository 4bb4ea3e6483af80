import { hostname } from 'node:os';
import pg from 'pg';
import { z } from 'zod';
import {
  type ClaimedMessage,
  claimedColumns,
  claimedMessage,
  deliveredStates,
  newMessageColumns,
  newMessageValues,
  type OutboxMessage,
  outboxMessage,
  outboxStats,
} from './outbox.ts';
import type { OutboxStore, OutboxStoreOptions, RequeueOptions } from './outbox-store.ts';
import type { PersonalDataStore } from './personal-data.ts';

/**
 * The outbox in PostgreSQL (`CONTACT_DB=postgres://...`), shared by several `site serve` instances behind one
 * nginx. A worker claims a message with `FOR UPDATE SKIP LOCKED` (so two instances never take the same one and
 * none waits for another's lock), records which instance holds it and until when (the lease, on the database's
 * clock so instances' clocks do not matter), and marks the outcome only while it still holds the claim. An
 * instance that dies mid-attempt leaves its claim to run out; any other instance then reports the message as
 * `interrupted`, exactly as a restarted SQLite server does: EmailJS may already have mailed it, so it is not
 * resent on its own (`site messages retry --interrupted` after checking EmailJS's history).
 */
export interface PostgresOutbox extends OutboxStore, PersonalDataStore {
  /** `site messages retry`: failed (and, when asked, interrupted) messages of server delivery due again now. */
  requeue(options?: RequeueOptions): Promise<number[]>;
  /** The connection pool, shared with the rate limit's store (server/contact/rate-limit-postgres.ts). */
  pool: pg.Pool;
}

/**
 * Each step brings the schema to the next version; applied in order, once, under an advisory lock so instances
 * starting together do not race. Never edit a released step: add one.
 */
const migrations = [
  `CREATE TABLE contact_messages (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    received_at timestamptz NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    phone text NOT NULL,
    message text NOT NULL,
    location text NOT NULL,
    delivery text NOT NULL,
    state text NOT NULL DEFAULT 'stored',
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at bigint NOT NULL DEFAULT 0,
    last_attempt_at timestamptz,
    last_error text,
    sent_at timestamptz,
    claimed_by text,
    lease_until timestamptz
  );
  CREATE INDEX contact_messages_due ON contact_messages (next_attempt_at, id) WHERE state = 'pending';
  CREATE INDEX contact_messages_sending ON contact_messages (lease_until) WHERE state = 'sending';
  CREATE INDEX contact_messages_email ON contact_messages (lower(trim(email)));
  CREATE TABLE contact_rate_limits (
    key text PRIMARY KEY,
    hits integer NOT NULL,
    reset_at timestamptz NOT NULL
  );`,
  // When the next request to EmailJS may start, for all instances together (EmailJS limits the account).
  `CREATE TABLE contact_delivery_pace (
    singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    next_at timestamptz NOT NULL DEFAULT '-infinity'
  );
  INSERT INTO contact_delivery_pace DEFAULT VALUES;`,
];

/** Any fixed number: the key of the advisory lock that serialises migrations. */
const migrationLock = 1_975_015;

async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
    await client.query('CREATE TABLE IF NOT EXISTS contact_schema (version integer NOT NULL)');
    const { rows } = await client.query<{ version: number }>('SELECT version FROM contact_schema');
    const current = rows[0]?.version ?? 0;
    for (const [index, step] of migrations.entries()) {
      if (index + 1 > current) await client.query(step);
    }
    if (rows.length === 0) await client.query('INSERT INTO contact_schema (version) VALUES ($1)', [migrations.length]);
    else if (current < migrations.length) await client.query('UPDATE contact_schema SET version = $1', [migrations.length]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

const columns = `id, received_at AS "receivedAt", name, email, phone, message, location, delivery, state, attempts,
  last_attempt_at AS "lastAttemptAt", last_error AS "lastError", sent_at AS "sentAt"`;

const isoTime = z.date().transform((date) => date.toISOString());
/**
 * A row as node-postgres returns it: the outbox message with its times as dates. Rows are read as stored, not
 * checked again against today's contact rules (as server/contact/personal-data.ts).
 */
const storedRow = outboxMessage.extend({ receivedAt: isoTime, lastAttemptAt: isoTime.nullable(), sentAt: isoTime.nullable() });
const toMessage = (value: unknown): OutboxMessage => storedRow.parse(value);

/** Default lease: far longer than one attempt (15 s request limit) plus the database's own delays. */
const defaultClaimLeaseMs = 60_000;

/**
 * The next request of any instance starts no sooner than one interval (query parameter `$n`, in ms) from now. Set,
 * not raised to the larger: a time further ahead than one interval was written before the database server's clock
 * went back, and would hold every delivery until the clock caught up with it.
 */
const paceFromNow = (n: number) => `UPDATE contact_delivery_pace
  SET next_at = clock_timestamp() + $${n} * interval '1 millisecond'`;

const sameEmail = 'lower(trim(email)) = lower(trim($1))';
// A `sent` message's clock starts at delivery; a `stored` one was handed over when it was received.
const deliveredBefore = `(state = 'sent' AND COALESCE(sent_at, received_at) < $1) OR (state = 'stored' AND received_at < $1)`;

/** Connects, creates or migrates the schema, and returns the outbox; the URL is libpq's (`postgres://user:pass@host:port/db`). */
export async function openPostgresOutbox(
  url: string,
  { claimLeaseMs = defaultClaimLeaseMs, minIntervalMs = 0 }: OutboxStoreOptions = {},
): Promise<PostgresOutbox> {
  const pool = new pg.Pool({ connectionString: url, max: 4, application_name: 'site serve' });
  // An idle connection the server drops must not end the process: the next query opens another.
  pool.on('error', () => undefined);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  /** Who holds a claim: shown by `site messages export` while a message is being sent, and kept out of others' marks. */
  const instance = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  const ids = (rows: { id: number }[]) => rows.map((found) => found.id).sort((a, b) => a - b);

  /**
   * A DELETE leaves the row's bytes in the table's pages until they are reused; VACUUM FULL rewrites the table
   * from live rows only, so no copy of an erased person's text stays in the database's files (its lock lasts
   * milliseconds on an outbox this size). Copies in WAL archives and backups age out with them (DEPLOY.md).
   */
  const erase = async (where: string, value: unknown): Promise<number[]> => {
    const { rows } = await pool.query<{ id: number }>(`DELETE FROM contact_messages WHERE ${where} RETURNING id`, [value]);
    if (rows.length > 0) await pool.query('VACUUM FULL contact_messages');
    return ids(rows);
  };

  return {
    pool,
    async store(message, delivery, receivedAt = new Date()) {
      const { rows } = await pool.query<{ id: number }>(
        `INSERT INTO contact_messages (${newMessageColumns.join(', ')})
         VALUES (${newMessageColumns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
        [receivedAt, ...newMessageValues(message, delivery)],
      );
      const [inserted] = rows;
      if (!inserted) throw new Error('the outbox did not return the stored message');
      return inserted.id;
    },
    async list() {
      const { rows } = await pool.query(`SELECT ${columns} FROM contact_messages ORDER BY id`);
      return rows.map(toMessage);
    },
    async claimNext(now = Date.now()): Promise<ClaimedMessage | undefined> {
      // The pace row is taken first: an instance that finds it taken (or whose update waits for another's and
      // then finds the time moved on) claims nothing, so requests of all instances together keep the interval.
      const { rows } = await pool.query(
        `WITH slot AS (
           UPDATE contact_delivery_pace SET next_at = clock_timestamp() + $5 * interval '1 millisecond'
           -- Further than one interval ahead, the clock went back since it was written: the pace lets it go.
           WHERE (next_at <= clock_timestamp() OR next_at > clock_timestamp() + $5 * interval '1 millisecond')
             AND EXISTS (SELECT 1 FROM contact_messages WHERE state = 'pending' AND next_attempt_at <= $1)
           RETURNING 1
         ), next AS (
           SELECT id FROM contact_messages WHERE EXISTS (SELECT 1 FROM slot) AND state = 'pending' AND next_attempt_at <= $1
           ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
         )
         UPDATE contact_messages AS m SET state = 'sending', attempts = m.attempts + 1, last_attempt_at = $2,
           claimed_by = $3, lease_until = clock_timestamp() + $4 * interval '1 millisecond'
         FROM next WHERE m.id = next.id
         RETURNING ${claimedColumns.map((column) => `m.${column}`).join(', ')}`,
        [now, new Date(now), instance, claimLeaseMs, minIntervalMs],
      );
      return rows[0] ? claimedMessage.parse(rows[0]) : undefined;
    },
    // Recording an outcome also moves the shared pace to one interval after this request's end, as one worker's
    // own pace does (server/contact/delivery.ts).
    async markSent(id, now = new Date()) {
      const { rowCount } = await pool.query(
        `WITH pace AS (${paceFromNow(4)})
         UPDATE contact_messages SET state = 'sent', sent_at = $1, last_error = NULL, claimed_by = NULL, lease_until = NULL
         WHERE id = $2 AND state = 'sending' AND claimed_by = $3`,
        [now, id, instance, minIntervalMs],
      );
      return rowCount === 1;
    },
    async markFailed(id, error, retryAt) {
      const { rowCount } = await pool.query(
        `WITH pace AS (${paceFromNow(6)})
         UPDATE contact_messages SET state = $1, last_error = $2, next_attempt_at = $3, claimed_by = NULL, lease_until = NULL
         WHERE id = $4 AND state = 'sending' AND claimed_by = $5`,
        [retryAt === undefined ? 'failed' : 'pending', error.slice(0, 500), retryAt ?? 0, id, instance, minIntervalMs],
      );
      return rowCount === 1;
    },
    async interruptSending() {
      const { rows } = await pool.query<{ id: number }>(
        `UPDATE contact_messages SET state = 'interrupted',
           last_error = 'the instance ' || claimed_by || ' stopped during an attempt (its claim ran out)',
           claimed_by = NULL, lease_until = NULL
         WHERE state = 'sending' AND lease_until < clock_timestamp() RETURNING id`,
      );
      return ids(rows);
    },
    async nextDue() {
      const { rows } = await pool.query<{ due: string | null }>(
        `SELECT MIN(next_attempt_at)::text AS due FROM contact_messages WHERE state = 'pending'`,
      );
      const due = rows[0]?.due;
      return due === null || due === undefined ? undefined : Number(due);
    },
    async stats() {
      const [counts, oldest] = await Promise.all([
        pool.query<{ state: string; count: number }>('SELECT state, COUNT(*)::integer AS count FROM contact_messages GROUP BY state'),
        pool.query<{ oldest: Date | null }>('SELECT MIN(received_at) AS oldest FROM contact_messages WHERE NOT (state = ANY($1))', [
          deliveredStates,
        ]),
      ]);
      return outboxStats(counts.rows, oldest.rows[0]?.oldest);
    },
    async requeue({ interrupted = false, ids: chosen } = {}) {
      const states = interrupted ? ['failed', 'interrupted'] : ['failed'];
      const { rows } = await pool.query<{ id: number }>(
        `UPDATE contact_messages SET state = 'pending', next_attempt_at = 0, attempts = 0
         WHERE delivery = 'server' AND state = ANY($1) AND ($2::integer[] IS NULL OR id = ANY($2)) RETURNING id`,
        [states, chosen ? [...chosen] : null],
      );
      return ids(rows);
    },
    async findByEmail(email) {
      const { rows } = await pool.query(`SELECT ${columns} FROM contact_messages WHERE ${sameEmail} ORDER BY id`, [email]);
      return rows.map(toMessage);
    },
    deleteByEmail: (email) => erase(sameEmail, email),
    purgeDelivered: (before) => erase(deliveredBefore, before),
    async undeliveredBefore(before) {
      const { rows } = await pool.query<{ id: number }>(
        'SELECT id FROM contact_messages WHERE NOT (state = ANY($1)) AND received_at < $2 ORDER BY id',
        [deliveredStates, before],
      );
      return ids(rows);
    },
    close: () => pool.end(),
  };
}
