import type { FastifyInstance } from 'fastify';
import type { ServerManifest } from '../../schemas/server-manifest.ts';
import type { ContactServerConfig, TrustProxy } from '../config.ts';
import { claimLeaseMs, type DeliveryOptions, type DeliveryWorker, deliveryDefaults, startDeliveryWorker } from './delivery.ts';
import type { OutboxStats } from './outbox.ts';
import { type OutboxStore, openOutboxStore, openPersonalDataStore } from './outbox-store.ts';
import { startRetentionPurge } from './retention.ts';
import { contactRoutes } from './routes.ts';

/** Settings of loadServerSettings (server/config.ts), the one place they are read: handed down, never read again here. */
interface ContactOptions {
  /** Production answers for the site's own hosts only (server/contact/same-site.ts). */
  production: boolean;
  /** The proxies the server believes: the same function Fastify was given. */
  trustProxy: TrustProxy;
  /** CONTACT_RETENTION_DAYS. */
  retentionDays: number;
  /** Told the outcome of every delivery attempt (server/metrics.ts). */
  onAttempt?: DeliveryOptions['onAttempt'];
}

/** What the rest of the server asks of the contact outbox: its readiness and metrics (server/health.ts). */
export interface ContactOutbox {
  /** Messages per state and the oldest undelivered; rejects while the outbox does not answer. */
  stats(): Promise<OutboxStats>;
}

/**
 * Adds POST /api/send-email to the site server, with the configuration handed down; with `server` delivery, also the worker that sends the outbox through EmailJS
 * (server/contact/delivery.ts), on its own connection to the outbox (SQLite file or PostgreSQL).
 */
export async function registerContact(
  app: FastifyInstance,
  manifest: ServerManifest,
  config: ContactServerConfig,
  { production, trustProxy, retentionDays, onAttempt }: ContactOptions,
): Promise<ContactOutbox> {
  await app.register(contactRoutes, {
    config,
    officeIds: manifest.regions.flatMap((region) => region.offices ?? []),
    siteDomains: manifest.regions.flatMap((region) => region.domains),
    production,
    trustProxy,
  });
  const { emailjs, outboxFile } = config;
  const outbox = registerOutboxProbe(app, outboxFile);
  if (outboxFile !== ':memory:') registerRetentionPurge(app, outboxFile, retentionDays);
  if (config.delivery !== 'server') return outbox;
  if (!emailjs) throw new Error('CONTACT_DELIVERY=server needs the EmailJS settings (server/config.ts).');
  if (outboxFile === ':memory:') throw new Error('CONTACT_DELIVERY=server needs an outbox file (CONTACT_DB), not :memory:.');
  const timing = { ...deliveryDefaults, ...config.deliveryTiming };
  let running: { outbox: OutboxStore; worker: DeliveryWorker } | undefined;
  app.addHook('onReady', async () => {
    const outbox = await openOutboxStore(outboxFile, {
      claimLeaseMs: claimLeaseMs(timing.timeoutMs),
      minIntervalMs: timing.minIntervalMs,
    });
    running = { outbox, worker: startDeliveryWorker(outbox, { ...timing, emailjs, log: app.log, ...(onAttempt ? { onAttempt } : {}) }) };
  });
  app.addHook('onClose', async () => {
    await running?.worker.stop();
    await running?.outbox.close();
  });
  return outbox;
}

/**
 * A connection of its own for the outbox's health (like the worker's and the purge's), opened when the server
 * starts. With `:memory:` (tests) it is another, empty outbox: there is nothing to wait for there.
 */
function registerOutboxProbe(app: FastifyInstance, outboxFile: string): ContactOutbox {
  let store: OutboxStore | undefined;
  app.addHook('onReady', async () => {
    store = await openOutboxStore(outboxFile);
  });
  app.addHook('onClose', async () => {
    await store?.close();
  });
  return {
    stats: async () => {
      if (!store) throw new Error('the outbox is not open yet');
      return store.stats();
    },
  };
}

/** Delivered messages older than the retention are erased at start and every hour (server/contact/retention.ts). */
function registerRetentionPurge(app: FastifyInstance, outboxFile: string, days: number): void {
  let running: { close(): Promise<void>; stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    const store = await openPersonalDataStore(outboxFile);
    const purge = startRetentionPurge(store, { days, log: app.log });
    running = { close: () => store.close(), stop: () => purge.stop() };
  });
  app.addHook('onClose', async () => {
    await running?.stop();
    await running?.close();
  });
}
