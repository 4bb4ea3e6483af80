import path from 'node:path';
import { z } from 'zod';
import {
  type DeliveryMode,
  defaultEmailjsOrigin,
  optionalText,
  publicEnvironment,
  recaptchaTestKeys,
} from '../generator/contact-public-config.ts';

/**
 * Every setting of the contact flow, read from environment variables with defaults (DESIGN.md section 7).
 * With nothing set, everything runs end to end on Google's published reCAPTCHA test keys (with a warning);
 * production mode (isProduction) refuses them.
 */

const projectRoot = path.resolve(import.meta.dirname, '..');

const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
const positiveInteger = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const environment = publicEnvironment.extend({
  NODE_ENV: optionalText,
  SITE_MODE: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['production', 'development']))
    .optional(),
  RECAPTCHA_SECRET: optionalText,
  RECAPTCHA_VERIFY_URL: z.url({ protocol: /^https?$/ }).default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_ALLOWED_HOSTNAMES: list,
  RECAPTCHA_TIMEOUT_MS: positiveInteger(5000),
  RECAPTCHA_MAX_AGE_SECONDS: positiveInteger(120),
  CONTACT_DB: optionalText,
  CONTACT_DELIVERY_INTERVAL_MS: z.coerce.number().int().positive().optional(),
  CONTACT_DELIVERY_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  CONTACT_DELIVERY_RETRY_MS: z.coerce.number().int().positive().optional(),
  CONTACT_RATE_LIMIT_MAX: positiveInteger(5),
  CONTACT_RATE_LIMIT_WINDOW_MS: positiveInteger(10 * 60 * 1000),
  CONTACT_ALLOWED_ORIGINS: list.pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin))),
  EMAILJS_PRIVATE_KEY: optionalText,
});
type Environment = Record<string, string | undefined>;

export interface ContactServerConfig {
  recaptcha: {
    secret: string;
    verifyUrl: string;
    /**
     * Host names a solved challenge may come from; empty means the site's own domains plus localhost
     * (and testkey.google.com while the test keys are in use).
     */
    allowedHostnames: string[];
    timeoutMs: number;
    maxAgeSeconds: number;
    usesTestKeys: boolean;
  };
  /** SQLite file of accepted messages, ':memory:', or a `postgres://` URL (server/contact/outbox-store.ts). */
  outboxFile: string;
  delivery: DeliveryMode;
  /**
   * With `server` delivery, the worker's pace (least ms between requests to EmailJS), request time limit and
   * first retry delay, where they differ from server/contact/delivery.ts's defaults.
   */
  deliveryTiming?: { minIntervalMs?: number; timeoutMs?: number; baseDelayMs?: number };
  rateLimit: { max: number; windowMs: number };
  /** Origins allowed to post besides the site's domains and the server's own origin. */
  allowedOrigins: string[];
  /** With `server` delivery: what the outbox worker sends through (server/contact/delivery.ts). */
  emailjs?: ServerEmailjs;
}

/** EmailJS's REST API as the server calls it; `privateKey` is the account's access token, a secret. */
export interface ServerEmailjs {
  serviceId: string;
  templateId: string;
  publicKey: string;
  privateKey: string;
  apiOrigin: string;
}

export const defaultOutboxFile = path.join(projectRoot, 'data', 'contact-outbox.sqlite');

