import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OutboxLocations, outboxKinds, startOutboxLocations } from '../../tests/support/outbox-locations.ts';
import { openOutbox } from './outbox.ts';
import { openPostgresOutbox } from './outbox-postgres.ts';

/** The delivery pace after the system clock went back: deliveries go on, they do not wait for the clock to catch up. */

const interval = 1000;
const hour = 3_600_000;
const message = (n: number) => ({
  name: 'Rosa Quishpe',
  email: `rosa+${n}@example.com`,
  phone: '',
  message: `Solicitud ${n}: cotización de mantenimiento preventivo.`,
  location: 'quito-matriz',
});

describe.each(outboxKinds)('pace of the outbox in %s', (kind) => {
  let locations: OutboxLocations;
  beforeAll(async () => {
    locations = await startOutboxLocations(kind);
  }, 30_000);
  afterAll(() => locations?.stop());

  it.runIf(kind === 'sqlite')('lets the next claim go when the clock went back an hour after a claim', async () => {
    const outbox = openOutbox(await locations.next(), { minIntervalMs: interval });
    try {
      const first = outbox.store(message(1), 'server');
      const second = outbox.store(message(2), 'server');
      const now = Date.now();
      // Claimed while the clock was an hour ahead; then the clock is set right.
      expect(outbox.claimNext(now + hour)?.id).toBe(first);
      expect(outbox.nextDue()).toBeLessThanOrEqual(now + interval);
      expect(outbox.claimNext(now)?.id).toBe(second);
      // The pace holds again from the corrected clock.
      outbox.markSent(second);
      expect(outbox.claimNext(now)).toBeUndefined();
    } finally {
      outbox.close();
    }
  });

  it.runIf(kind === 'postgres')("lets the next claim go when the database server's clock went back an hour", async () => {
    const outbox = await openPostgresOutbox(await locations.next(), { minIntervalMs: interval });
    try {
      const first = await outbox.store(message(1), 'server');
      // What a claim an hour ahead of the corrected clock left behind.
      const hourAhead = `UPDATE contact_delivery_pace SET next_at = clock_timestamp() + interval '1 hour'`;
      await outbox.pool.query(hourAhead);
      expect((await outbox.claimNext())?.id).toBe(first);
      // An outcome recorded now paces from now, not from the hour ahead.
      await outbox.pool.query(hourAhead);
      expect(await outbox.markSent(first)).toBe(true);
      const { rows } = await outbox.pool.query<{ paced: boolean }>(
        `SELECT next_at <= clock_timestamp() + interval '${interval} milliseconds' AS paced FROM contact_delivery_pace`,
      );
      expect(rows).toEqual([{ paced: true }]);
      // Within one interval the pace holds.
      await outbox.store(message(2), 'server');
      expect(await outbox.claimNext()).toBeUndefined();
    } finally {
      await outbox.close();
    }
  });
});
