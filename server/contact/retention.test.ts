import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRetentionDays } from '../config.ts';
import { openOutbox } from './outbox.ts';
import { openSqlitePersonalData } from './personal-data.ts';
import { startRetentionPurge } from './retention.ts';

let folder: string;
let file: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'retention-'));
  file = path.join(folder, 'outbox.sqlite');
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const day = 24 * 60 * 60 * 1000;
const message = (email: string) => ({ name: 'Carmen Vélez', email, phone: '', message: 'Consulta por repuestos.', location: 'guayaquil' });

describe('CONTACT_RETENTION_DAYS', () => {
  it('defaults to 90 days and takes a whole number of days', () => {
    expect(loadRetentionDays({})).toBe(90);
    expect(loadRetentionDays({ CONTACT_RETENTION_DAYS: ' 30 ' })).toBe(30);
    expect(() => loadRetentionDays({ CONTACT_RETENTION_DAYS: '0' })).toThrow('CONTACT_RETENTION_DAYS');
    expect(() => loadRetentionDays({ CONTACT_RETENTION_DAYS: '1.5' })).toThrow('CONTACT_RETENTION_DAYS');
  });
});

describe('the purge of site serve', () => {
  it('erases expired delivered messages at start and again at every interval, logging counts and ids only', async () => {
    const outbox = openOutbox(file);
    outbox.store(message('antigua@ejemplo.ec'), 'none', new Date(Date.now() - 40 * day));
    outbox.store(message('atascada@ejemplo.ec'), 'server', new Date(Date.now() - 40 * day));
    const store = openSqlitePersonalData(file);
    const info = vi.fn();
    const warn = vi.fn();
    const purge = startRetentionPurge(store, { days: 30, intervalMs: 50, log: { info, warn } });
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith({ purged: 1, retentionDays: 30 }, expect.any(String)));
    expect(warn).toHaveBeenCalledWith({ messageIds: [2], retentionDays: 30 }, expect.stringContaining('site messages retry'));

    // A message that expires while the server runs goes at the next interval.
    outbox.store(message('tardia@ejemplo.ec'), 'browser', new Date(Date.now() - 31 * day));
    await vi.waitFor(() => expect(outbox.list().map((row) => row.email)).toEqual(['atascada@ejemplo.ec']));
    await purge.stop();
    await store.close();
    outbox.close();
    const logged = JSON.stringify([...info.mock.calls, ...warn.mock.calls]);
    expect(logged).not.toContain('@ejemplo.ec');
    expect(logged).not.toContain('Carmen');
  });
});
