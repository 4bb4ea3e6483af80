import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { deliveredStates, type OutboxMessage, outboxMessage } from './outbox.ts';

/**
 * What the outbox does for privacy law (LOPDP in Ecuador, Ley 29733 in Peru, LGPD in Brazil): find, export and
 * erase one person's messages on their request, and purge messages once the retention period has passed.
 * Every operation is asynchronous so that another store (PostgreSQL) implements the same interface; the SQLite
 * one below is the embedded default.
 */
export interface PersonalDataStore {
  /** Every message sent from this e-mail address (compared without case and surrounding spaces), oldest first. */
  findByEmail(email: string): Promise<OutboxMessage[]>;
  /** Erases every message sent from this address, leaving no copy of its text in the store; returns their ids. */
  deleteByEmail(email: string): Promise<number[]>;
  /**
   * Erases every delivered message older than the retention: `sent` ones whose delivery is older than `before`,
   * and `stored` ones (delivery none or browser: the outbox is where they are read) received before it. Messages
   * still on their way (pending, sending, failed, interrupted) are never purged: deleting them would lose a
   * message the visitor was told had been received. Returns the purged ids.
   */
  purgeDelivered(before: Date): Promise<number[]>;
  /** Messages on their way that are older than `before` (kept by the purge, so an operator settles them). */
  undeliveredBefore(before: Date): Promise<number[]>;
  close(): Promise<void>;
}

/**
 * Stored rows are read as text, not checked again against the contact rules: the rules may have changed since a
 * message was accepted, and a person's request must still find and erase it.
 */
const storedMessage = outboxMessage.extend({ name: z.string(), email: z.string(), phone: z.string(), message: z.string() });

const columns = `id, received_at AS receivedAt, name, email, phone, message, location, delivery, state, attempts,
  last_attempt_at AS lastAttemptAt, last_error AS lastError, sent_at AS sentAt`;
const sameEmail = 'lower(trim(email)) = lower(trim(?))';
// A `sent` message's clock starts at delivery; a `stored` one was handed over when it was received.
const deliveredBefore = `(state = 'sent' AND COALESCE(sent_at, received_at) < ?) OR (state = 'stored' AND received_at < ?)`;

/**
 * The SQLite outbox's side of PersonalDataStore. Deleting is made physical: `secure_delete` overwrites the freed
 * bytes, a VACUUM rewrites the file without free pages, and a truncating WAL checkpoint empties the write-ahead
 * log, so no copy of the erased text survives in the database files. An outbox that does not exist holds nothing.
 */
export function openSqlitePersonalData(file: string): PersonalDataStore {
  const db = file !== ':memory:' && !existsSync(file) ? undefined : new DatabaseSync(file);
  db?.exec('PRAGMA busy_timeout = 5000');
  db?.exec('PRAGMA secure_delete = ON');
  const hasMessages = () => db?.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'messages'").get() !== undefined;
  const erase = (where: string, ...values: string[]): number[] => {
    if (!db || !hasMessages()) return [];
    const ids = db
      .prepare(`DELETE FROM messages WHERE ${where} RETURNING id`)
      .all(...values)
      .map((row) => Number(row.id))
      .sort((a, b) => a - b);
    if (ids.length > 0) scrubFreedSpace(db, file);
    return ids;
  };
  const idsOf = (rows: Record<string, unknown>[]) => rows.map((row) => Number(row.id));
  return {
    async findByEmail(email) {
      if (!db || !hasMessages()) return [];
      return z.array(storedMessage).parse(db.prepare(`SELECT ${columns} FROM messages WHERE ${sameEmail} ORDER BY id`).all(email));
    },
    deleteByEmail: async (email) => erase(sameEmail, email),
    purgeDelivered: async (before) => erase(deliveredBefore, before.toISOString(), before.toISOString()),
    async undeliveredBefore(before) {
      if (!db || !hasMessages()) return [];
      const placeholders = deliveredStates.map(() => '?').join(', ');
      return idsOf(
        db
          .prepare(`SELECT id FROM messages WHERE state NOT IN (${placeholders}) AND received_at < ? ORDER BY id`)
          .all(...deliveredStates, before.toISOString()),
      );
    },
    close: async () => db?.close(),
  };
}

/**
 * After an erasure: VACUUM rebuilds the file from live rows only (freed pages and slack inside pages go), then
 * the write-ahead log, which still holds the old page images, is checkpointed and truncated to nothing. Both
 * wait for other connections (busy_timeout); if a reader of the running server holds the log, the checkpoint
 * leaves it for that server's next checkpoint, and secure_delete has already zeroed the rows in the new pages.
 */
function scrubFreedSpace(db: DatabaseSync, file: string): void {
  if (file === ':memory:') return;
  db.exec('VACUUM');
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
}
