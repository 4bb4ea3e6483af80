import Fastify, { type FastifyInstance } from 'fastify';
import type { Environment } from '../generator/settings/contact-public-config.ts';
import type { ServerManifest } from '../schemas/server-manifest.ts';
import { loadServerSettings } from '../server/config.ts';
import { registerContact } from '../server/contact/register.ts';

/**
 * The contact endpoint of `site dev`, from the settings `site serve` reads (server/config.ts), ready to route
 * requests; throws the SettingsError of wrong or missing settings. One settings object for both Fastify and the
 * endpoint: the proxies whose forwarded host Fastify believes are those whose forwarded port the same-site check believes.
 */
export async function openDevContact(manifest: ServerManifest, env: Environment): Promise<{ app: FastifyInstance; warnings: string[] }> {
  const settings = loadServerSettings(env);
  const app = Fastify({ logger: false, trustProxy: settings.trustProxy });
  await registerContact(app, manifest, settings.contact, {
    production: settings.production,
    trustProxy: settings.trustProxy,
    retentionDays: settings.retentionDays,
  });
  await app.ready();
  return { app, warnings: settings.warnings };
}
