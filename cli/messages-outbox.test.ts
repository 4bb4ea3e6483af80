import { statSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openOutbox, readOutbox } from '../server/contact/outbox.ts';
import { openPostgresOutbox } from '../server/contact/outbox-postgres.ts';
import { type PostgresCluster, startPostgres } from '../tests/support/postgres-cluster.ts';
import { outboxCommand } from './messages-outbox.ts';

/** What SQLite's online backup found at its destination when it began: the mode a reader would see during the copy. */
const backupTargets = vi.hoisted((): { path: string; mode: number | undefined }[] => []);
vi.mock('node:sqlite', async (original) => {
  const sqlite = await original<typeof import('node:sqlite')>();
  return {
    ...sqlite,
    backup: (source: DatabaseSync, destination: string, ...rest: [object?]) => {
      let mode: number | undefined;
      try {
        mode = statSync(destination).mode & 0o777;
      } catch {
        mode = undefined;
      }
      backupTargets.push({ path: String(destination), mode });
      return sqlite.backup(source, destination, ...rest);
    },
  };
});

/** `site messages backup` (SQLite's online backup) and `site messages migrate` (SQLite to PostgreSQL). */

let folder: string;
let db: string;
let cluster: PostgresCluster;

beforeAll(async () => {
  cluster = await startPostgres();
}, 30_000);
afterAll(async () => {
  await cluster?.stop();
});
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'site-messages-outbox-'));
  db = path.join(folder, 'contact-outbox.sqlite');
  return () => rm(folder, { recursive: true, force: true });
});

const message = (n: number) => ({
  name: 'Rosa Quishpe',
  email: `rosa.quishpe+${n}@ecuapetrol.ec`,
  phone: '+593 2 255 0143',
  message: `Solicitud ${n}: mantenimiento preventivo de los rectificadores de la estación Lago Agrio.`,
  location: 'quito-matriz',
});

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await outboxCommand(argv, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    env: { CONTACT_DB: db },
  });
  return { code, stdout, stderr };
}

