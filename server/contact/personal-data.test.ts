import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Outbox, openOutbox } from './outbox.ts';
import { openSqlitePersonalData } from './personal-data.ts';

let folder: string;
let file: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'personal-data-'));
  file = path.join(folder, 'outbox.sqlite');
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const person = {
  name: 'Graciela Quishpe',
  email: 'Graciela.Quishpe@correo-andino.ec',
  phone: '+593 99 417 2683',
  message: 'Solicito una cotización de tableros de transferencia para la planta de Machachi.',
  location: 'quito-matriz',
};
const other = {
  name: 'Rafael Ccori',
  email: 'rafael.ccori@minera-sur.pe',
  phone: '+51 1 614 9050',
  message: 'Necesitamos mantenimiento de variadores en la concentradora.',
  location: 'lima',
};

/** Every byte SQLite keeps for this outbox: the database file and its write-ahead log. */
function rawFiles(): string {
  return [file, `${file}-wal`]
    .filter((name) => existsSync(name))
    .map((name) => readFileSync(name).toString('latin1'))
    .join('');
}
const latin1 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
function expectNoTraceOf(fields: typeof person) {
  const raw = rawFiles();
  for (const value of [fields.name, fields.email, fields.phone, fields.message]) expect(raw).not.toContain(latin1(value));
}

function sendAt(outbox: Outbox, sentAt: Date): number {
  const claimed = outbox.claimNext();
  if (!claimed) throw new Error('nothing to claim');
  outbox.markSent(claimed.id, sentAt);
  return claimed.id;
}

describe('one person’s messages (find, export, delete)', () => {
  it('finds every message of an address whatever its case, and only those', async () => {
    const outbox = openOutbox(file);
    outbox.store(person, 'none');
    outbox.store(other, 'none');
    outbox.store({ ...person, email: ' graciela.quishpe@CORREO-ANDINO.ec ' }, 'none');
    outbox.close();
    const store = openSqlitePersonalData(file);
    const found = await store.findByEmail('graciela.quishpe@correo-andino.ec');
    await store.close();
    expect(found.map((message) => message.id)).toEqual([1, 3]);
    expect(found[0]).toMatchObject({ name: person.name, phone: person.phone, message: person.message, state: 'stored' });
  });

  it('deletes them while the server holds the outbox open, leaving no byte of their name, e-mail, phone or text in the files', async () => {
    const server = openOutbox(file);
    server.store(person, 'server');
    server.store(other, 'none');
    server.store(person, 'none');
    sendAt(server, new Date());
    expect(rawFiles()).toContain(latin1(person.email));

    const store = openSqlitePersonalData(file);
    expect(await store.deleteByEmail(person.email.toUpperCase())).toEqual([1, 3]);
    expect(await store.findByEmail(person.email)).toEqual([]);
    await store.close();

    expect(server.list().map((message) => message.email)).toEqual([other.email]);
    server.store(other, 'none');
    server.close();
    expectNoTraceOf(person);
    expect(rawFiles()).toContain(latin1(other.email));
  });

  it('answers nothing, and creates no file, when there is no outbox yet', async () => {
    const store = openSqlitePersonalData(file);
    expect(await store.findByEmail(person.email)).toEqual([]);
    expect(await store.deleteByEmail(person.email)).toEqual([]);
    expect(await store.purgeDelivered(new Date())).toEqual([]);
    await store.close();
    expect(existsSync(file)).toBe(false);
  });
});

describe('retention purge', () => {
  const day = 24 * 60 * 60 * 1000;
  const now = new Date('2026-11-23T12:00:00Z');
  const cutoff = new Date(now.getTime() - 90 * day);
  const daysAgo = (days: number) => new Date(now.getTime() - days * day);

  it('erases delivered messages older than the retention and keeps recent and undelivered ones', async () => {
    const outbox = openOutbox(file);
    const oldSent = outbox.store(person, 'server', daysAgo(200));
    sendAt(outbox, daysAgo(120));
    const lateSent = outbox.store(other, 'server', daysAgo(150));
    sendAt(outbox, daysAgo(10));
    const oldStored = outbox.store({ ...person, email: 'otra@correo-andino.ec' }, 'none', daysAgo(91));
    const recentStored = outbox.store(other, 'browser', daysAgo(89));
    const failed = outbox.store(other, 'server', daysAgo(300));
    const claimed = outbox.claimNext();
    if (claimed) outbox.markFailed(claimed.id, 'EmailJS answered 400');
    const pending = outbox.store(other, 'server', daysAgo(100));
    outbox.close();

    const store = openSqlitePersonalData(file);
    expect(await store.purgeDelivered(cutoff)).toEqual([oldSent, oldStored]);
    expect(await store.undeliveredBefore(cutoff)).toEqual([failed, pending]);
    const left = await store.findByEmail(other.email);
    await store.close();
    expect(left.map((message) => message.id)).toEqual([lateSent, recentStored, failed, pending]);
    expectNoTraceOf(person);
  });

  it('purges nothing when every message is recent', async () => {
    const outbox = openOutbox(file);
    outbox.store(person, 'none', daysAgo(1));
    outbox.close();
    const store = openSqlitePersonalData(file);
    expect(await store.purgeDelivered(cutoff)).toEqual([]);
    await store.close();
  });
});
