import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresOutbox } from '../server/contact/outbox-postgres.ts';
import { type PostgresCluster, startPostgres } from '../tests/support/postgres-cluster.ts';
import { messagesCommand } from './messages.ts';
import { personalDataCommand } from './messages-privacy.ts';

/** `site messages` on a PostgreSQL outbox (CONTACT_DB=postgres://...): the same commands as on SQLite. */

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgres();
}, 30_000);
afterAll(async () => {
  await cluster?.stop();
});

const person = {
  name: 'João Batista Nogueira',
  email: 'joao.nogueira@petro-norte.com.br',
  phone: '+55 21 3971 4420',
  message: 'Gostaria de uma proposta de manutenção para os inversores da plataforma.',
  location: 'rio',
};
const other = {
  ...person,
  name: 'Lucía Paredes',
  email: 'lucia@andes-energia.ec',
  phone: '+593 4 238 1190',
  message: 'Consulta sobre UPS.',
};

/** A database of its own, its URL carrying a password (the cluster trusts local connections, so any works). */
async function database(): Promise<string> {
  const url = new URL(await cluster.createDatabase());
  url.password = 'hunter2-secret';
  return url.toString();
}

async function run(command: typeof messagesCommand, url: string, ...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await command(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), env: { CONTACT_DB: url } });
  return { code, stdout, stderr };
}

/** Every byte of the database's own files (tables, indexes, TOAST) after a checkpoint wrote them out. */
async function databaseFiles(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
    const { rows } = await client.query<{ oid: number }>('SELECT oid FROM pg_database WHERE datname = current_database()');
    const folder = path.join(cluster.dataDir, 'base', String(rows[0]?.oid));
    return readdirSync(folder)
      .map((file) => readFileSync(path.join(folder, file)).toString('latin1'))
      .join('');
  } finally {
    await client.end();
  }
}
const latin1 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

describe('site messages on PostgreSQL', () => {
  it('lists, exports and retries, naming the database without its password', async () => {
    const url = await database();
    const outbox = await openPostgresOutbox(url, { claimLeaseMs: 1 });
    await outbox.store(other, 'none', new Date('2026-03-01T10:00:00Z'));
    const sent = await outbox.store(person, 'server');
    const failed = await outbox.store(person, 'server');
    const interrupted = await outbox.store(person, 'server');
    for (let i = 0; i < 3; i++) await outbox.claimNext();
    await outbox.markSent(sent);
    await outbox.markFailed(failed, 'EmailJS answered 403: forbidden');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await outbox.interruptSending()).toEqual([interrupted]);
    await outbox.close();

    const listed = await run(messagesCommand, url, 'list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(
      '#1  2026-03-01T10:00:00.000Z  Lucía Paredes <lucia@andes-energia.ec>  +593 4 238 1190  [rio, none]  stored',
    );
    expect(listed.stdout).toMatch(/\[rio, server\] {2}sent, 1 attempt\n/);
    expect(listed.stdout).toMatch(/\[rio, server\] {2}failed, 1 attempt \(last error: EmailJS answered 403: forbidden\)/);
    expect(listed.stdout).toMatch(/\[rio, server\] {2}interrupted, 1 attempt \(last error: the instance .+ stopped during an attempt/);
    expect(listed.stdout).toMatch(/4 message\(s\) in postgres:\/\/site@127\.0\.0\.1:\d+\/site_\d+\n$/);
    expect(listed.stdout).not.toContain('hunter2');

    const exported = JSON.parse((await run(messagesCommand, url, 'export')).stdout);
    expect(exported[0]).toEqual({
      id: 1,
      receivedAt: '2026-03-01T10:00:00.000Z',
      ...other,
      delivery: 'none',
      state: 'stored',
      attempts: 0,
      lastAttemptAt: null,
      lastError: null,
      sentAt: null,
    });

    // `--id`: only the messages named (EmailJS's history shows which never arrived), and never a sent one.
    expect((await run(messagesCommand, url, 'retry', '--id', String(sent))).code).toBe(1);
    const byId = await run(messagesCommand, url, 'retry', '--interrupted', '--id', String(interrupted));
    expect(byId.stdout).toBe(`1 message(s) queued to be sent again (#${interrupted}); the running server sends them.\n`);
    expect((await run(messagesCommand, url, 'retry')).stdout).toMatch(
      new RegExp(`^1 message\\(s\\) queued to be sent again \\(#${failed}\\)`),
    );
    const states = JSON.parse((await run(messagesCommand, url, 'export')).stdout).map((row: { state: string }) => row.state);
    expect(states).toEqual(['stored', 'sent', 'pending', 'pending']);
  });

  it('finds, exports and deletes one person’s messages, leaving no byte of them in the database files', async () => {
    const url = await database();
    const outbox = await openPostgresOutbox(url);
    await outbox.store(person, 'none', new Date('2026-01-10T09:00:00Z'));
    await outbox.store(other, 'none', new Date('2026-01-11T09:00:00Z'));
    await outbox.store({ ...person, email: ' JOAO.NOGUEIRA@petro-norte.com.br' }, 'server');
    await outbox.close();
    expect(await databaseFiles(url)).toContain(latin1(person.message));

    const found = await run(personalDataCommand, url, 'find', '--email', person.email.toUpperCase());
    expect(found.stdout).toMatch(/^#1 {2}2026-01-10T09:00:00\.000Z {2}stored {2}rio/);
    expect(found.stdout).toContain('2 message(s) from');
    const exported = JSON.parse((await run(personalDataCommand, url, 'export', '--email', person.email)).stdout);
    expect(exported.messages.map((message: { id: number }) => message.id)).toEqual([1, 3]);

    expect((await run(personalDataCommand, url, 'delete', '--email', person.email)).code).toBe(1);
    const deleted = await run(personalDataCommand, url, 'delete', '--email', person.email, '--yes');
    expect(deleted.stdout).toMatch(/^2 message\(s\) from .+ erased \(#1, #3\); nothing of them is left in postgres:\/\/site@/);
    expect(deleted.stdout).not.toContain('hunter2');

    const raw = await databaseFiles(url);
    for (const value of [person.name, person.email, person.phone, person.message]) expect(raw).not.toContain(latin1(value));
    expect(raw).toContain(latin1(other.message));
    expect(JSON.parse((await run(messagesCommand, url, 'export')).stdout).map((row: { email: string }) => row.email)).toEqual([
      other.email,
    ]);
  });

  it('purges delivered messages past the retention and keeps undelivered ones', async () => {
    const url = await database();
    const outbox = await openPostgresOutbox(url);
    const day = 24 * 60 * 60 * 1000;
    const old = await outbox.store(person, 'none', new Date(Date.now() - 100 * day));
    await outbox.store(other, 'none', new Date(Date.now() - 10 * day));
    const undelivered = await outbox.store(other, 'server', new Date(Date.now() - 100 * day));
    await outbox.close();
    const purged = await run(personalDataCommand, url, 'purge', '--days', '90');
    expect(purged.stdout).toMatch(/^1 delivered message\(s\) older than 90 days erased from postgres:\/\//);
    expect(purged.stdout).toContain(`(#${undelivered})`);
    const left = JSON.parse((await run(messagesCommand, url, 'export')).stdout).map((row: { id: number }) => row.id);
    expect(left).not.toContain(old);
    expect(await databaseFiles(url)).not.toContain(latin1(person.message));
  });
});