describe('site messages backup', () => {
  it('copies the outbox consistently while the server writes to it, and the copy restores every message', async () => {
    const outbox = openOutbox(db);
    for (let n = 1; n <= 200; n++) outbox.store(message(n), 'server');
    // The server goes on writing during the backup: another connection, as the running server's.
    let writes = 0;
    const writing = setInterval(() => {
      outbox.store(message(1000 + writes), 'server');
      writes++;
    }, 1);
    const backupFile = path.join(folder, 'backup.sqlite');
    const result = await run('backup', '--out', backupFile).finally(() => clearInterval(writing));
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(writes, 'the server wrote while the backup ran').toBeGreaterThan(0);
    expect(result.stdout).toMatch(/message\(s\) of .* backed up to .*backup\.sqlite \(integrity checked\)/);
    expect((await stat(backupFile)).mode & 0o777).toBe(0o600);

    // Restored as DEPLOY.md says: copied over the outbox file of a stopped server.
    const restored = path.join(folder, 'restored', 'contact-outbox.sqlite');
    await mkdir(path.dirname(restored));
    await copyFile(backupFile, restored);
    const copy = new DatabaseSync(restored);
    expect(copy.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    copy.close();
    const source = outbox.list();
    outbox.close();
    const restoredMessages = readOutbox(restored);
    // One state of the file: the first N messages of the source, each exactly as stored, none half-written.
    expect(restoredMessages.length).toBeGreaterThanOrEqual(200);
    expect(restoredMessages).toEqual(source.slice(0, restoredMessages.length));
    expect(Number(/^(\d+) message/.exec(result.stdout)?.[1])).toBe(restoredMessages.length);
  });

  it('refuses to write the backup over the outbox itself, however --out names it', async () => {
    const outbox = openOutbox(db);
    outbox.store(message(1), 'server');
    await symlink(db, path.join(folder, 'link.sqlite'));
    for (const out of [db, path.join(folder, 'link.sqlite'), path.join(folder, '..', path.basename(folder), 'contact-outbox.sqlite')]) {
      const result = await run('backup', '--out', out);
      expect(result).toMatchObject({ code: 1, stdout: '' });
      expect(result.stderr).toContain('is the outbox itself');
    }
    expect(outbox.list().map((row) => row.email)).toEqual([message(1).email]);
    outbox.close();
  });

  it('creates the copy readable by its owner only from its first byte', async () => {
    const outbox = openOutbox(db);
    outbox.store(message(1), 'server');
    outbox.close();
    const backupFile = path.join(folder, 'backup.sqlite');
    backupTargets.length = 0;
    const previous = process.umask(0o022);
    try {
      expect(await run('backup', '--out', backupFile)).toMatchObject({ code: 0, stderr: '' });
    } finally {
      process.umask(previous);
    }
    // The file SQLite wrote the messages into already existed, owner-only, when it began.
    expect(backupTargets).toEqual([{ path: expect.stringContaining('backup.sqlite.partial-'), mode: 0o600 }]);
    expect((await stat(backupFile)).mode & 0o777).toBe(0o600);
    // The outbox the server made is its user's alone too.
    expect((await stat(db)).mode & 0o077).toBe(0);
  });

  it('makes the folder of the backup on its first night', async () => {
    const outbox = openOutbox(db);
    outbox.store(message(1), 'server');
    outbox.close();
    const backupFile = path.join(folder, 'backups', 'nightly', 'outbox.sqlite');
    expect(await run('backup', '--out', backupFile)).toMatchObject({ code: 0, stderr: '' });
    expect((await stat(backupFile)).mode & 0o777).toBe(0o600);
  });

  it('names a missing outbox and refuses a PostgreSQL one', async () => {
    expect(await run('backup', '--out', path.join(folder, 'b.sqlite'))).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('no outbox'),
    });
    const onPostgres = await outboxCommand(['backup', '--out', 'b.sqlite'], {
      stdout: () => undefined,
      stderr: (text) => expect(text).toContain('pg_dump'),
      env: { CONTACT_DB: 'postgres://site:secret@127.0.0.1/x' },
    });
    expect(onPostgres).toBe(2);
  });
});

