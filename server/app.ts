import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { createPageResolver } from '../generator/routes/page-routing.ts';
import { notFoundFileFor } from '../generator/routes/urls.ts';
import { type Environment, SettingsError } from '../generator/settings/contact-public-config.ts';
import { type ContactServerConfig, loadServerSettings, type ServerTimeouts } from './config.ts';
import { registerContact } from './contact/register.ts';
import { registerHealth } from './health.ts';
import { registerRequestLog, serverLogOptions } from './log-options.ts';
import { registerMetrics } from './metrics.ts';
import { PagesInMemory } from './pages-in-memory.ts';
import { registerSecurityHeaders, sourcesOfBuild } from './security-headers.ts';
import { readServerManifest } from './server-manifest.ts';
import { cacheControlFor, listStaticFiles } from './static-files.ts';

interface AppOptions {
  /** The build output: `client/` and the server manifest. */
  distDir: string;
  logger?: boolean;
  /** The contact endpoint's settings; read from the environment (server/config.ts) when left out. */
  contact?: ContactServerConfig;
  /** How long slow clients are waited for; read from the environment (server/config.ts) when left out. */
  timeouts?: ServerTimeouts;
  /** Problems the command line found (the port), reported with the settings' own. */
  startupProblems?: readonly string[];
  /** Where the settings are read from: the process's environment unless a test hands its own. */
  env?: Environment;
}

/**
 * The site server: prerendered pages and assets from dist/, with the routing rules of DESIGN.md section 3, the
 * contact endpoint, health checks and, when asked, metrics. A server that cannot start throws one SettingsError
 * naming every missing or wrong setting (and a missing or broken build).
 */
export async function createApp({
  distDir,
  logger = false,
  contact,
  timeouts: givenTimeouts,
  startupProblems = [],
  env = process.env,
}: AppOptions): Promise<FastifyInstance> {
  const clientDir = path.join(distDir, 'client');
  const read = await readServerManifest(distDir).then(
    (manifest) => ({ manifest, problems: [] }),
    (error: unknown) => {
      if (error instanceof SettingsError) return { manifest: undefined, problems: error.problems };
      throw error;
    },
  );
  const settings = loadServerSettings(env, {
    builtSiteKey: read.manifest?.recaptchaSiteKey,
    builtBrowserDelivery: read.manifest?.browserDelivery,
    otherProblems: [...startupProblems, ...read.problems],
  });
  const { manifest } = read;
  if (!manifest) throw new SettingsError(read.problems);
  const timeouts = givenTimeouts ?? settings.timeouts;
  const resolvePage = createPageResolver(manifest);
  const files = await listStaticFiles(clientDir);
  const pages = await PagesInMemory.load(clientDir, files);

  const app = Fastify({
    logger: logger && serverLogOptions(settings.logFormat),
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: settings.trustProxy,
    requestTimeout: timeouts.requestTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    connectionTimeout: timeouts.connectionTimeout,
    http: {
      headersTimeout: timeouts.headersTimeout,
      // Node looks for expired requests every 30 s by default, which would let a slow body live up to 30 s past its limit.
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(timeouts.headersTimeout / 4))),
    },
  });
  if (logger) registerRequestLog(app);
  const metrics = settings.metrics ? await registerMetrics(app, settings.metrics) : undefined;
  // CSP from the build's own pages (inline script hashes, EmailJS in browser delivery): server/security-headers.ts.
  await registerSecurityHeaders(app, await sourcesOfBuild(clientDir, files));
  // Text files are compressed once at build (generator/outputs/precompress.ts): the .br or .gz next to a file goes out as
  // it is, by the visitor's Accept-Encoding, instead of compressing the same page on every request. Pages come
  // from memory (server/pages-in-memory.ts), other files from the disk.
  await app.register(fastifyStatic, {
    root: clientDir,
    serve: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    preCompressed: true,
  });
  for (const warning of contact ? [] : settings.warnings) app.log.warn(warning);
  const outbox = await registerContact(app, manifest, contact ?? settings.contact, {
    production: settings.production,
    trustProxy: settings.trustProxy,
    retentionDays: settings.retentionDays,
    ...(metrics ? { onAttempt: metrics.onAttempt } : {}),
  });
  // Once the outbox has opened (its own start hook, registered above, runs first).
  if (metrics) app.addHook('onReady', () => metrics.watchOutbox(outbox));
  registerHealth(app, outbox);

  app.get('/*', async (request, reply) => {
    const pathname = decodePath(request.url);
    if (pathname === undefined) return reply.code(400).send();
    const resolution = resolvePage(pathname, request.hostname);
    if (resolution.kind === 'redirect') {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${resolution.location}${query}`, resolution.status);
    }
    if (resolution.kind === 'page') {
      return pages.send(request, reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8'), resolution.file);
    }
    if (files.has(pathname)) {
      return reply.header('cache-control', cacheControlFor(pathname)).sendFile(pathname.slice(1));
    }
    // The unknown path's own region and language (generator/routes/urls.ts), or the default 404 page outside every region.
    const notFound = notFoundFileFor(pathname, manifest.regions);
    return pages.send(request, reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8'), notFound);
  });

  return app;
}

function decodePath(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url, 'http://site.invalid').pathname);
  } catch {
    return undefined;
  }
}
