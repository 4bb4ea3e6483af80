import Fastify from 'fastify';
import type { ContactServerConfig } from '../../server/config.ts';
import { contactRoutes } from '../../server/contact/routes.ts';
import { startFakeSiteverify } from './fake-siteverify.ts';

/**
 * For server/contact/outbox-crash.test.ts only: the contact endpoint with a fake siteverify, storing into the
 * outbox named on the command line (a SQLite file or a PostgreSQL URL), on a free port of 127.0.0.1 (printed as
 * JSON on the first line), so the test can kill it with SIGKILL in the middle of a burst.
 */
const outboxFile = process.argv[2];
if (!outboxFile) throw new Error('usage: node delivery-crash-server.ts OUTBOX (a SQLite file or a postgres:// URL)');
const siteverify = await startFakeSiteverify();
const config: ContactServerConfig = {
  recaptcha: {
    secret: 'crash-secret',
    verifyUrl: siteverify.url,
    allowedHostnames: [],
    timeoutMs: 5000,
    maxAgeSeconds: 120,
    usesTestKeys: false,
  },
  outboxFile,
  delivery: 'server',
  rateLimit: { max: 1_000_000, windowMs: 60_000 },
  allowedOrigins: [],
};
const app = Fastify();
await app.register(contactRoutes, {
  config,
  officeIds: ['quito-matriz'],
  siteDomains: ['www.tecnandes.com.ec'],
  production: false,
  trustProxy: () => false,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
