import { createServer } from 'node:http';
import client from '@prometheus-io/client';
import type { FastifyInstance } from 'fastify';
import fastifyMetricsModule from 'fastify-metrics';
import type { MetricsSettings } from './config.ts';
import type { DeliveryOutcome } from './contact/delivery.ts';
import { deliveryStates } from './contact/outbox.ts';
import type { ContactOutbox } from './contact/register.ts';
import { listenAt, metricsListenSettings } from './listen-problem.ts';

/**
 * The plugin, from a CommonJS module that exports it as `default`: Node's import gives the exports object, a
 * bundler (dist/site-server.mjs) the plugin itself, whose `default` fastify-plugin sets to itself.
 */
const fastifyMetrics = fastifyMetricsModule.default;

interface ServerMetrics {
  /** Counts one delivery attempt to EmailJS by how it ended (server/contact/delivery.ts). */
  onAttempt(outcome: DeliveryOutcome): void;
  /**
   * The outbox whose depth and oldest undelivered message each scrape reads; read once at once, so that the gauges
   * hold what it said at the start even if it stops answering before the first scrape.
   */
  watchOutbox(outbox: ContactOutbox): Promise<void>;
}

/**
 * Prometheus metrics (DEPLOY.md "Health and metrics"), on an address of their own (METRICS_HOST:METRICS_PORT,
 * GET /metrics), never on the site's port: requests by method, route and status with their durations
 * (fastify-metrics' histogram), the process's own (memory, event loop lag, CPU), the outbox's messages per state
 * and the age of its oldest undelivered message, read from the outbox at each scrape, and the delivery attempts
 * and failures counted as they happen. A registry per server, so that tests running several servers in one
 * process do not count each other's requests.
 */
export async function registerMetrics(app: FastifyInstance, settings: MetricsSettings): Promise<ServerMetrics> {
  const registry = new client.Registry();
  // Before the routes: fastify-metrics learns them as they are added.
  await app.register(fastifyMetrics, {
    endpoint: null,
    promClient: client,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      overrides: {
        histogram: { registers: [registry], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] },
        // The plugin makes the summary even when it is off: in no registry, it is neither exported nor in the way.
        summary: { registers: [] },
      },
    },
  });
  const attempts = new client.Counter({
    name: 'contact_delivery_attempts_total',
    help: 'Requests to EmailJS, by how they ended: sent, retry (failed, tried again later) or failed (given up)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const failures = new client.Counter({
    name: 'contact_delivery_failures_total',
    help: 'Requests to EmailJS that did not deliver (retry and failed together)',
    registers: [registry],
  });
  const messages = new client.Gauge({
    name: 'contact_outbox_messages',
    help: 'Messages in the contact outbox by delivery state (pending and sending: the depth still to deliver)',
    labelNames: ['state'],
    registers: [registry],
  });
  const oldestAge = new client.Gauge({
    name: 'contact_outbox_oldest_undelivered_age_seconds',
    help: 'Age of the oldest message not delivered yet (pending, sending, failed or interrupted); 0 when there is none; while the outbox does not answer, from what it last said',
    registers: [registry],
  });
  const outboxUp = new client.Gauge({
    name: 'contact_outbox_up',
    help: '1 when the contact outbox answered this scrape, 0 when it did not',
    registers: [registry],
  });
  for (const outcome of ['sent', 'retry', 'failed'] satisfies DeliveryOutcome[]) attempts.labels(outcome).inc(0);
  failures.inc(0);

  let outbox: ContactOutbox | undefined;
  /**
   * When the oldest undelivered message was stored, as the outbox last said. While it does not answer, that message
   * still waits as far as anyone can tell: its age goes on growing, so an alert on it does not clear in an outage.
   */
  let oldestUndeliveredAt: number | undefined;
  /** The outbox is read once per scrape, so every gauge of one scrape tells the same moment. */
  const readOutbox = async () => {
    if (!outbox) return;
    try {
      const stats = await outbox.stats();
      for (const state of deliveryStates) messages.labels(state).set(stats.messages[state]);
      oldestUndeliveredAt = stats.oldestUndeliveredAt;
      outboxUp.set(1);
    } catch {
      outboxUp.set(0);
    }
    oldestAge.set(oldestUndeliveredAt === undefined ? 0 : Math.max(0, (Date.now() - oldestUndeliveredAt) / 1000));
  };

  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    readOutbox()
      .then(() => registry.metrics())
      .then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics could not be collected');
          response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics could not be collected\n');
        },
      );
  });
  app.addHook('onReady', async () => {
    await listenAt(server, { ...settings, settings: metricsListenSettings }, (error) =>
      app.log.error({ err: error }, 'the metrics server failed'),
    );
    app.log.info(`Metrics at http://${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${metricsPort(server)}/metrics`);
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  return {
    onAttempt(outcome) {
      attempts.labels(outcome).inc();
      if (outcome !== 'sent') failures.inc();
    },
    watchOutbox(watched) {
      outbox = watched;
      return readOutbox();
    },
  };
}

function metricsPort(server: ReturnType<typeof createServer>): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}
