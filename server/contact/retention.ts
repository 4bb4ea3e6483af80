import type { PersonalDataStore } from './personal-data.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** How often `site serve` purges: often enough that nothing outlives the retention by more than an hour. */
const retentionPurgeIntervalMs = 60 * 60 * 1000;

interface PurgeResult {
  /** Delivered messages erased because they were older than the retention. */
  purged: number[];
  /** Messages older than the retention still on their way (pending, failed, interrupted): kept, to be settled. */
  undelivered: number[];
}

/** Erases the delivered messages older than `days` before `now` and names the undelivered ones that are as old. */
export async function purgeExpired(store: PersonalDataStore, days: number, now: Date = new Date()): Promise<PurgeResult> {
  const before = new Date(now.getTime() - days * dayMs);
  return { purged: await store.purgeDelivered(before), undelivered: await store.undeliveredBefore(before) };
}

interface RetentionLog {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
}

/**
 * The purge of `site serve`: once at start and then every `intervalMs`. Logs only ids and counts, never what a
 * message says. A failed purge is logged and tried again at the next interval.
 */
export function startRetentionPurge(
  store: PersonalDataStore,
  { days, log, intervalMs = retentionPurgeIntervalMs }: { days: number; log: RetentionLog; intervalMs?: number },
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        const { purged, undelivered } = await purgeExpired(store, days);
        if (purged.length > 0) log.info({ purged: purged.length, retentionDays: days }, 'contact messages past their retention erased');
        if (undelivered.length > 0) {
          log.warn(
            { messageIds: undelivered, retentionDays: days },
            'undelivered contact messages older than the retention are kept: send them (site messages retry) or erase them (site messages delete)',
          );
        }
      } catch (error) {
        log.warn({ err: error }, 'contact retention purge failed; trying again at the next interval');
      }
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
