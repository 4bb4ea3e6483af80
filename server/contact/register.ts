import type { FastifyInstance } from 'fastify';
import type { Environment } from '../../generator/contact-public-config.ts';
import type { ServerManifest } from '../../schemas/server-manifest.ts';
import { type ContactServerConfig, loadRetentionDays, loadServerConfig } from '../config.ts';
import { claimLeaseMs, type DeliveryWorker, deliveryDefaults, startDeliveryWorker } from './delivery.ts';
import { type OutboxStore, openOutboxStore, openPersonalDataStore } from './outbox-store.ts';
import { startRetentionPurge } from './retention.ts';
import { contactRoutes } from './routes.ts';

/**
 * Adds POST /api/send-email to the site server, configured from the environment unless a test hands a
 * configuration; with `server` delivery, also the worker that sends the outbox through EmailJS
 * (server/contact/delivery.ts), on its own connection to the outbox (SQLite file or PostgreSQL).
 */
export async function registerContact(
  app: FastifyInstance,
  manifest: ServerManifest,
  config?: ContactServerConfig,
  env: Environment = process.env,
): Promise<void> {
  const loaded = config ? { config, warnings: [] } : loadServerConfig(env, { builtSiteKey: manifest.recaptchaSiteKey });
  for (const warning of loaded.warnings) app.log.warn(warning);
  await app.register(contactRoutes, {
    config: loaded.config,
    officeIds: manifest.regions.flatMap((region) => region.offices ?? []),
    siteDomains: manifest.regions.flatMap((region) => region.domains),
  });
  const { emailjs, outboxFile } = loaded.config;
  if (outboxFile !== ':memory:') registerRetentionPurge(app, outboxFile, loadRetentionDays());
  if (loaded.config.delivery !== 'server') return;
  if (!emailjs) throw new Error('CONTACT_DELIVERY=server needs the EmailJS settings (server/config.ts).');
  if (outboxFile === ':memory:') throw new Error('CONTACT_DELIVERY=server needs an outbox file (CONTACT_DB), not :memory:.');
  const timing = { ...deliveryDefaults, ...loaded.config.deliveryTiming };
  let running: { outbox: OutboxStore; worker: DeliveryWorker } | undefined;
  app.addHook('onReady', async () => {
    const outbox = await openOutboxStore(outboxFile, {
      claimLeaseMs: claimLeaseMs(timing.timeoutMs),
      minIntervalMs: timing.minIntervalMs,
    });
    running = { outbox, worker: startDeliveryWorker(outbox, { ...timing, emailjs, log: app.log }) };
  });
  app.addHook('onClose', async () => {
    await running?.worker.stop();
    await running?.outbox.close();
  });
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