describe('site messages migrate', () => {
  it('moves every message with its id and state; a second run copies what arrived since and never a message twice', async () => {
    const outbox = openOutbox(db);
    const stored = outbox.store(message(1), 'none', new Date('2026-02-01T10:00:00Z'));
    const sent = outbox.store(message(2), 'server', new Date('2026-02-02T10:00:00Z'));
    const failed = outbox.store(message(3), 'server');
    const sending = outbox.store(message(4), 'server');
    const pending = outbox.store(message(5), 'server');
    outbox.claimNext();
    outbox.markSent(sent, new Date('2026-02-02T10:00:05Z'));
    outbox.claimNext();
    outbox.markFailed(failed, 'EmailJS answered 400');
    outbox.claimNext();
    const url = await cluster.createDatabase();

    const first = await run('migrate', '--to', url);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toContain('5 message(s) copied');

    const postgres = await openPostgresOutbox(url);
    try {
      const byId = new Map((await postgres.list()).map((row) => [row.id, row]));
      const sqlite = new Map(outbox.list().map((row) => [row.id, row]));
      expect([...byId.keys()]).toEqual([stored, sent, failed, sending, pending]);
      for (const id of [stored, sent, failed, pending]) expect(byId.get(id)).toEqual(sqlite.get(id));
      // No instance holds it on PostgreSQL: it is reported as interrupted rather than left in `sending` for ever.
      expect(byId.get(sending)).toMatchObject({ state: 'interrupted', attempts: 1, email: message(4).email });

      // The SQLite server goes on until it is stopped: a new message, and the pending one sent.
      const late = outbox.store(message(6), 'server');
      expect(outbox.claimNext()?.id).toBe(pending);
      outbox.markSent(pending);
      const second = await run('migrate', '--to', url);
      expect(second.stdout).toContain('1 message(s) copied');
      expect(second.stdout).toContain('1 brought up to date');
      const third = await run('migrate', '--to', url);
      expect(third.stdout).toContain('0 message(s) copied');
      expect(third.stdout).toContain('0 brought up to date, 6 already there');

      const moved = await postgres.list();
      expect(moved.map((row) => row.id)).toEqual([stored, sent, failed, sending, pending, late]);
      expect(moved.find((row) => row.id === pending)?.state).toBe('sent');
      // New messages on PostgreSQL are numbered after the moved ones.
      expect(await postgres.store(message(7), 'server')).toBe(late + 1);
    } finally {
      await postgres.close();
      outbox.close();
    }
  });

  it('never brings back a message erased in PostgreSQL, nor sets back a state a PostgreSQL server changed', async () => {
    const outbox = openOutbox(db);
    const erased = outbox.store(message(1), 'server');
    const failedThere = outbox.store(message(2), 'server');
    const interruptedThere = outbox.store(message(3), 'server');
    const url = await cluster.createDatabase();
    expect(await run('migrate', '--to', url)).toMatchObject({ code: 0, stderr: '' });
    const postgres = await openPostgresOutbox(url);
    try {
      // The person's request on PostgreSQL (site messages delete --email), and states a PostgreSQL server wrote.
      expect(await postgres.deleteByEmail(message(1).email)).toEqual([erased]);
      await postgres.pool.query(
        `UPDATE contact_messages SET state = 'failed', attempts = 1, last_error = 'EmailJS answered 400' WHERE id = $1`,
        [failedThere],
      );
      await postgres.pool.query(`UPDATE contact_messages SET state = 'interrupted', attempts = 1 WHERE id = $1`, [interruptedThere]);
      // SQLite changed too (a retry queued), which alone would be brought over.
      outbox.claimNext();
      outbox.markFailed(erased, 'EmailJS answered 500');

      const again = await run('migrate', '--to', url);
      expect(again).toMatchObject({ code: 0, stderr: '' });
      expect(again.stdout).toContain('0 message(s) copied');
      expect(again.stdout).toContain('1 erased in PostgreSQL since and not brought back');
      const moved = await postgres.list();
      expect(moved.map((row) => [row.id, row.state])).toEqual([
        [failedThere, 'failed'],
        [interruptedThere, 'interrupted'],
      ]);
    } finally {
      await postgres.close();
      outbox.close();
    }
  });

  it('refuses once PostgreSQL servers have stored messages of their own', async () => {
    const outbox = openOutbox(db);
    outbox.store(message(1), 'none');
    const url = await cluster.createDatabase();
    expect(await run('migrate', '--to', url)).toMatchObject({ code: 0 });
    const postgres = await openPostgresOutbox(url);
    try {
      const own = await postgres.store(message(8), 'none');
      outbox.store(message(2), 'none');
      const result = await run('migrate', '--to', url);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `Nothing was copied: PostgreSQL servers have stored messages of their own since the last migrate (#${own})`,
      );
      expect((await postgres.list()).map((row) => row.email)).toEqual([message(1).email, message(8).email]);
    } finally {
      await postgres.close();
      outbox.close();
    }
  });

  it('writes nothing when PostgreSQL holds other messages under the same ids', async () => {
    const outbox = openOutbox(db);
    outbox.store(message(1), 'none');
    outbox.store(message(2), 'none');
    outbox.close();
    const url = await cluster.createDatabase();
    const postgres = await openPostgresOutbox(url);
    try {
      await postgres.store(message(9), 'none');
      const result = await run('migrate', '--to', url);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Nothing was copied: PostgreSQL already holds other messages under the ids #1');
      expect((await postgres.list()).map((row) => row.email)).toEqual([message(9).email]);
    } finally {
      await postgres.close();
    }
  });
});
