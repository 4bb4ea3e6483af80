import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { outboxMessage } from './outbox.ts';
import { openPostgresOutbox } from './outbox-postgres.ts';

/**
 * The move from the embedded SQLite outbox to PostgreSQL (`site messages migrate`): every message keeps its id
 * (the logs, EmailJS's history and `site messages retry --id` name messages by it), its text and its delivery
 * state. Running it again copies what arrived since and carries over state changes, never a second copy.
 */

/** A SQLite row with every column the delivery needs, whatever version of the outbox wrote the file. */
const sqliteRow = outboxMessage.omit({ state: true, attempts: true }).extend({
  state: outboxMessage.shape.state.default('stored'),
  attempts: outboxMessage.shape.attempts.default(0),
  nextAttemptAt: z.number().int().default(0),
  // Read as stored: the contact rules of today do not apply to what was accepted before.
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
});
type SqliteRow = z.infer<typeof sqliteRow>;

interface MigrationResult {
  /** Messages written to PostgreSQL for the first time. */
  copied: number[];
  /** Messages already there whose delivery state changed in SQLite since the last run, brought up to date. */
  updated: number[];
  /** Messages already there as they are in SQLite, or which a PostgreSQL server has since sent or is sending. */
  unchanged: number[];
}

/** The same id in both holding different messages: nothing is written, since one of them would be lost. */
export class MigrationConflict extends Error {
  readonly ids: number[];
  constructor(ids: number[]) {
    super(`PostgreSQL already holds other messages under the ids ${ids.map((id) => `#${id}`).join(', ')}`);
    this.ids = ids;
  }
}

function readSqliteRows(file: string): SqliteRow[] {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    if (!db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'messages'").get()) return [];
    // SELECT * rather than the columns by name: an outbox from before server delivery lacks the delivery columns,
    // which then take their defaults above.
    const rows = db.prepare('SELECT * FROM messages ORDER BY id').all();
    return rows.map((row) =>
      sqliteRow.parse({
        id: row.id,
        receivedAt: row.received_at,
        name: row.name,
        email: row.email,
        phone: row.phone,
        message: row.message,
        location: row.location,
        delivery: row.delivery,
        state: row.state ?? undefined,
        attempts: row.attempts ?? undefined,
        nextAttemptAt: row.next_attempt_at ?? undefined,
        lastAttemptAt: row.last_attempt_at ?? null,
        lastError: row.last_error ?? null,
        sentAt: row.sent_at ?? null,
      }),
    );
  } finally {
    db.close();
  }
}

/**
 * A message SQLite shows `sending` has no claim on PostgreSQL (no instance, no lease) and would wait for ever:
 * it moves as `interrupted`, which is what its server would have reported at its next start.
 */
function asMoved(row: SqliteRow): SqliteRow {
  return row.state === 'sending'
    ? { ...row, state: 'interrupted', lastError: 'it was being sent when the outbox moved to PostgreSQL (check EmailJS’s history)' }
    : row;
}

const contentColumns = ['received_at', 'name', 'email', 'phone', 'message', 'location', 'delivery'];
const stateColumns = ['state', 'attempts', 'next_attempt_at', 'last_attempt_at', 'last_error', 'sent_at'];
const recordType = `id integer, received_at timestamptz, name text, email text, phone text, message text, location text,
  delivery text, state text, attempts integer, next_attempt_at bigint, last_attempt_at timestamptz, last_error text, sent_at timestamptz`;
const tuple = (table: string, names: string[]) => `(${names.map((name) => `${table}.${name}`).join(', ')})`;

/** Copies every message of the SQLite outbox `file` into the PostgreSQL outbox `url` (created if needed), in one transaction. */
export async function migrateToPostgres(file: string, url: string): Promise<MigrationResult> {
  const rows = readSqliteRows(file).map(asMoved);
  const records = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      received_at: row.receivedAt,
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      location: row.location,
      delivery: row.delivery,
      state: row.state,
      attempts: row.attempts,
      next_attempt_at: row.nextAttemptAt,
      last_attempt_at: row.lastAttemptAt,
      last_error: row.lastError,
      sent_at: row.sentAt,
    })),
  );
  const outbox = await openPostgresOutbox(url);
  const client = await outbox.pool.connect();
  try {
    await client.query('BEGIN');
    // Servers already on PostgreSQL may store messages meanwhile: they wait for the few milliseconds this takes.
    await client.query('LOCK TABLE contact_messages IN SHARE ROW EXCLUSIVE MODE');
    const conflicts = await client.query<{ id: number }>(
      `SELECT c.id FROM contact_messages c JOIN jsonb_to_recordset($1::jsonb) AS m(${recordType}) ON c.id = m.id
       WHERE ${tuple('c', contentColumns)} IS DISTINCT FROM ${tuple('m', contentColumns)} ORDER BY c.id`,
      [records],
    );
    if (conflicts.rows.length > 0) throw new MigrationConflict(conflicts.rows.map((row) => row.id));
    const written = await client.query<{ id: number; inserted: boolean }>(
      `INSERT INTO contact_messages (id, ${[...contentColumns, ...stateColumns].join(', ')}) OVERRIDING SYSTEM VALUE
       SELECT id, ${[...contentColumns, ...stateColumns].join(', ')} FROM jsonb_to_recordset($1::jsonb) AS m(${recordType})
       ON CONFLICT (id) DO UPDATE SET ${stateColumns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}
       -- A message a PostgreSQL server has sent or holds is never moved back: that would send it twice.
       WHERE contact_messages.state NOT IN ('sent', 'sending')
         AND ${tuple('contact_messages', stateColumns)} IS DISTINCT FROM ${tuple('EXCLUDED', stateColumns)}
       RETURNING id, (xmax = 0) AS inserted`,
      [records],
    );
    // New messages stored on PostgreSQL take the numbers after the moved ones.
    await client.query(
      `SELECT setval(pg_get_serial_sequence('contact_messages', 'id'), (SELECT COALESCE(MAX(id), 0) + 1 FROM contact_messages), false)`,
    );
    await client.query('COMMIT');
    const copied = written.rows.filter((row) => row.inserted).map((row) => row.id);
    const updated = written.rows.filter((row) => !row.inserted).map((row) => row.id);
    const touched = new Set([...copied, ...updated]);
    const sorted = (ids: number[]) => ids.sort((a, b) => a - b);
    return { copied: sorted(copied), updated: sorted(updated), unchanged: rows.map((row) => row.id).filter((id) => !touched.has(id)) };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
    await outbox.close();
  }
}
