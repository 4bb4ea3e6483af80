import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { outboxMessage } from './outbox.ts';
import { openPostgresOutbox } from './outbox-postgres.ts';
import { openedOutbox } from './outbox-store.ts';

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
  lastAttemptAt: outboxMessage.shape.lastAttemptAt.default(null),
  lastError: outboxMessage.shape.lastError.default(null),
  sentAt: outboxMessage.shape.sentAt.default(null),
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
  /** Messages already there as they are in SQLite, or whose state a PostgreSQL server has changed since (kept). */
  unchanged: number[];
  /** Messages an earlier run moved which were erased in PostgreSQL since: not brought back. */
  erased: number[];
}

/** The same id in both holding different messages: nothing is written, since one of them would be lost. */
export class MigrationConflict extends Error {
  readonly ids: number[];
  constructor(ids: number[]) {
    super(`PostgreSQL already holds other messages under the ids ${ids.map((id) => `#${id}`).join(', ')}`);
    this.ids = ids;
  }
}

/** Since a run, PostgreSQL servers have stored messages: the SQLite outbox is retired and nothing more is moved. */
export class PostgresInUse extends Error {
  constructor(ids: number[]) {
    super(
      `PostgreSQL servers have stored messages of their own since the last migrate${ids.length > 0 ? ` (${ids.map((id) => `#${id}`).join(', ')})` : ''}: the SQLite outbox was retired by the last run`,
    );
  }
}

/** Every column moved, each with the row field it comes from and its PostgreSQL type: declared once for both directions. */
const contentColumns = [
  ['received_at', 'receivedAt', 'timestamptz'],
  ['name', 'name', 'text'],
  ['email', 'email', 'text'],
  ['phone', 'phone', 'text'],
  ['message', 'message', 'text'],
  ['location', 'location', 'text'],
  ['delivery', 'delivery', 'text'],
] as const;
const stateColumns = [
  ['state', 'state', 'text'],
  ['attempts', 'attempts', 'integer'],
  ['next_attempt_at', 'nextAttemptAt', 'bigint'],
  ['last_attempt_at', 'lastAttemptAt', 'timestamptz'],
  ['last_error', 'lastError', 'text'],
  ['sent_at', 'sentAt', 'timestamptz'],
] as const;
const movedColumns = [...contentColumns, ...stateColumns];
const names = (columns: readonly (readonly [string, ...unknown[]])[]) => columns.map(([column]) => column);
const recordType = ['id integer', ...movedColumns.map(([column, , type]) => `${column} ${type}`)].join(', ');
const tuple = (table: string, columns: readonly (readonly [string, ...unknown[]])[]) =>
  `(${names(columns)
    .map((name) => `${table}.${name}`)
    .join(', ')})`;
/** What the last migrate wrote of a row's state, compared later without keeping the values (the error text may quote personal data). */
const stateHash = (table: string) => `md5(ROW${tuple(table, stateColumns)}::text)`;

function readSqliteRows(file: string): SqliteRow[] {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    if (!db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'messages'").get()) return [];
    // SELECT * rather than the columns by name: an outbox from before server delivery lacks the delivery columns,
    // which then take their defaults above (as a NULL does).
    const rows = db.prepare('SELECT * FROM messages ORDER BY id').all();
    return rows.map((row) =>
      sqliteRow.parse(Object.fromEntries([['id', row.id], ...movedColumns.map(([column, field]) => [field, row[column] ?? undefined])])),
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

// What each run moved, kept in PostgreSQL beside the outbox: the highest id it saw (SQLite's AUTOINCREMENT never
// hands out an id twice, so an id at or below it missing from PostgreSQL was erased there, by `messages delete` or
// the retention purge, and must not come back) and, per message, a hash of the state it wrote (a state PostgreSQL
// has changed since, by sending, failing or interrupting it, is PostgreSQL's and is kept). Ids and hashes only.
const markerTables = `
  CREATE TABLE IF NOT EXISTS contact_migrations (
    run integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    finished_at timestamptz NOT NULL DEFAULT now(),
    watermark integer NOT NULL
  );
  CREATE TABLE IF NOT EXISTS contact_migrated (id integer PRIMARY KEY, state_hash text NOT NULL)`;

/** Copies every message of the SQLite outbox `file` into the PostgreSQL outbox `url` (created if needed), in one transaction. */
export async function migrateToPostgres(file: string, url: string): Promise<MigrationResult> {
  const rows = readSqliteRows(file).map(asMoved);
  const records = JSON.stringify(
    rows.map((row) => Object.fromEntries([['id', row.id], ...movedColumns.map(([column, field]) => [column, row[field]])])),
  );
  const outbox = await openedOutbox(url, '--to', () => openPostgresOutbox(url));
  const client = await outbox.pool.connect();
  try {
    await client.query(markerTables);
    await client.query('BEGIN');
    // The hashes read timestamps as text: the same text whatever the server's or the role's time zone.
    await client.query("SET LOCAL TIME ZONE 'UTC'");
    // Servers already on PostgreSQL may store messages meanwhile: they wait for the few milliseconds this takes.
    await client.query('LOCK TABLE contact_messages, contact_migrations, contact_migrated IN SHARE ROW EXCLUSIVE MODE');
    const last = await client.query<{ watermark: number | null; sequenceUsed: boolean }>(
      `SELECT (SELECT MAX(watermark) FROM contact_migrations) AS watermark,
              pg_sequence_last_value(pg_get_serial_sequence('contact_messages', 'id')::regclass) IS NOT NULL AS "sequenceUsed"`,
    );
    const watermark = last.rows[0]?.watermark ?? null;
    if (watermark !== null) {
      // Since a run, PostgreSQL servers have stored messages (the sequence, left unused by the run, moved) or hold
      // some the migrate never wrote: they are the outbox now, and another SQLite message would take their ids.
      const own = await client.query<{ id: number }>(
        'SELECT id FROM contact_messages WHERE id NOT IN (SELECT id FROM contact_migrated) ORDER BY id',
      );
      if (last.rows[0]?.sequenceUsed || own.rows.length > 0) throw new PostgresInUse(own.rows.map((row) => row.id));
    }
    const conflicts = await client.query<{ id: number }>(
      `SELECT c.id FROM contact_messages c JOIN jsonb_to_recordset($1::jsonb) AS m(${recordType}) ON c.id = m.id
       WHERE ${tuple('c', contentColumns)} IS DISTINCT FROM ${tuple('m', contentColumns)} ORDER BY c.id`,
      [records],
    );
    if (conflicts.rows.length > 0) throw new MigrationConflict(conflicts.rows.map((row) => row.id));
    const columnList = names(movedColumns).join(', ');
    const written = await client.query<{ id: number; inserted: boolean }>(
      `INSERT INTO contact_messages (id, ${columnList}) OVERRIDING SYSTEM VALUE
       SELECT id, ${columnList} FROM jsonb_to_recordset($1::jsonb) AS m(${recordType})
       -- Below the watermark only the messages still there, to update: the others were erased in PostgreSQL.
       WHERE m.id > $2 OR m.id IN (SELECT id FROM contact_messages)
       ON CONFLICT (id) DO UPDATE SET ${names(stateColumns)
         .map((column) => `${column} = EXCLUDED.${column}`)
         .join(', ')}
       -- Only a state exactly as the last run wrote it: anything else a PostgreSQL server did (sent, holds, failed,
       -- interrupted it) is newer than SQLite's and setting it back could send the message twice.
       WHERE ${stateHash('contact_messages')} = (SELECT state_hash FROM contact_migrated WHERE id = contact_messages.id)
         AND ${tuple('contact_messages', stateColumns)} IS DISTINCT FROM ${tuple('EXCLUDED', stateColumns)}
       RETURNING id, (xmax = 0) AS inserted`,
      [records, watermark ?? 0],
    );
    const writtenIds = written.rows.map((row) => row.id);
    await client.query(
      `INSERT INTO contact_migrated (id, state_hash) SELECT id, ${stateHash('contact_messages')} FROM contact_messages WHERE id = ANY($1::integer[])
       ON CONFLICT (id) DO UPDATE SET state_hash = EXCLUDED.state_hash`,
      [writtenIds],
    );
    const highest = Math.max(watermark ?? 0, ...rows.map((row) => row.id));
    await client.query('INSERT INTO contact_migrations (watermark) VALUES ($1)', [highest]);
    // New messages stored on PostgreSQL take the numbers after the moved ones, erased ones included.
    await client.query(
      `SELECT setval(pg_get_serial_sequence('contact_messages', 'id'), GREATEST($1, (SELECT COALESCE(MAX(id), 0) FROM contact_messages)) + 1, false)`,
      [highest],
    );
    const present = await client.query<{ id: number }>('SELECT id FROM contact_messages WHERE id = ANY($1::integer[])', [
      rows.map((row) => row.id),
    ]);
    await client.query('COMMIT');
    const inPostgres = new Set(present.rows.map((row) => row.id));
    const copied = written.rows.filter((row) => row.inserted).map((row) => row.id);
    const updated = written.rows.filter((row) => !row.inserted).map((row) => row.id);
    const touched = new Set(writtenIds);
    const sorted = (ids: number[]) => ids.sort((a, b) => a - b);
    const others = rows.map((row) => row.id).filter((id) => !touched.has(id));
    return {
      copied: sorted(copied),
      updated: sorted(updated),
      unchanged: others.filter((id) => inPostgres.has(id)),
      erased: others.filter((id) => !inPostgres.has(id)),
    };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
    await outbox.close();
  }
}
