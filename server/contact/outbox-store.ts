import { type DeliveryMode, SettingsError } from '../../generator/settings/contact-public-config.ts';
import type { ContactMessage } from '../../schemas/contact.ts';
import { isPostgresUrl } from '../config.ts';
import { type ClaimedMessage, type OutboxMessage, type OutboxStats, openOutbox, readOutbox, requeueMessages } from './outbox.ts';
import { openPostgresOutbox } from './outbox-postgres.ts';
import { openSqlitePersonalData, type PersonalDataStore } from './personal-data.ts';

/**
 * Where the outbox lives (DESIGN.md section 7): a SQLite file (the embedded default, one server) or, with
 * `CONTACT_DB=postgres://...`, a PostgreSQL database that several `site serve` instances share. Both keep the
 * same claim-then-send contract, so the endpoint, the delivery worker and `site messages` use either unchanged.
 */
export interface OutboxStore {
  /** Writes the message durably and returns its id; rejects when it could not be stored. */
  store(message: Omit<ContactMessage, 'recaptchaToken'>, delivery: DeliveryMode, receivedAt?: Date): Promise<number>;
  list(): Promise<OutboxMessage[]>;
  /**
   * Server delivery: takes the oldest pending message that is due, marks it `sending` and counts the attempt,
   * atomically, so no two workers (of this or another instance) ever hold the same message; undefined when none is due.
   */
  claimNext(now?: number): Promise<ClaimedMessage | undefined>;
  /** The attempt succeeded: `sent`, once (only a message this store claimed and still in `sending` moves). */
  markSent(id: number, now?: Date): Promise<boolean>;
  /** The attempt failed: back to `pending` until `retryAt` (ms since epoch), or `failed` when undefined. */
  markFailed(id: number, error: string, retryAt?: number): Promise<boolean>;
  /**
   * Messages whose sender stopped during an attempt become `interrupted` (EmailJS may or may not have them);
   * their ids are returned. SQLite, one server per file: every message in `sending` when this server looks, since
   * its own worker never has one outstanding then. PostgreSQL: those whose claim's lease has run out, so
   * instances that are alive keep theirs.
   */
  interruptSending(): Promise<number[]>;
  /** When the next pending message is due (ms since epoch), or undefined when none waits. */
  nextDue(): Promise<number | undefined>;
  /** Messages per state and the oldest undelivered one's time: the server's readiness and metrics (server/health.ts). */
  stats(): Promise<OutboxStats>;
  close(): Promise<void>;
}

export interface OutboxStoreOptions {
  /**
   * PostgreSQL: how long a claim holds before another instance may declare its sender gone; longer than an
   * attempt can take (server/contact/delivery.ts derives it from the request time limit).
   */
  claimLeaseMs?: number;
  /**
   * Least time between two claims, kept in the outbox: a restarted server keeps the pace of the one before it,
   * and on PostgreSQL the requests of all instances together (EmailJS's limit is per account) keep the worker's
   * pace as one server's would.
   */
  minIntervalMs?: number;
}

/** The outbox the server writes to and delivers from; a SQLite file is created, a PostgreSQL schema created or migrated. */
export async function openOutboxStore(location: string, options: OutboxStoreOptions = {}): Promise<OutboxStore> {
  if (isPostgresUrl(location)) return openPostgresOutbox(location, options);
  const outbox = openOutbox(location, options);
  return {
    store: async (message, delivery, receivedAt) => outbox.store(message, delivery, receivedAt),
    list: async () => outbox.list(),
    claimNext: async (now) => outbox.claimNext(now),
    markSent: async (id, now) => outbox.markSent(id, now),
    markFailed: async (id, error, retryAt) => outbox.markFailed(id, error, retryAt),
    interruptSending: async () => outbox.interruptSending(),
    nextDue: async () => outbox.nextDue(),
    stats: async () => outbox.stats(),
    close: async () => outbox.close(),
  };
}

/**
 * Opens the outbox at `location` with `open`; when it cannot be opened (a password, a host, a folder the process
 * may not write), says so in one line naming `setting` and the outbox without its password, rather than with a
 * driver's stack: a wrong outbox setting is the operator's to fix.
 */
export async function openedOutbox<T>(location: string, setting: string, open: () => T | Promise<T>): Promise<T> {
  try {
    return await open();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // A connection URL that is not a URL is most often a password with @, : or # written as it is.
    const hint =
      isPostgresUrl(location) && !URL.canParse(location)
        ? ' (write characters such as @ : / # % in the user name or password percent-encoded: @ as %40, # as %23)'
        : '';
    throw new SettingsError([`${setting}: the outbox ${outboxLabel(location)} cannot be opened: ${reason}${hint}`]);
  }
}

/** What `site messages` names the outbox setting: the server's, or the command's own flag. */
const commandSetting = 'CONTACT_DB (or --db)';

/** Find, export, erase and purge (server/contact/personal-data.ts) on either store. */
export async function openPersonalDataStore(location: string): Promise<PersonalDataStore> {
  return openedOutbox(location, commandSetting, () =>
    isPostgresUrl(location) ? openPostgresOutbox(location) : openSqlitePersonalData(location),
  );
}

/** Every stored message, for `site messages`; a SQLite outbox that does not exist yet holds nothing (and is not created). */
export async function readMessages(location: string): Promise<OutboxMessage[]> {
  if (!isPostgresUrl(location)) return openedOutbox(location, commandSetting, () => readOutbox(location));
  const outbox = await openedOutbox(location, commandSetting, () => openPostgresOutbox(location));
  try {
    return await outbox.list();
  } finally {
    await outbox.close();
  }
}

/** `site messages retry`'s choice: interrupted ones too, and only the messages with these ids (`--id`). */
export type RequeueOptions = NonNullable<Parameters<typeof requeueMessages>[1]>;

/**
 * `site messages retry`: failed messages (and, when asked, interrupted ones) of server delivery go back to
 * `pending`, due now (only those named, with `ids`); a running server's worker picks them up. Returns their ids.
 */
export async function requeue(location: string, options: RequeueOptions = {}): Promise<number[]> {
  if (!isPostgresUrl(location)) return openedOutbox(location, commandSetting, () => requeueMessages(location, options));
  const outbox = await openedOutbox(location, commandSetting, () => openPostgresOutbox(location));
  try {
    return await outbox.requeue(options);
  } finally {
    await outbox.close();
  }
}

/** The outbox as `site messages` names it: a PostgreSQL URL without its password, which must not reach a terminal or a log. */
export function outboxLabel(location: string): string {
  if (!isPostgresUrl(location)) return location;
  try {
    const url = new URL(location);
    url.password = '';
    return url.toString();
  } catch {
    // Not even the user name is shown: where the URL breaks, the password may be anywhere in it.
    return `${location.slice(0, location.indexOf('://') + 3)}… (a URL that cannot be read)`;
  }
}