function parseEnvironment(env: Environment) {
  const result = environment.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Contact configuration is invalid: ${problems}`);
  }
  return result.data;
}

/** True for `postgres://` and `postgresql://` connection URLs in CONTACT_DB, false for a SQLite file. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

function outboxFileOf(configured: string | undefined): string {
  const file = configured ?? defaultOutboxFile;
  return file === ':memory:' || isPostgresUrl(file) ? file : path.resolve(file);
}

/** The outbox file alone (for `site messages`, which needs no secret). */
export function loadOutboxFile(env: Environment = process.env): string {
  return outboxFileOf(optionalText.parse(env.CONTACT_DB));
}

/** The server side: secret, siteverify, outbox, delivery, limits; `warnings` are logged at start. */
export function loadServerConfig(
  env: Environment = process.env,
  { builtSiteKey }: { builtSiteKey?: string | undefined } = {},
): { config: ContactServerConfig; warnings: string[] } {
  const values = parseEnvironment(env);
  const warnings: string[] = [];
  const production = isProduction(env);
  const usesTestKeys = values.RECAPTCHA_SECRET === undefined || values.RECAPTCHA_SECRET === recaptchaTestKeys.secret;
  if (production) {
    if (values.RECAPTCHA_SECRET === undefined) throw new Error('RECAPTCHA_SECRET is not set: production needs the reCAPTCHA secret.');
    if (usesTestKeys) throw new Error('RECAPTCHA_SECRET is the public test secret: production refuses Google’s reCAPTCHA test keys.');
    if (values.RECAPTCHA_SITE_KEY === recaptchaTestKeys.siteKey) {
      throw new Error('RECAPTCHA_SITE_KEY is the public test site key: production refuses Google’s reCAPTCHA test keys.');
    }
    // The pages carry the key they were built with; the run-time variable alone cannot tell what visitors get.
    if (builtSiteKey === recaptchaTestKeys.siteKey) {
      throw new Error(
        'The build’s pages carry the public reCAPTCHA test site key (site-manifest.json): production refuses it. Rebuild with RECAPTCHA_SITE_KEY set.',
      );
    }
    if (new URL(values.RECAPTCHA_VERIFY_URL).protocol !== 'https:') {
      throw new Error('RECAPTCHA_VERIFY_URL is not https: production sends the secret to siteverify only over https.');
    }
    if (values.CONTACT_DELIVERY === undefined) {
      throw new Error('CONTACT_DELIVERY is not set: production needs an explicit delivery mode (server, browser or none).');
    }
  }
  const delivery = values.CONTACT_DELIVERY ?? 'none';
  let emailjs: ServerEmailjs | undefined;
  if (delivery === 'server') {
    const required = ['EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID', 'EMAILJS_PUBLIC_KEY', 'EMAILJS_PRIVATE_KEY'] as const;
    const missing = required.filter((name) => values[name] === undefined);
    if (missing.length > 0) throw new Error(`CONTACT_DELIVERY=server needs ${missing.join(', ')} (missing).`);
    emailjs = {
      serviceId: values.EMAILJS_SERVICE_ID as string,
      templateId: values.EMAILJS_TEMPLATE_ID as string,
      publicKey: values.EMAILJS_PUBLIC_KEY as string,
      privateKey: values.EMAILJS_PRIVATE_KEY as string,
      apiOrigin: values.EMAILJS_API_ORIGIN ?? defaultEmailjsOrigin,
    };
  }
  if (usesTestKeys) {
    warnings.push(
      'RECAPTCHA_SECRET is not set: the contact form runs on Google’s published reCAPTCHA test keys, which accept every visitor. Set RECAPTCHA_SITE_KEY (at build time) and RECAPTCHA_SECRET for real protection.',
    );
  }
  if (delivery === 'none') {
    warnings.push('CONTACT_DELIVERY is none: accepted messages stay in the outbox; read them with `site messages list`.');
  }
  return {
    config: {
      recaptcha: {
        secret: values.RECAPTCHA_SECRET ?? recaptchaTestKeys.secret,
        verifyUrl: values.RECAPTCHA_VERIFY_URL,
        allowedHostnames: values.RECAPTCHA_ALLOWED_HOSTNAMES,
        timeoutMs: values.RECAPTCHA_TIMEOUT_MS,
        maxAgeSeconds: values.RECAPTCHA_MAX_AGE_SECONDS,
        usesTestKeys,
      },
      outboxFile: outboxFileOf(values.CONTACT_DB),
      delivery,
      deliveryTiming: Object.fromEntries(
        Object.entries({
          minIntervalMs: values.CONTACT_DELIVERY_INTERVAL_MS,
          timeoutMs: values.CONTACT_DELIVERY_TIMEOUT_MS,
          baseDelayMs: values.CONTACT_DELIVERY_RETRY_MS,
        }).filter(([, value]) => value !== undefined),
      ),
      rateLimit: { max: values.CONTACT_RATE_LIMIT_MAX, windowMs: values.CONTACT_RATE_LIMIT_WINDOW_MS },
      allowedOrigins: values.CONTACT_ALLOWED_ORIGINS,
      ...(emailjs ? { emailjs } : {}),
    },
    warnings,
  };
}

/**
 * Production mode, where the test keys, a plain-http siteverify and an implicit delivery mode are refused:
 * `SITE_MODE=production` (or `site serve --production`) says so explicitly and wins over NODE_ENV;
 * without SITE_MODE, NODE_ENV=production in any capitalisation counts too.
 */
export function isProduction(env: Environment = process.env): boolean {
  const mode = env.SITE_MODE?.trim().toLowerCase();
  if (mode) return mode === 'production';
  return env.NODE_ENV?.trim().toLowerCase() === 'production';
}

const timeout = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);
const timeoutEnvironment = z.object({
  SERVER_REQUEST_TIMEOUT_MS: timeout(30_000),
  SERVER_HEADERS_TIMEOUT_MS: timeout(10_000),
  SERVER_KEEP_ALIVE_TIMEOUT_MS: timeout(5_000),
  SERVER_IDLE_TIMEOUT_MS: timeout(60_000),
});

