import path from 'node:path';
import { z } from 'zod';
import {
  configurationError,
  type DeliveryMode,
  defaultEmailjsOrigin,
  type Environment,
  optionalText,
  publicEnvironment,
  recaptchaTestKeys,
} from '../generator/contact-public-config.ts';
import type { DeliveryOptions } from './contact/delivery.ts';

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
/**
 * Production mode, where the test keys, a plain-http siteverify and an implicit delivery mode are refused:
 * `SITE_MODE=production` (or `site serve --production`) says so explicitly and wins over NODE_ENV;
 * without SITE_MODE, NODE_ENV=production in any capitalisation counts too.
 */
const modeVariables = {
  NODE_ENV: optionalText,
  SITE_MODE: optionalText.transform((value) => value?.toLowerCase()).pipe(z.enum(['production', 'development']).optional()),
};
const productionMode = z
  .object(modeVariables)
  .transform(({ SITE_MODE, NODE_ENV }) => (SITE_MODE ?? NODE_ENV?.toLowerCase()) === 'production');
const environment = publicEnvironment.extend({
  ...modeVariables,
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
type EnvironmentValues = z.output<typeof environment>;

export const defaultOutboxFile = path.join(projectRoot, 'data', 'contact-outbox.sqlite');

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

interface ConfigContext {
  production: boolean;
  /** The reCAPTCHA site key the built pages carry (site-manifest.json). */
  builtSiteKey?: string | undefined;
}

const usesTestKeysOf = (values: EnvironmentValues) =>
  values.RECAPTCHA_SECRET === undefined || values.RECAPTCHA_SECRET === recaptchaTestKeys.secret;
const serverEmailjsVariables = ['EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID', 'EMAILJS_PUBLIC_KEY', 'EMAILJS_PRIVATE_KEY'] as const;

/** The first setting that cannot run, in the order an operator fixes them; production refuses what development allows. */
function configProblem(values: EnvironmentValues, { production, builtSiteKey }: ConfigContext): string | undefined {
  if (production) {
    if (values.RECAPTCHA_SECRET === undefined) return 'RECAPTCHA_SECRET is not set: production needs the reCAPTCHA secret.';
    if (usesTestKeysOf(values)) return 'RECAPTCHA_SECRET is the public test secret: production refuses Google’s reCAPTCHA test keys.';
    if (values.RECAPTCHA_SITE_KEY === recaptchaTestKeys.siteKey) {
      return 'RECAPTCHA_SITE_KEY is the public test site key: production refuses Google’s reCAPTCHA test keys.';
    }
    // The pages carry the key they were built with; the run-time variable alone cannot tell what visitors get.
    if (builtSiteKey === recaptchaTestKeys.siteKey) {
      return 'The build’s pages carry the public reCAPTCHA test site key (site-manifest.json): production refuses it. Rebuild with RECAPTCHA_SITE_KEY set.';
    }
    if (new URL(values.RECAPTCHA_VERIFY_URL).protocol !== 'https:') {
      return 'RECAPTCHA_VERIFY_URL is not https: production sends the secret to siteverify only over https.';
    }
    if (values.CONTACT_DELIVERY === undefined) {
      return 'CONTACT_DELIVERY is not set: production needs an explicit delivery mode (server, browser or none).';
    }
  }
  const missing = values.CONTACT_DELIVERY === 'server' ? serverEmailjsVariables.filter((name) => values[name] === undefined) : [];
  return missing.length > 0 ? `CONTACT_DELIVERY=server needs ${missing.join(', ')} (missing).` : undefined;
}

/**
 * The contact settings in one pipeline: environment variables, parsed and defaulted, checked for what cannot run
 * (in production: the test keys, a plain-http siteverify, an implicit delivery mode), then shaped into the server's
 * configuration and the warnings `site serve` logs at start.
 */
function contactConfiguration(context: ConfigContext) {
  return environment
    .superRefine((values, ctx) => {
      const problem = configProblem(values, context);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: values });
    })
    .transform((values) => {
      const usesTestKeys = usesTestKeysOf(values);
      const delivery: DeliveryMode = values.CONTACT_DELIVERY ?? 'none';
      const warnings: string[] = [];
      if (usesTestKeys) {
        warnings.push(
          'RECAPTCHA_SECRET is not set: the contact form runs on Google’s published reCAPTCHA test keys, which accept every visitor. Set RECAPTCHA_SITE_KEY (at build time) and RECAPTCHA_SECRET for real protection.',
        );
      }
      if (delivery === 'none') {
        warnings.push('CONTACT_DELIVERY is none: accepted messages stay in the outbox; read them with `site messages list`.');
      }
      const { EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY, EMAILJS_PRIVATE_KEY } = values;
      /**
       * With `server` delivery, the worker's pace (least ms between requests to EmailJS), request time limit and
       * first retry delay, where they differ from server/contact/delivery.ts's defaults.
       */
      const deliveryTiming: Pick<DeliveryOptions, 'minIntervalMs' | 'timeoutMs' | 'baseDelayMs'> = {
        ...(values.CONTACT_DELIVERY_INTERVAL_MS === undefined ? {} : { minIntervalMs: values.CONTACT_DELIVERY_INTERVAL_MS }),
        ...(values.CONTACT_DELIVERY_TIMEOUT_MS === undefined ? {} : { timeoutMs: values.CONTACT_DELIVERY_TIMEOUT_MS }),
        ...(values.CONTACT_DELIVERY_RETRY_MS === undefined ? {} : { baseDelayMs: values.CONTACT_DELIVERY_RETRY_MS }),
      };
      /**
       * With `server` delivery: EmailJS's REST API as the outbox worker calls it (server/contact/delivery.ts);
       * `privateKey` is the account's access token, a secret.
       */
      const emailjs =
        delivery === 'server' && EMAILJS_SERVICE_ID && EMAILJS_TEMPLATE_ID && EMAILJS_PUBLIC_KEY && EMAILJS_PRIVATE_KEY
          ? {
              serviceId: EMAILJS_SERVICE_ID,
              templateId: EMAILJS_TEMPLATE_ID,
              publicKey: EMAILJS_PUBLIC_KEY,
              privateKey: EMAILJS_PRIVATE_KEY,
              apiOrigin: values.EMAILJS_API_ORIGIN ?? defaultEmailjsOrigin,
            }
          : undefined;
      const config = {
        recaptcha: {
          secret: values.RECAPTCHA_SECRET ?? recaptchaTestKeys.secret,
          verifyUrl: values.RECAPTCHA_VERIFY_URL,
          /**
           * Host names a solved challenge may come from; empty means the site's own domains plus localhost
           * (and testkey.google.com while the test keys are in use).
           */
          allowedHostnames: values.RECAPTCHA_ALLOWED_HOSTNAMES,
          timeoutMs: values.RECAPTCHA_TIMEOUT_MS,
          maxAgeSeconds: values.RECAPTCHA_MAX_AGE_SECONDS,
          usesTestKeys,
        },
        /** SQLite file of accepted messages, ':memory:', or a `postgres://` URL (server/contact/outbox-store.ts). */
        outboxFile: outboxFileOf(values.CONTACT_DB),
        delivery,
        ...(Object.keys(deliveryTiming).length > 0 ? { deliveryTiming } : {}),
        rateLimit: { max: values.CONTACT_RATE_LIMIT_MAX, windowMs: values.CONTACT_RATE_LIMIT_WINDOW_MS },
        /** Origins allowed to post besides the site's domains and the server's own origin. */
        allowedOrigins: values.CONTACT_ALLOWED_ORIGINS,
        ...(emailjs ? { emailjs } : {}),
      };
      return { config, warnings };
    });
}

