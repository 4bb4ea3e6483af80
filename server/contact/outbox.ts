import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { omit } from 'zod/mini';
import { type DeliveryMode, deliveryModes } from '../../generator/settings/contact-public-config.ts';
import { type ContactMessage, contactMessage } from '../../schemas/contact.ts';

/**
 * Where a message stands. `stored`: kept in the outbox only (delivery none or browser). With server delivery:
 * `pending` (waiting for its next attempt), `sending` (claimed by the worker, an attempt under way), `sent`
 * (EmailJS accepted it; final), `failed` (gave up; `site messages retry` sends it again), `interrupted` (the
 * server stopped during an attempt, so EmailJS may or may not have it: reported at start, never resent on its
 * own; `site messages retry --interrupted` resends it once someone has checked).
 */
export const deliveryStates = ['stored', 'pending', 'sending', 'sent', 'failed', 'interrupted'] as const;

/**
 * A message as the outbox holds it: what the visitor typed (unescaped, validated when accepted), when, and how
 * it is delivered. Read back as plain text, not through today's rules: rules tighten (control characters) and a
 * message accepted before must still list.
 */
const storedFields = Object.keys(omit(contactMessage, { recaptchaToken: true }).shape) as (keyof Omit<ContactMessage, 'recaptchaToken'>)[];
export const outboxMessage = z.object({
  id: z.number().int().positive(),
  receivedAt: z.string(),
  ...(Object.fromEntries(storedFields.map((field) => [field, z.string()])) as Record<(typeof storedFields)[number], z.ZodString>),
  delivery: z.enum(deliveryModes),
  state: z.enum(deliveryStates),
  attempts: z.number().int().nonnegative(),
  lastAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

const schema = `
CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT NOT NULL,
  location TEXT NOT NULL,
  delivery TEXT NOT NULL
)`;

/**
 * When the next request to EmailJS may start (ms since epoch): EmailJS limits the account, so the pace is kept in
 * the outbox, where a restarted server (after a crash or a kill, whose worker's memory is gone) finds it.
 */
const paceSchema = `
CREATE TABLE IF NOT EXISTS delivery_pace (
  singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
  next_at INTEGER NOT NULL
);
INSERT OR IGNORE INTO delivery_pace (singleton, next_at) VALUES (1, 0)`;

/** Delivery columns, added to outboxes written before server delivery existed. */
const deliveryColumns = [
  ['state', "TEXT NOT NULL DEFAULT 'stored'"],
  ['attempts', 'INTEGER NOT NULL DEFAULT 0'],
  ['next_attempt_at', 'INTEGER NOT NULL DEFAULT 0'],
  ['last_attempt_at', 'TEXT'],
  ['last_error', 'TEXT'],
  ['sent_at', 'TEXT'],
] as const;

const selectAll = `SELECT id, received_at AS receivedAt, name, email, phone, message, location, delivery, state, attempts,
  last_attempt_at AS lastAttemptAt, last_error AS lastError, sent_at AS sentAt FROM messages ORDER BY id`;

/** A message claimed for one attempt: its fields and the number of this attempt. */
export const claimedMessage = outboxMessage.pick({
  id: true,
  name: true,
  email: true,
  phone: true,
  message: true,
  location: true,
  attempts: true,
});
export type ClaimedMessage = z.infer<typeof claimedMessage>;
/** The columns a claim returns, named as the claimed message's fields. */
export const claimedColumns = Object.keys(claimedMessage.shape);

/** The columns a new message is written to: when it was received, then `newMessageValues`. */
export const newMessageColumns = ['received_at', 'name', 'email', 'phone', 'message', 'location', 'delivery', 'state'] as const;

/** What a new message writes after its time of receipt: to be sent by the server, it waits as `pending`. */
export function newMessageValues(message: Omit<ContactMessage, 'recaptchaToken'>, delivery: DeliveryMode): string[] {
  const { name, email, phone, message: text, location } = message;
  return [name, email, phone, text, location, delivery, delivery === 'server' ? 'pending' : 'stored'];
}

export interface Outbox {
  /** Writes the message durably and returns its id; throws when it could not be stored. */
  store(message: Omit<ContactMessage, 'recaptchaToken'>, delivery: DeliveryMode, receivedAt?: Date): number;
  list(): OutboxMessage[];
  /**
   * Server delivery: takes the oldest pending message that is due, marks it `sending` and counts the attempt,
   * in one statement, so no two workers ever hold the same message; undefined when none is due.
   */
  claimNext(now?: number): ClaimedMessage | undefined;
  /** The attempt succeeded: `sent`, once (only a message in `sending` moves). */
  markSent(id: number, now?: Date): boolean;
  /** The attempt failed: back to `pending` until `retryAt` (ms since epoch), or `failed` when undefined. */
  markFailed(id: number, error: string, retryAt?: number): boolean;
  /** At start: messages left in `sending` by a stopped server become `interrupted`; their ids are returned. */
  interruptSending(): number[];
  /** When the next pending message is due (ms since epoch, the pace included), or undefined when none waits. */
  nextDue(): number | undefined;
  /** How many messages are in each state, and when the oldest one not delivered yet was received. */
  stats(): OutboxStats;
  close(): void;
}

type DeliveryState = (typeof deliveryStates)[number];
/** The states in which a message has reached whoever reads it, so its retention clock runs. */
export const deliveredStates = ['sent', 'stored'] as const satisfies readonly DeliveryState[];

export interface OutboxStats {
  messages: Record<DeliveryState, number>;
  /** When the oldest message still to be delivered (pending, sending, failed, interrupted) was received (ms since epoch). */
  oldestUndeliveredAt: number | undefined;
}

/** The stats of an outbox from its per-state counts and oldest undelivered time, as either store reads them. */
export function outboxStats(rows: { state: string; count: number }[], oldestUndelivered: string | Date | null | undefined): OutboxStats {
  const messages = Object.fromEntries(deliveryStates.map((state) => [state, 0])) as Record<DeliveryState, number>;
  for (const row of rows) if ((deliveryStates as readonly string[]).includes(row.state)) messages[row.state as DeliveryState] = row.count;
  const oldest = oldestUndelivered ? new Date(oldestUndelivered).getTime() : undefined;
  return { messages, oldestUndeliveredAt: oldest };
}

/**
 * The outbox the server writes to: created with its folder when missing. `minIntervalMs`: least time between two
 * claims (the worker's pace towards EmailJS), kept in the file so that it holds across a restart.
 */
export function openOutbox(file: string, { minIntervalMs = 0 }: { minIntervalMs?: number } = {}): Outbox {
  if (file !== ':memory:') {
    mkdirSync(path.dirname(file), { recursive: true });
    // Visitors' messages are readable by the server's user only; SQLite gives its -wal and -shm files the same mode.
    closeSync(openSync(file, 'a', 0o600));
  }
  const db = new DatabaseSync(file);
  db.exec('PRAGMA busy_timeout = 5000');
  if (file !== ':memory:') whileLocked(() => db.exec('PRAGMA journal_mode = WAL'));
  // An accepted message is answered only once it is on disk.
  db.exec('PRAGMA synchronous = FULL');
  // Rows rewritten or deleted leave no copy of a person's data in freed space (server/contact/personal-data.ts).
  db.exec('PRAGMA secure_delete = ON');
  whileLocked(() => prepareTables(db));
  const insert = db.prepare(
    `INSERT INTO messages (${newMessageColumns.join(', ')}) VALUES (${newMessageColumns.map(() => '?').join(', ')})`,
  );
  const claim = db.prepare(`UPDATE messages SET state = 'sending', attempts = attempts + 1, last_attempt_at = ?
    WHERE id = (SELECT id FROM messages WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT 1)
    RETURNING ${claimedColumns.join(', ')}`);
  const sent = db.prepare(`UPDATE messages SET state = 'sent', sent_at = ?, last_error = NULL WHERE id = ? AND state = 'sending'`);
  const failed = db.prepare(`UPDATE messages SET state = ?, last_error = ?, next_attempt_at = ? WHERE id = ? AND state = 'sending'`);
  const interrupt = db.prepare(`UPDATE messages SET state = 'interrupted', last_error = 'the server stopped during an attempt'
    WHERE state = 'sending' RETURNING id`);
  const due = db.prepare(`SELECT MIN(next_attempt_at) AS due FROM messages WHERE state = 'pending'`);
  const paceNext = db.prepare('SELECT next_at AS next FROM delivery_pace');
  // A claim holds the next request back one interval; recording the outcome moves that to one interval after the
  // request ended (as PostgreSQL's shared pace, server/contact/outbox-postgres.ts). Set, not raised to the larger:
  // a time further ahead than one interval was written before the system clock went back, and would hold every
  // delivery until the clock caught up with it.
  const paceFrom = db.prepare('UPDATE delivery_pace SET next_at = ?');
  const counts = db.prepare('SELECT state, COUNT(*) AS count FROM messages GROUP BY state');
  const oldest = db.prepare(
    `SELECT MIN(received_at) AS oldest FROM messages WHERE state NOT IN (${deliveredStates.map(() => '?').join(', ')})`,
  );
  /** When the pace lets the next request go; further than one interval ahead of `now`, the clock went back: now. */
  const nextAllowed = (now: number) => {
    const next = Number(paceNext.get()?.next ?? 0);
    return next > now + minIntervalMs ? now : next;
  };
  const marked = (changes: number | bigint) => {
    if (Number(changes) === 1) paceFrom.run(Date.now() + minIntervalMs);
    return Number(changes) === 1;
  };
  return {
    store(message, delivery, receivedAt = new Date()) {
      const result = insert.run(receivedAt.toISOString(), ...newMessageValues(message, delivery));
      return Number(result.lastInsertRowid);
    },
    list: () => readAll(db),
    claimNext(now = Date.now()) {
      return inWriteTransaction(db, () => {
        if (nextAllowed(now) > now) return undefined;
        // all(), not get(): a RETURNING statement holds its write transaction until it has run to completion.
        const [row] = claim.all(new Date(now).toISOString(), now);
        if (!row) return undefined;
        paceFrom.run(now + minIntervalMs);
        return claimedMessage.parse(row);
      });
    },
    markSent: (id, now = new Date()) => inWriteTransaction(db, () => marked(sent.run(now.toISOString(), id).changes)),
    markFailed: (id, error, retryAt) =>
      inWriteTransaction(db, () =>
        marked(failed.run(retryAt === undefined ? 'failed' : 'pending', error.slice(0, 500), retryAt ?? 0, id).changes),
      ),
    interruptSending: () => interrupt.all().map((row) => Number(row.id)),
    nextDue() {
      const value = due.get()?.due;
      return typeof value === 'number' ? Math.max(value, nextAllowed(Date.now())) : undefined;
    },
    stats: () =>
      outboxStats(
        counts.all().map((row) => ({ state: String(row.state), count: Number(row.count) })),
        oldest.get(...deliveredStates)?.oldest as string | null | undefined,
      ),
    close: () => db.close(),
  };
}

/** One write transaction, taken at once, so that its reads and writes are one step for every connection. */
function inWriteTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * Runs `work` again while SQLite answers "database is locked" at once: servers opening a new file at the same moment
 * each switch it to WAL and create its tables, and where two would wait on each other SQLite tells one of them at
 * once rather than after the busy timeout. A short pause, then the next attempt, for about two seconds.
 */
function whileLocked<T>(work: () => T): T {
  for (let attempt = 1; ; attempt++) {
    try {
      return work();
    } catch (error) {
      const locked = error instanceof Error && /database is locked/.test(error.message);
      if (!locked || attempt === 100) throw error;
      Atomics.wait(pauseCell, 0, 0, 20);
    }
  }
}
const pauseCell = new Int32Array(new SharedArrayBuffer(4));

/**
 * Creates the tables, or adds the columns an older outbox lacks, in one write transaction: a server and
 * `site messages` (or two servers) opening a new file at the same moment would otherwise both see a column
 * missing and the second fail to add it.
 */
function prepareTables(db: DatabaseSync): void {
  inWriteTransaction(db, () => {
    db.exec(schema);
    migrate(db);
    db.exec(paceSchema);
  });
}

function migrate(db: DatabaseSync): void {
  const existing = new Set(
    db
      .prepare('PRAGMA table_info(messages)')
      .all()
      .map((column) => String(column.name)),
  );
  for (const [name, definition] of deliveryColumns) {
    if (!existing.has(name)) db.exec(`ALTER TABLE messages ADD COLUMN ${name} ${definition}`);
  }
}

/**
 * `site messages retry`: failed messages (and, when asked, interrupted ones) of server delivery go back to
 * `pending`, due now, with a whole new round of attempts and backoff (a message that failed through an EmailJS
 * outage would otherwise have one attempt left); the running server's worker picks them up. Returns their ids.
 */
export function requeueMessages(
  file: string,
  { interrupted = false, ids }: { interrupted?: boolean; ids?: readonly number[] } = {},
): number[] {
  if (file !== ':memory:' && !existsSync(file)) return [];
  const db = new DatabaseSync(file);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    whileLocked(() => prepareTables(db));
    const states = interrupted ? "('failed', 'interrupted')" : "('failed')";
    // Only the messages the operator named, when named (after checking EmailJS's history): never one more.
    const chosen = ids ? `AND id IN (${ids.map(() => '?').join(', ')})` : '';
    return db
      .prepare(
        `UPDATE messages SET state = 'pending', next_attempt_at = 0, attempts = 0 WHERE delivery = 'server' AND state IN ${states} ${chosen} RETURNING id`,
      )
      .all(...(ids ?? []))
      .map((row) => Number(row.id))
      .sort((a, b) => a - b);
  } finally {
    db.close();
  }
}

/** Every stored message, for `site messages`; an outbox that does not exist yet holds nothing. */
export function readOutbox(file: string): OutboxMessage[] {
  if (file !== ':memory:' && !existsSync(file)) return [];
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'messages'").get();
    if (!table) return [];
    const columns = new Set(
      db
        .prepare('PRAGMA table_info(messages)')
        .all()
        .map((column) => String(column.name)),
    );
    // An outbox from before server delivery (read-only here): every message was simply stored.
    if (!columns.has('state')) {
      const legacy = `SELECT id, received_at AS receivedAt, name, email, phone, message, location, delivery, 'stored' AS state,
        0 AS attempts, NULL AS lastAttemptAt, NULL AS lastError, NULL AS sentAt FROM messages ORDER BY id`;
      return z.array(outboxMessage).parse(db.prepare(legacy).all());
    }
    return readAll(db);
  } finally {
    db.close();
  }
}

function readAll(db: DatabaseSync): OutboxMessage[] {
  return z.array(outboxMessage).parse(db.prepare(selectAll).all());
}