/** How long the server waits on a client (milliseconds; Node's http server, through Fastify). */
export interface ServerTimeouts {
  /** A whole request, headers and body: a body trickled in slower than this is cut off (408). */
  requestTimeout: number;
  /** The request line and headers alone. */
  headersTimeout: number;
  /** An idle kept-alive connection between requests. */
  keepAliveTimeout: number;
  /** A socket with no traffic at all. */
  connectionTimeout: number;
}

/**
 * Slow clients cannot hold connections open for ever: a body declared and trickled in byte by byte is cut
 * after SERVER_REQUEST_TIMEOUT_MS on every route, static ones included (Node's default is no limit).
 */
export function loadServerTimeouts(env: Environment = process.env): ServerTimeouts {
  const result = timeoutEnvironment.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Server timeouts are invalid: ${problems}`);
  }
  const values = result.data;
  return {
    requestTimeout: values.SERVER_REQUEST_TIMEOUT_MS,
    // Node requires the headers' limit to be within the whole request's.
    headersTimeout:
      values.SERVER_REQUEST_TIMEOUT_MS === 0
        ? values.SERVER_HEADERS_TIMEOUT_MS
        : Math.min(values.SERVER_HEADERS_TIMEOUT_MS, values.SERVER_REQUEST_TIMEOUT_MS),
    keepAliveTimeout: values.SERVER_KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: values.SERVER_IDLE_TIMEOUT_MS,
  };
}

/**
 * Which proxies may tell the client's address (X-Forwarded-For), which the rate limit counts by. Default:
 * only a proxy on this machine (nginx in front, DEPLOY.md); `TRUST_PROXY=false` trusts none, an IP or CIDR
 * list names them.
 */
export function loadTrustProxy(env: Environment = process.env): boolean | string {
  const value = env.TRUST_PROXY?.trim();
  if (!value) return 'loopback';
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

/**
 * How long a delivered contact message stays in the outbox (days): `site serve` and `site messages purge` erase
 * older ones (server/contact/retention.ts). Keep it equal to the period the privacy pages state (content/privacy).
 */
export const defaultRetentionDays = 90;

export function loadRetentionDays(env: Environment = process.env): number {
  const result = positiveInteger(defaultRetentionDays).safeParse(optionalText.parse(env.CONTACT_RETENTION_DAYS));
  if (!result.success) throw new Error('CONTACT_RETENTION_DAYS must be a whole number of days, 1 or more.');
  return result.data;
}
