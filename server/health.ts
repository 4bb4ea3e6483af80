import type { FastifyInstance } from 'fastify';
import type { ContactOutbox } from './contact/register.ts';

/** The longest a readiness check waits for the outbox: a database that does not answer by then is not ready. */
const readinessTimeoutMs = 2000;

/**
 * For a load balancer, systemd or an operator (DEPLOY.md): `GET /healthz`, liveness, answers 200 while the process
 * serves requests at all; `GET /readyz`, readiness, answers 200 only when the outbox answers a query within
 * two seconds (the SQLite file, or the PostgreSQL database), and 503 otherwise, since a contact message could not
 * be stored then. Neither says anything about a visitor, and neither is cached.
 */
export function registerHealth(app: FastifyInstance, outbox: ContactOutbox): void {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await Promise.race([
        outbox.stats(),
        new Promise((_resolve, reject) => {
          setTimeout(() => reject(new Error(`no answer within ${readinessTimeoutMs} ms`)), readinessTimeoutMs).unref();
        }),
      ]);
      return reply.send({ status: 'ready' });
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the contact outbox does not answer');
      return reply.code(503).send({ status: 'unavailable', reason: 'the contact outbox does not answer' });
    }
  });
}