export type ContactServerConfig = z.output<ReturnType<typeof contactConfiguration>>['config'];
export type ServerEmailjs = NonNullable<ContactServerConfig['emailjs']>;

/** The server side: secret, siteverify, outbox, delivery, limits; `warnings` are logged at start. */
export function loadServerConfig(
  env: Environment = process.env,
  { builtSiteKey }: { builtSiteKey?: string | undefined } = {},
): { config: ContactServerConfig; warnings: string[] } {
  const result = contactConfiguration({ production: isProduction(env), builtSiteKey }).safeParse(env);
  if (!result.success) throw configurationError('Contact configuration is invalid', result.error);
  return result.data;
}

/**
 * The settings a command hands down: the environment, with `--production` spelled as the SITE_MODE it stands for.
 * A copy, so the flag reaches only the calls it is handed to, never the process's own environment.
 */
export function settingsWithFlags({ production }: { production: boolean }, env: Environment = process.env): Environment {
  return production ? { ...env, SITE_MODE: 'production' } : env;
}

/** Whether the environment asks for production mode; a SITE_MODE other than production or development is refused. */
export function isProduction(env: Environment = process.env): boolean {
  const result = productionMode.safeParse(env);
  if (!result.success) throw configurationError('The site mode is invalid', result.error);
  return result.data;
}

