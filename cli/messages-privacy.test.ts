import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openOutbox } from '../server/contact/outbox.ts';
import { isPersonalDataRequest, personalDataCommand } from './messages-privacy.ts';

let folder: string;
let db: string;

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

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'site-messages-privacy-'));
  db = path.join(folder, 'outbox.sqlite');
  const outbox = openOutbox(db);
  outbox.store(person, 'none', new Date('2026-01-10T09:00:00Z'));
  outbox.store(other, 'none', new Date('2026-01-11T09:00:00Z'));
  // A name the contact rules no longer accept (a dot): stored under older rules, it must still be found and erased.
  outbox.store({ ...person, email: 'JOAO.NOGUEIRA@petro-norte.com.br', name: 'João B. Nogueira' }, 'server', new Date());
  outbox.close();
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await personalDataCommand(argv, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    env: { CONTACT_DB: db },
  });
  return { code, stdout, stderr };
}

describe('site messages for a data subject’s request', () => {
  it('refuses a flag the action does not take: purge --email would have purged everyone’s', async () => {
    expect(await run('purge', '--email', person.email)).toEqual({
      code: 2,
      stdout: '',
      stderr: "'purge' does not take --email; it takes --days, --db.\n",
    });
    expect((await run('find', '--email', person.email, '--yes')).code).toBe(2);
    expect((await run('delete', '--email', person.email, '--out', 'x.json')).code).toBe(2);
  });

  it('takes find, delete, purge and export --email; plain export stays the whole outbox', () => {
    expect(isPersonalDataRequest(['find', '--email', 'a@b.ec'])).toBe(true);
    expect(isPersonalDataRequest(['export', '--email=a@b.ec'])).toBe(true);
    expect(isPersonalDataRequest(['purge'])).toBe(true);
    expect(isPersonalDataRequest(['export', '--format', 'csv'])).toBe(false);
    expect(isPersonalDataRequest(['list'])).toBe(false);
  });

  it('find lists that person’s messages only, whatever the case of the address, each with its date, state, office, name and phone', async () => {
    const { code, stdout } = await run('find', '--email', 'Joao.Nogueira@Petro-Norte.com.br');
    expect(code).toBe(0);
    expect(stdout).toContain('#1  2026-01-10T09:00:00.000Z  stored  rio  "João Batista Nogueira"  "+55 21 3971 4420"');
    expect(stdout).toContain('#3  ');
    expect(stdout).toContain('"João B. Nogueira"');
    expect(stdout).not.toContain('Lucía');
    expect(stdout).toContain('2 message(s) from Joao.Nogueira@Petro-Norte.com.br');
  });

  it('export writes every field of that person’s messages as JSON, readable by the owner only', async () => {
    const out = path.join(folder, 'joao.json');
    const { code, stdout } = await run('export', '--email', person.email, '--out', out);
    expect(code).toBe(0);
    expect(stdout).toContain(`2 message(s) from ${person.email} written to ${out}`);
    const exported = JSON.parse(await readFile(out, 'utf8'));
    expect(exported.email).toBe(person.email);
    expect(exported.messages).toHaveLength(2);
    expect(exported.messages[0]).toMatchObject({ id: 1, ...person, receivedAt: '2026-01-10T09:00:00.000Z', state: 'stored' });
    expect(exported.messages[1]).toMatchObject({ id: 3, delivery: 'server', state: 'pending' });
    expect((await stat(out)).mode & 0o077).toBe(0);
    // Into a file that was there, readable by others, and into a folder not made yet, alike.
    const existing = path.join(folder, 'shared.json');
    await writeFile(existing, '', { mode: 0o644 });
    await chmod(existing, 0o644);
    for (const file of [existing, path.join(folder, 'requests', '2026', 'joao.json')]) {
      expect((await run('export', '--email', person.email, '--out', file)).code).toBe(0);
      expect(JSON.parse(await readFile(file, 'utf8')).messages).toHaveLength(2);
      expect((await stat(file)).mode & 0o077, file).toBe(0);
    }
  });

  it('delete asks for --yes, then erases them and leaves nothing of that person in the database files', async () => {
    const asked = await run('delete', '--email', person.email);
    expect(asked.code).toBe(1);
    expect(asked.stderr).toContain('Run again with --yes');
    expect((await run('find', '--email', person.email)).stdout).toContain('2 message(s)');

    const erased = await run('delete', '--email', person.email, '--yes');
    expect(erased.code).toBe(0);
    expect(erased.stdout).toContain('2 message(s) from joao.nogueira@petro-norte.com.br erased (#1, #3)');
    expect((await run('find', '--email', person.email)).stdout).toContain('No message from');

    const raw = [db, `${db}-wal`]
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file).toString('utf8'))
      .join('');
    for (const value of [person.email, 'JOAO.NOGUEIRA', person.name, person.phone, person.message]) expect(raw).not.toContain(value);
    expect(raw).toContain(other.email);
  });

  it('purge erases delivered messages past the retention and says which undelivered ones it kept', async () => {
    const outbox = openOutbox(db);
    outbox.store({ ...other, email: 'pendiente@andes-energia.ec' }, 'server', new Date('2025-06-01T00:00:00Z'));
    outbox.close();
    const { code, stdout } = await run('purge', '--days', '30');
    expect(code).toBe(0);
    expect(stdout).toContain('2 delivered message(s) older than 30 days erased');
    expect(stdout).toContain('1 undelivered message(s) older than that are kept (#4)');
    expect((await run('find', '--email', other.email)).stdout).toContain('No message from');
    expect((await run('find', '--email', person.email)).stdout).toContain('1 message(s)');
  });

  it('answers no request from an outbox that is not there: a wrong path would say the person has no messages', async () => {
    const elsewhere = path.join(folder, 'typo', 'outbox.sqlite');
    for (const argv of [['find'], ['export'], ['delete', '--yes']].map((action) => [
      ...action,
      '--email',
      person.email,
      '--db',
      elsewhere,
    ])) {
      expect(await run(...argv)).toEqual({
        code: 1,
        stdout: '',
        stderr: `There is no outbox at ${elsewhere} (set CONTACT_DB or --db to the server's file). Nothing was looked up or erased.\n`,
      });
    }
    expect((await run('purge', '--db', elsewhere)).code).toBe(1);
    expect(existsSync(path.dirname(elsewhere))).toBe(false);
    // The server's outbox still answers.
    expect((await run('find', '--email', person.email)).stdout).toContain(`2 message(s) from ${person.email}`);
  });

  it('refuses a request without an address and a retention that is not a number of days', async () => {
    expect((await run('find')).code).toBe(2);
    const refused = await run('purge', '--days', 'soon');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe("--days must be a whole number of days, 1 or more, not 'soon'.\n");
  });
});
