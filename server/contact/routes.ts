import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { recaptchaTestKeys } from '../../generator/settings/contact-public-config.ts';
import { contactFields, contactMessage, hasLineBreak, singleLineFields } from '../../schemas/contact.ts';
import { unescapeFields } from '../../schemas/contact-escape.ts';
import { type ContactServerConfig, isPostgresUrl, type TrustProxy } from '../config.ts';
import { type ContactErrorCode, type ContactFailure, failureOfError } from './errors.ts';
import { openPostgresOutbox } from './outbox-postgres.ts';
import { type OutboxStore, openedOutbox, openOutboxStore } from './outbox-store.ts';
import { postgresRateLimitStore } from './rate-limit-postgres.ts';
import { verifyRecaptcha } from './recaptcha.ts';
import { createSameSiteCheck, isJsonRequest } from './same-site.ts';

interface ContactRoutesOptions {
  config: ContactServerConfig;
  /** Office ids from content/locations: the only accepted `location` values. */
  officeIds: readonly string[];
  /** Host names of the region sites: the hosts the endpoint answers for, allowed origins, and by default allowed reCAPTCHA host names. */
  siteDomains: readonly string[];
  /** Production answers for the site's own hosts only; local runs also for localhost (server/contact/same-site.ts). */
  production: boolean;
  /** The proxies Fastify believes (server/config.ts); their X-Forwarded-Port too: the same function Fastify was given. */
  trustProxy: TrustProxy;
}

export const contactPath = '/api/send-email';
/** Far above any valid message, even 1000 characters escaped to six each, and far below anything abusive. */
const contactBodyLimit = 16 * 1024;

/**
 * POST /api/send-email (DESIGN.md section 7): same site only, JSON only, small, rate-limited; the same zod
 * schema as the browser on the unescaped text; reCAPTCHA verified; stored in the outbox before success.
 * Registered in its own encapsulated context, so its hooks and error answers touch nothing else.
 */
export async function contactRoutes(
  app: FastifyInstance,
  { config, officeIds, siteDomains, production, trustProxy }: ContactRoutesOptions,
): Promise<void> {
  // On PostgreSQL the rate limit is counted in the database too, so it holds across every instance.
  const { outbox, store } = await openedOutbox(
    config.outboxFile,
    'CONTACT_DB',
    async (): Promise<{ outbox: OutboxStore; store?: FastifyRateLimitStoreCtor }> => {
      if (!isPostgresUrl(config.outboxFile)) return { outbox: await openOutboxStore(config.outboxFile) };
      const postgres = await openPostgresOutbox(config.outboxFile);
      return { outbox: postgres, store: postgresRateLimitStore(postgres.pool) };
    },
  );
  app.addHook('onClose', async () => outbox.close());

  const offices = new Set(officeIds);
  const sameSiteFailure = createSameSiteCheck({ siteDomains, extraOrigins: config.allowedOrigins, production, trustProxy });
  const hostnames =
    config.recaptcha.allowedHostnames.length > 0 ? config.recaptcha.allowedHostnames : [...siteDomains, 'localhost', '127.0.0.1'];
  const allowedHostnames = new Set(
    [...hostnames, ...(config.recaptcha.usesTestKeys ? [recaptchaTestKeys.hostname] : [])].map((name) => name.toLowerCase()),
  );
  const fail = (reply: FastifyReply, { status, code }: ContactFailure) => reply.code(status).send({ success: false, error: code });

  await app.register(rateLimit, { global: false, ...(store ? { store } : {}) });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const failure = failureOfError(error.statusCode);
    if (failure.status >= 500) request.log.error({ err: error }, 'contact request failed');
    return fail(reply, failure);
  });

  app.post(
    contactPath,
    {
      bodyLimit: contactBodyLimit,
      config: { rateLimit: { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs } },
      // After the rate limit (onRequest), so refused requests count too; before the body is read.
      preParsing: async (request, reply, payload) => {
        const refused = sameSiteFailure(request);
        if (refused) return fail(reply, refused);
        if (!isJsonRequest(request)) return fail(reply, { status: 415, code: 'unsupported_media_type' });
        return payload;
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return fail(reply, { status: 400, code: 'invalid_body' });
      // The browser escaped what the visitor typed; the rules and caps apply to the text itself.
      const unescaped = unescapeFields(body as Record<string, unknown>, contactFields);
      if (singleLineFields.some((field) => typeof unescaped[field] === 'string' && hasLineBreak(unescaped[field]))) {
        return fail(reply, { status: 400, code: 'line_break' });
      }
      const parsed = contactMessage.safeParse(unescaped);
      if (!parsed.success) {
        const { issues } = parsed.error;
        const code: ContactErrorCode = issues.some((issue) => issue.code === 'unrecognized_keys')
          ? 'unknown_field'
          : issues.some((issue) => issue.code === 'invalid_type')
            ? 'invalid_type'
            : ((issues[0]?.message as ContactErrorCode | undefined) ?? 'invalid_body');
        return fail(reply, { status: 400, code });
      }
      const { recaptchaToken, ...message } = parsed.data;
      if (!offices.has(message.location)) return fail(reply, { status: 400, code: 'unknown_location' });

      const verdict = await verifyRecaptcha(recaptchaToken, request.ip, {
        secret: config.recaptcha.secret,
        verifyUrl: config.recaptcha.verifyUrl,
        allowedHostnames,
        timeoutMs: config.recaptcha.timeoutMs,
        maxAgeSeconds: config.recaptcha.maxAgeSeconds,
      });
      if (!verdict.ok) {
        request.log[verdict.status >= 500 ? 'error' : 'warn']({ code: verdict.code, detail: verdict.detail }, 'reCAPTCHA not accepted');
        return fail(reply, verdict);
      }

      let id: number;
      try {
        id = await outbox.store(message, config.delivery);
      } catch (error) {
        request.log.error({ err: error }, 'contact message could not be stored');
        return fail(reply, { status: 500, code: 'storage_failed' });
      }
      request.log.info({ messageId: id, location: message.location }, 'contact message stored');
      return { success: true };
    },
  );
}