const timeout = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);

/** How long the server waits on a client (milliseconds; Node's http server, through Fastify). */
const serverTimeouts = z
  .object({
    SERVER_REQUEST_TIMEOUT_MS: timeout(30_000),
    SERVER_HEADERS_TIMEOUT_MS: timeout(10_000),
    SERVER_KEEP_ALIVE_TIMEOUT_MS: timeout(5_000),
    SERVER_IDLE_TIMEOUT_MS: timeout(60_000),
  })
  .transform((values) => ({
    /** A whole request, headers and body: a body trickled in slower than this is cut off (408). */
    requestTimeout: values.SERVER_REQUEST_TIMEOUT_MS,
    /** The request line and headers alone; Node requires it to be within the whole request's. */
    headersTimeout:
      values.SERVER_REQUEST_TIMEOUT_MS === 0
        ? values.SERVER_HEADERS_TIMEOUT_MS
        : Math.min(values.SERVER_HEADERS_TIMEOUT_MS, values.SERVER_REQUEST_TIMEOUT_MS),
    /** An idle kept-alive connection between requests. */
    keepAliveTimeout: values.SERVER_KEEP_ALIVE_TIMEOUT_MS,
    /** A socket with no traffic at all. */
    connectionTimeout: values.SERVER_IDLE_TIMEOUT_MS,
  }));
export type ServerTimeouts = z.output<typeof serverTimeouts>;

/**
 * Slow clients cannot hold connections open for ever: a body declared and trickled in byte by byte is cut
 * after SERVER_REQUEST_TIMEOUT_MS on every route, static ones included (Node's default is no limit).
 */
export function loadServerTimeouts(env: Environment = process.env): ServerTimeouts {
  const result = serverTimeouts.safeParse(env);
  if (!result.success) throw configurationError('Server timeouts are invalid', result.error);
  return result.data;
}

/**
 * Which proxies may tell the client's address (X-Forwarded-For), which the rate limit counts by. Default:
 * only a proxy on this machine (nginx in front, DEPLOY.md); `TRUST_PROXY=false` trusts none, an IP or CIDR
 * list names them.
 */
const trustProxy = optionalText.transform((value) =>
  value === undefined ? 'loopback' : value === 'true' || value === 'false' ? value === 'true' : value,
);

export function loadTrustProxy(env: Environment = process.env): z.output<typeof trustProxy> {
  return trustProxy.parse(env.TRUST_PROXY);
}

/**
 * How long a delivered contact message stays in the outbox (days): `site serve` and `site messages purge` erase
 * older ones (server/contact/retention.ts). Keep it equal to the period the privacy pages state (content/privacy).
 */
const defaultRetentionDays = 90;

export function loadRetentionDays(env: Environment = process.env): number {
  const result = positiveInteger(defaultRetentionDays).safeParse(optionalText.parse(env.CONTACT_RETENTION_DAYS));
  if (!result.success) throw new Error('CONTACT_RETENTION_DAYS must be a whole number of days, 1 or more.');
  return result.data;
}
