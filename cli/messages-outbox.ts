import { mkdir, open, realpath, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { isPostgresUrl, loadOutboxFile } from '../server/config.ts';
import { MigrationConflict, migrateToPostgres, PostgresInUse } from '../server/contact/outbox-migrate.ts';
import { outboxLabel } from '../server/contact/outbox-store.ts';
import { type CommandIo, parseCommand, processIo } from './command-io.ts';
import { missingOutbox } from './missing-outbox.ts';

const usageOf = (program: string) => `Usage: ${program} messages backup --out FILE [--db FILE]
       ${program} messages migrate --to postgres://USER:PASSWORD@HOST:PORT/DB [--db FILE]
  backup   a consistent copy of the SQLite outbox while the server runs (SQLite's online backup), checked and
           readable by you only; restore it by copying it over CONTACT_DB with the server stopped
  migrate  copies every message of the SQLite outbox, with its id and delivery state, into the PostgreSQL outbox
           (created if needed); run it again after stopping the SQLite server: it copies what arrived since and
           state changes, never a message twice, never one erased in PostgreSQL since, never over a state a
           PostgreSQL server changed. Once PostgreSQL servers have stored messages it refuses: the SQLite file is
           retired after the final run (it is only read).
  --db     the SQLite outbox (default: CONTACT_DB, else data/contact-outbox.sqlite)
`;

const options = {
  out: { type: 'string' },
  to: { type: 'string' },
  db: { type: 'string' },
} as const;

/** `site messages backup` and `site messages migrate`: the outbox file itself, not the messages in it. */
export async function outboxCommand(argv: string[], io: CommandIo = processIo): Promise<number> {
  const program = io.program ?? 'site';
  const usage = usageOf(program);
  const parsed = parseCommand(argv, options, usage, io);
  if (typeof parsed === 'number') return parsed;
  const { values, action, extra } = parsed;
  if (extra.length > 0) {
    io.stderr(`Unexpected '${extra.join(' ')}'.\n\n${usage}`);
    return 2;
  }
  const file = values.db ?? loadOutboxFile(io.env ?? process.env);
  if (isPostgresUrl(file) || file === ':memory:') {
    io.stderr(
      `${program} messages ${action} reads a SQLite outbox file, not ${outboxLabel(file)}${isPostgresUrl(file) ? ' (back PostgreSQL up with pg_dump: DEPLOY.md)' : ''}.\n`,
    );
    return 2;
  }
  const missing = missingOutbox(file);
  if (missing) {
    io.stderr(`${missing}\n`);
    return 1;
  }
  if (action === 'backup') {
    if (!values.out) {
      io.stderr(`${program} messages backup needs --out FILE.\n\n${usage}`);
      return 2;
    }
    if (await sameFile(file, values.out)) {
      io.stderr(`--out ${values.out} is the outbox itself: a backup there would replace the live messages. Write it elsewhere.\n`);
      return 1;
    }
    const count = await backupOutbox(file, path.resolve(values.out));
    io.stdout(`${count} message(s) of ${file} backed up to ${path.resolve(values.out)} (integrity checked).\n`);
    return 0;
  }
  if (!values.to || !isPostgresUrl(values.to)) {
    io.stderr(`${program} messages migrate needs --to postgres://USER:PASSWORD@HOST:PORT/DB.\n\n${usage}`);
    return 2;
  }
  try {
    const { copied, updated, unchanged, erased } = await migrateToPostgres(file, values.to);
    io.stdout(
      `${copied.length} message(s) copied from ${file} to ${outboxLabel(values.to)}, ${updated.length} brought up to date, ${unchanged.length} already there${erased.length > 0 ? `, ${erased.length} erased in PostgreSQL since and not brought back` : ''}.\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof MigrationConflict) {
      io.stderr(
        `Nothing was copied: ${error.message}. Migrate into an empty database (or the one an earlier migrate of this file wrote).\n`,
      );
      return 1;
    }
    if (error instanceof PostgresInUse) {
      io.stderr(`Nothing was copied: ${error.message}. Keep the SQLite file only as an archive (or erase it).\n`);
      return 1;
    }
    throw error;
  }
}

/** Whether `target` names the outbox `file` (through links, `..` or another spelling): its real path is the file's. */
async function sameFile(file: string, target: string): Promise<boolean> {
  const real = (where: string) => realpath(where).catch(() => undefined);
  const [outbox, out] = await Promise.all([real(file), real(target)]);
  return outbox !== undefined && outbox === out;
}

/**
 * SQLite's online backup copies the database page by page through its own connection, so the copy is one
 * consistent state of the file even while the server writes (a write during the copy restarts it), unlike a
 * `cp` of the file and its write-ahead log. Written beside the target and renamed, so a failed backup never
 * leaves a half file under the target's name; readable by the owner only, as it holds personal data.
 */
async function backupOutbox(file: string, target: string): Promise<number> {
  const partial = `${target}.partial-${process.pid}`;
  const source = new DatabaseSync(file, { readOnly: true });
  try {
    source.exec('PRAGMA busy_timeout = 5000');
    // Created readable by its owner only before SQLite writes a byte of personal data into it (the backup keeps
    // an existing file's mode, as do the journal files SQLite makes beside it).
    // The nightly job's folder may not exist on its first run.
    await mkdir(path.dirname(partial), { recursive: true, mode: 0o700 });
    await (await open(partial, 'wx', 0o600)).close();
    await backup(source, partial);
    const copy = new DatabaseSync(partial);
    try {
      const check = copy.prepare('PRAGMA integrity_check').get();
      if (check?.integrity_check !== 'ok') throw new Error(`the backup failed its integrity check: ${JSON.stringify(check)}`);
      // A copy made while the server writes in WAL mode is in WAL mode too: one file is what an operator keeps.
      copy.exec('PRAGMA journal_mode = DELETE');
      const hasMessages = copy.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'messages'").get();
      const count = hasMessages ? Number(copy.prepare('SELECT COUNT(*) AS count FROM messages').get()?.count) : 0;
      copy.close();
      await rename(partial, target);
      return count;
    } finally {
      if (copy.isOpen) copy.close();
    }
  } finally {
    source.close();
    await rm(partial, { force: true });
  }
}
