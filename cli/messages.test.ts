import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlCharacter } from '../schemas/contact-fields.ts';
import { openOutbox } from '../server/contact/outbox.ts';
import { runSiteCommand } from '../tests/support/run-site-command.ts';
import { messagesCommand } from './messages.ts';

let folder: string;
let db: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'site-messages-'));
  db = path.join(folder, 'outbox.sqlite');
  const outbox = openOutbox(db);
  outbox.store(
    {
      name: 'María Ñúñez',
      email: 'maria@example.com',
      phone: '+593 2 245 1000',
      message: 'Cotización de "UPS", 3 unidades\nGracias',
      location: 'quito-matriz',
    },
    'none',
    new Date('2026-03-01T10:00:00Z'),
  );
  outbox.store(
    { name: 'Ana Lima', email: 'ana@example.com', phone: '', message: '=HYPERLINK("x") por favor', location: 'lima' },
    'browser',
    new Date('2026-03-02T11:30:00Z'),
  );
  outbox.close();
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await messagesCommand(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), env: {} });
  return { code, stdout, stderr };
}

describe('site messages', () => {
  it('lists what was received, for people', async () => {
    const { code, stdout } = await run('list', '--db', db);
    expect(code).toBe(0);
    expect(stdout).toContain('#1  2026-03-01T10:00:00.000Z  María Ñúñez <maria@example.com>  +593 2 245 1000  [quito-matriz, none]');
    expect(stdout).toContain('    Gracias');
    expect(stdout).toContain('2 message(s)');
  });

  it('exports every field as JSON', async () => {
    const { code, stdout } = await run('export', '--db', db);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual([
      {
        id: 1,
        receivedAt: '2026-03-01T10:00:00.000Z',
        name: 'María Ñúñez',
        email: 'maria@example.com',
        phone: '+593 2 245 1000',
        message: 'Cotización de "UPS", 3 unidades\nGracias',
        location: 'quito-matriz',
        delivery: 'none',
        state: 'stored',
        attempts: 0,
        lastAttemptAt: null,
        lastError: null,
        sentAt: null,
      },
      expect.objectContaining({ id: 2, name: 'Ana Lima', delivery: 'browser' }),
    ]);
    expect(JSON.parse((await run('list', '--format', 'json', '--db', db)).stdout)).toHaveLength(2);
  });

  it('exports CSV a spreadsheet opens safely', async () => {
    const { code, stdout } = await run('export', '--format', 'csv', '--db', db);
    expect(code).toBe(0);
    const lines = stdout.split('\r\n');
    expect(lines[0]).toBe('id,receivedAt,name,email,phone,location,delivery,state,attempts,lastAttemptAt,sentAt,lastError,message');
    expect(lines[1]).toBe(
      `1,2026-03-01T10:00:00.000Z,María Ñúñez,maria@example.com,'+593 2 245 1000,quito-matriz,none,stored,0,,,,"Cotización de ""UPS"", 3 unidades\nGracias"`,
    );
    expect(lines[2]).toBe(`2,2026-03-02T11:30:00.000Z,Ana Lima,ana@example.com,,lima,browser,stored,0,,,,"'=HYPERLINK(""x"") por favor"`);
  });

  it('says when nothing was received yet, and that the outbox is not there when no server has made it', async () => {
    const missing = path.join(folder, 'missing.sqlite');
    const notThere = `There is no outbox at ${missing} (set CONTACT_DB or --db to the server's file).\n`;
    const listed = await run('list', '--db', missing);
    expect(listed).toEqual({ code: 0, stdout: `No messages in ${missing}.\n`, stderr: notThere });
    const exported = await run('export', '--db', missing);
    expect(JSON.parse(exported.stdout)).toEqual([]);
    expect(exported.stderr).toBe(notThere);
    expect((await run('retry', '--db', missing)).stderr).toBe(notThere);
    // An outbox the server made, with nothing in it yet, is simply empty.
    openOutbox(missing).close();
    expect(await run('list', '--db', missing)).toEqual({ code: 0, stdout: `No messages in ${missing}.\n`, stderr: '' });
  });

  it('shows the delivery state and attempts of server delivery, and retry sends failed messages again', async () => {
    const file = path.join(folder, 'server-delivery.sqlite');
    const outbox = openOutbox(file);
    const message = { name: 'Ana Lima', email: 'ana@example.com', phone: '', message: 'Una cotización, por favor', location: 'lima' };
    const [sent, failed, interrupted, pending] = [1, 2, 3, 4].map(() => outbox.store(message, 'server'));
    for (const _ of [sent, failed, interrupted]) outbox.claimNext();
    outbox.markSent(sent as number);
    outbox.markFailed(failed as number, 'EmailJS answered 403: forbidden');
    outbox.close();
    // A restart finds #3 still `sending`: it becomes interrupted, and is not claimed again.
    const reopened = openOutbox(file);
    expect(reopened.interruptSending()).toEqual([interrupted]);
    reopened.close();

    const listed = (await run('list', '--db', file)).stdout;
    expect(listed).toContain(`#${sent}  `);
    expect(listed).toMatch(/\[lima, server\] {2}sent, 1 attempt\n/);
    expect(listed).toMatch(/\[lima, server\] {2}failed, 1 attempt \(last error: EmailJS answered 403: forbidden\)/);
    expect(listed).toMatch(/\[lima, server\] {2}interrupted, 1 attempt \(last error: the server stopped during an attempt\)/);
    expect(listed).toMatch(/\[lima, server\] {2}pending, 0 attempts\n/);
    expect(pending).toBe(4);

    expect((await run('retry', '--db', file)).stdout).toBe(
      `1 message(s) queued to be sent again (#${failed}); the running server sends them.\n`,
    );
    expect((await run('retry', '--db', file)).stdout).toMatch(/^No message to send again/);
    expect((await run('retry', '--interrupted', '--db', file)).stdout).toMatch(new RegExp(`\\(#${interrupted}\\)`));
    const rows = JSON.parse((await run('export', '--db', file)).stdout) as { state: string; attempts: number }[];
    expect(rows.map((row) => row.state)).toEqual(['sent', 'pending', 'pending', 'pending']);
    // A message sent again has a whole round of attempts before it, not the one its earlier round left.
    expect(rows.map((row) => row.attempts)).toEqual([1, 0, 0, 0]);
  });

  it('retries exactly the messages named with --id, and says which it could not', async () => {
    const file = path.join(folder, 'retry-by-id.sqlite');
    const outbox = openOutbox(file);
    const message = { name: 'Ana Lima', email: 'ana@example.com', phone: '', message: 'Una cotización, por favor', location: 'lima' };
    const ids = [1, 2, 3, 4].map(() => outbox.store(message, 'server'));
    for (const _ of ids) outbox.claimNext();
    outbox.close();
    // A stop during sending: all four are interrupted; EmailJS's history shows #2 and #4 never arrived.
    const reopened = openOutbox(file);
    expect(reopened.interruptSending()).toEqual(ids);
    reopened.close();

    const retried = await run('retry', '--interrupted', '--id', '2,#4', '--db', file);
    expect(retried.code).toBe(0);
    expect(retried.stdout).toBe('2 message(s) queued to be sent again (#2, #4); the running server sends them.\n');
    const states = async () => JSON.parse((await run('export', '--db', file)).stdout).map((row: { state: string }) => row.state);
    expect(await states()).toEqual(['interrupted', 'pending', 'interrupted', 'pending']);

    // Without --interrupted an interrupted message is not retried, and an unknown number is named.
    const refused = await run('retry', '--id', '1,99', '--db', file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Not queued: #1, #99: /);
    expect(await states()).toEqual(['interrupted', 'pending', 'interrupted', 'pending']);
    expect((await run('retry', '--id', '2;3', '--db', file)).code).toBe(2);
    expect((await run('retry', '--id', '', '--db', file)).code).toBe(2);
  });

  it('shows control characters of stored messages as visible escapes, never raw', async () => {
    const file = path.join(folder, 'controls.sqlite');
    const outbox = openOutbox(file);
    // Stored before the contact rules refused them: a screen clear, a title change, a bell, a NUL, a C1 CSI.
    outbox.store(
      {
        name: 'Eve\u001b[2J',
        email: 'eve@example.com',
        phone: '',
        message: 'Hola\u001b]0;pwned\u0007 y\u0000 fin\u009b31m\r tab\tok',
        location: 'lima',
      },
      'none',
    );
    outbox.close();
    for (const [action, format] of [
      ['list', 'human'],
      ['export', 'csv'],
      ['export', 'json'],
    ] as const) {
      const { stdout } = await run(action, '--format', format, '--db', file);
      expect(stdout, `${action} ${format}`).not.toMatch(controlCharacter);
      if (format !== 'json') expect(stdout, `${action} ${format}`).toContain('Eve\\x1B[2J');
    }
    const [exported] = JSON.parse((await run('export', '--db', file)).stdout);
    expect(exported.message).toBe('Hola\\x1B]0;pwned\\x07 y\\x00 fin\\x9B31m\\x0D tab\tok');
    expect(exported.name).toBe('Eve\\x1B[2J');
  });

  it('rejects unknown actions and formats', async () => {
    expect((await run()).code).toBe(2);
    expect((await run('delete')).code).toBe(2);
    expect((await run('list', '--format', 'xml', '--db', db)).code).toBe(2);
    expect((await run('list', '--verbose')).code).toBe(2);
  });

  it('refuses a flag the action does not take instead of ignoring it', async () => {
    // `export --id 3` once wrote every message: what an operator hands a person must be only what they asked for.
    const exported = await run('export', '--id', '3', '--db', db);
    expect(exported).toEqual({ code: 2, stdout: '', stderr: "'export' does not take --id; it takes --format, --db.\n" });
    expect((await run('list', '--interrupted', '--db', db)).code).toBe(2);
    expect((await run('retry', '--format', 'json', '--db', db)).code).toBe(2);
  });
});

describe('site messages on an outbox that cannot be opened', () => {
  it('names it in one line without its password, exit 1, and no stack: list, find and migrate --to alike', async () => {
    // Port 1 of this machine: nothing listens there, so the connection is refused at once.
    const unreachable = 'postgres://site:s3cret-pass@127.0.0.1:1/contact';
    const cannot = (setting: string) =>
      `${setting}: the outbox postgres://site@127.0.0.1:1/contact cannot be opened: connect ECONNREFUSED 127.0.0.1:1\n`;
    expect(await runSiteCommand('messages', 'list', '--db', unreachable)).toEqual({
      code: 1,
      stdout: '',
      stderr: cannot('CONTACT_DB (or --db)'),
    });
    expect(await runSiteCommand('messages', 'find', '--email', 'ana@example.com', '--db', unreachable)).toEqual({
      code: 1,
      stdout: '',
      stderr: cannot('CONTACT_DB (or --db)'),
    });
    const source = path.join(folder, 'to-migrate.sqlite');
    openOutbox(source).close();
    expect(await runSiteCommand('messages', 'migrate', '--db', source, '--to', unreachable)).toEqual({
      code: 1,
      stdout: '',
      stderr: cannot('--to'),
    });
  }, 30_000);

  it('says how to write a password with @ or # in a connection URL, and never shows it', async () => {
    const broken = 'postgres://site:p@ss:w/rd#1@127.0.0.1:1/contact';
    const { code, stderr } = await runSiteCommand('messages', 'list', '--db', broken);
    expect(code).toBe(1);
    expect(stderr).toBe(
      'CONTACT_DB (or --db): the outbox postgres://… (a URL that cannot be read) cannot be opened: Invalid URL (write characters such as @ : / # % in the user name or password percent-encoded: @ as %40, # as %23)\n',
    );
  }, 30_000);
});
