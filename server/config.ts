import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import {
  configurationError,
  type DeliveryMode,
  defaultEmailjsOrigin,
  type Environment,
  keyText,
  optionalText,
  publicEnvironment,
  recaptchaTestKeys,
  SettingsError,
} from '../generator/settings/contact-public-config.ts';
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
/**
 * How a number setting is written: digits alone. Number() would also read 1e3, 0x10, 1_000 or +5, and a setting
 * read as another number than the operator meant is worse than one refused.
 */
export const digitsAlone = /^\d+$/;
// Numbers read through optionalText: an empty variable (`VAR=` in a unit file) is unset, as every other setting,
// never a 0 (which turned a time limit off). Past 2^53 digits are no longer read exactly: refused as too large.
const wholeNumber = (bound: (number: z.ZodNumber) => z.ZodNumber = (number) => number) =>
  z
    .string()
    .regex(digitsAlone, 'must be a whole number written in digits alone (30000, not 30s or thirty)')
    .transform(Number)
    .pipe(bound(z.number().max(Number.MAX_SAFE_INTEGER, 'is too large to be read exactly')));
const moreThanNothing = () => wholeNumber((number) => number.positive('must be more than 0'));
const positiveInteger = (fallback: number) => optionalText.pipe(moreThanNothing().default(fallback));
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
  RECAPTCHA_SECRET: keyText,
  RECAPTCHA_VERIFY_URL: z.url({ protocol: /^https?$/ }).default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_ALLOWED_HOSTNAMES: list,
  RECAPTCHA_TIMEOUT_MS: positiveInteger(5000),
  RECAPTCHA_MAX_AGE_SECONDS: positiveInteger(120),
  CONTACT_DB: optionalText,
  CONTACT_DELIVERY_INTERVAL_MS: optionalText.pipe(moreThanNothing().optional()),
  CONTACT_DELIVERY_TIMEOUT_MS: optionalText.pipe(moreThanNothing().optional()),
  CONTACT_DELIVERY_RETRY_MS: optionalText.pipe(moreThanNothing().optional()),
  CONTACT_RATE_LIMIT_MAX: positiveInteger(5),
  CONTACT_RATE_LIMIT_WINDOW_MS: positiveInteger(10 * 60 * 1000),
  CONTACT_ALLOWED_ORIGINS: list.pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin))),
  EMAILJS_PRIVATE_KEY: keyText,
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
  /** Whether the built pages send each message to EmailJS themselves (site-manifest.json); unknown for older builds. */
  builtBrowserDelivery?: boolean | undefined;
}

const usesTestKeysOf = (values: EnvironmentValues) =>
  values.RECAPTCHA_SECRET === undefined || values.RECAPTCHA_SECRET === recaptchaTestKeys.secret;
const serverEmailjsVariables = ['EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID', 'EMAILJS_PUBLIC_KEY', 'EMAILJS_PRIVATE_KEY'] as const;

/**
 * Every setting that cannot run, in the order an operator fixes them; production refuses what development allows.
 * Also run when another variable did not parse (its own problem is reported), so a value here may be unparsed.
 */
function configProblems(values: EnvironmentValues, { production, builtSiteKey, builtBrowserDelivery }: ConfigContext): string[] {
  const problems: string[] = [];
  // The pages decide who sends: a run-time mode that disagrees loses every message or sends each twice, in any mode.
  if (values.CONTACT_DELIVERY === 'browser' && builtBrowserDelivery === false) {
    problems.push(
      'CONTACT_DELIVERY=browser, but the pages were built without it (site-manifest.json): their form sends nothing to EmailJS, so every message would only be stored. Rebuild with CONTACT_DELIVERY=browser and the EMAILJS_ ids, or run with CONTACT_DELIVERY=server.',
    );
  }
  if (values.CONTACT_DELIVERY === 'server' && builtBrowserDelivery === true) {
    problems.push(
      'CONTACT_DELIVERY=server, but the pages were built with CONTACT_DELIVERY=browser (site-manifest.json): each message would be sent by the visitor’s browser and again by the server. Rebuild without it, or run with CONTACT_DELIVERY=browser.',
    );
  }
  if (production) {
    if (values.RECAPTCHA_SECRET === undefined) problems.push('RECAPTCHA_SECRET is not set: production needs the reCAPTCHA secret.');
    else if (usesTestKeysOf(values)) {
      problems.push('RECAPTCHA_SECRET is the public test secret: production refuses Google’s reCAPTCHA test keys.');
    }
    if (values.RECAPTCHA_SITE_KEY === recaptchaTestKeys.siteKey) {
      problems.push('RECAPTCHA_SITE_KEY is the public test site key: production refuses Google’s reCAPTCHA test keys.');
    }
    // The pages carry the key they were built with; the run-time variable alone cannot tell what visitors get.
    if (builtSiteKey === recaptchaTestKeys.siteKey) {
      problems.push(
        'The build’s pages carry the public reCAPTCHA test site key (site-manifest.json): production refuses it. Rebuild with RECAPTCHA_SITE_KEY set.',
      );
    }
    if (URL.canParse(values.RECAPTCHA_VERIFY_URL) && new URL(values.RECAPTCHA_VERIFY_URL).protocol !== 'https:') {
      problems.push('RECAPTCHA_VERIFY_URL is not https: production sends the secret to siteverify only over https.');
    }
    if (values.CONTACT_DELIVERY === undefined) {
      problems.push('CONTACT_DELIVERY is not set: production needs an explicit delivery mode (server, browser or none).');
    }
    if (values.EMAILJS_API_ORIGIN !== undefined && new URL(values.EMAILJS_API_ORIGIN).protocol !== 'https:') {
      problems.push('EMAILJS_API_ORIGIN is not https: production sends the EmailJS private key only over https.');
    }
  }
  const missing = values.CONTACT_DELIVERY === 'server' ? serverEmailjsVariables.filter((name) => values[name] === undefined) : [];
  if (missing.length > 0) problems.push(`CONTACT_DELIVERY=server needs ${missing.join(', ')} (missing).`);
  return problems;
}

/**
 * The contact settings in one pipeline: environment variables, parsed and defaulted, checked for what cannot run
 * (in production: the test keys, a plain-http siteverify, an implicit delivery mode), then shaped into the server's
 * configuration and the warnings `site serve` logs at start.
 */
function contactConfiguration(context: ConfigContext) {
  return environment
    .check(
      z.superRefine(
        (values: EnvironmentValues, ctx) => {
          for (const message of configProblems(values, context)) ctx.addIssue({ code: 'custom', message, input: values });
        },
        // Checked even when another variable does not parse, so that one start lists every problem.
        { when: () => true },
      ),
    )
    .transform((values) => {
      const usesTestKeys = usesTestKeysOf(values);
      const delivery: DeliveryMode = values.CONTACT_DELIVERY ?? 'none';
      const warnings: string[] = [];
      if (usesTestKeys) {
        warnings.push(
          `${values.RECAPTCHA_SECRET === undefined ? 'RECAPTCHA_SECRET is not set' : 'RECAPTCHA_SECRET is the public test secret'}: the contact form runs on Google’s published reCAPTCHA test keys, which accept every visitor. Set RECAPTCHA_SITE_KEY (at build time) and RECAPTCHA_SECRET for real protection.`,
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
  built: Omit<ConfigContext, 'production'> = {},
): { config: ContactServerConfig; warnings: string[] } {
  const result = contactConfiguration({ production: isProduction(env), ...built }).safeParse(env);
  if (!result.success) throw configurationError(result.error);
  return result.data;
}

/**
 * The settings a command hands down: the environment, with `--production` spelled as the SITE_MODE it stands for
 * and, when given, the command's own default outbox where CONTACT_DB is not set. A copy, so these reach only the
 * calls they are handed to, never the process's own environment.
 */
export function settingsWithFlags(
  { production, defaultOutbox }: { production: boolean; defaultOutbox?: string },
  env: Environment = process.env,
): Environment {
  const outbox = defaultOutbox !== undefined && optionalText.parse(env.CONTACT_DB) === undefined ? { CONTACT_DB: defaultOutbox } : {};
  return production || defaultOutbox !== undefined ? { ...env, ...outbox, ...(production ? { SITE_MODE: 'production' } : {}) } : env;
}

/** Whether the environment asks for production mode; a SITE_MODE other than production or development is refused. */
export function isProduction(env: Environment = process.env): boolean {
  const result = productionMode.safeParse(env);
  if (!result.success) throw configurationError(result.error);
  return result.data;
}

const timeout = (fallback: number) => optionalText.pipe(wholeNumber().default(fallback));

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
  if (!result.success) throw configurationError(result.error);
  return result.data;
}

/**
 * Which proxies may tell the client's address (X-Forwarded-For, which the rate limit counts by and the log
 * shows), the host and port the visitor asked for (X-Forwarded-Host, X-Forwarded-Port) and the scheme
 * (X-Forwarded-Proto). Default: only a proxy on this machine (nginx in front, DEPLOY.md); `TRUST_PROXY=false`
 * trusts none, `true` every one, an IP or CIDR list (or proxy-addr's `loopback`, `linklocal`, `uniquelocal`)
 * names them. Compiled once, here, so that Fastify (the request's address, host and scheme) and the same-site
 * check (the forwarded port, server/contact/same-site.ts) believe the same proxies.
 */
export type TrustProxy = (address: string, hop: number) => boolean;

export function loadTrustProxy(env: Environment = process.env): TrustProxy {
  const value = optionalText.parse(env.TRUST_PROXY) ?? 'loopback';
  if (value === 'true') return () => true;
  if (value === 'false') return () => false;
  try {
    return proxyAddr.compile(value.split(',').map((entry) => entry.trim()));
  } catch (error) {
    throw new SettingsError([`TRUST_PROXY: ${(error as Error).message} (use false, true, or IP addresses and CIDR ranges).`]);
  }
}

/**
 * How long a delivered contact message stays in the outbox (days): `site serve` and `site messages purge` erase
 * older ones (server/contact/retention.ts). Keep it equal to the period the privacy pages state (content/privacy).
 */
const defaultRetentionDays = 90;

export function loadRetentionDays(env: Environment = process.env): number {
  const result = positiveInteger(defaultRetentionDays).safeParse(optionalText.parse(env.CONTACT_RETENTION_DAYS));
  if (!result.success) throw new SettingsError(['CONTACT_RETENTION_DAYS must be a whole number of days, 1 or more.']);
  return result.data;
}

/**
 * Prometheus metrics (server/metrics.ts): off unless METRICS_PORT is set, and then on an address of their own
 * (METRICS_HOST, this machine only by default), never on the site's port that nginx and visitors reach.
 */
const metricsSettings = z
  .object({
    METRICS_PORT: optionalText.pipe(wholeNumber((number) => number.min(1).max(65_535)).optional()),
    METRICS_HOST: optionalText.transform((value) => value ?? '127.0.0.1'),
  })
  .transform(({ METRICS_PORT, METRICS_HOST }) => (METRICS_PORT === undefined ? undefined : { port: METRICS_PORT, host: METRICS_HOST }));
export type MetricsSettings = NonNullable<z.output<typeof metricsSettings>>;

export function loadMetricsSettings(env: Environment = process.env): MetricsSettings | undefined {
  const result = metricsSettings.safeParse(env);
  if (!result.success) throw new SettingsError([`METRICS_PORT is not a port number (1 to 65535): ${env.METRICS_PORT}`]);
  return result.data;
}

/**
 * How the log is written: `pretty` (one readable line per event, local time, level names, colours) for a person at
 * a terminal, `json` (one JSON object per line) for the journal and log collectors; by default pretty exactly
 * when standard output is a terminal.
 */
const logFormats = ['pretty', 'json'] as const;
export type LogFormat = (typeof logFormats)[number];

export function loadLogFormat(env: Environment = process.env, terminal = process.stdout.isTTY === true): LogFormat {
  const result = optionalText.pipe(z.enum(logFormats).optional()).safeParse(env.LOG_FORMAT);
  if (!result.success) throw new SettingsError([`LOG_FORMAT: ${result.error.issues[0]?.message ?? 'invalid'}`]);
  return result.data ?? (terminal ? 'pretty' : 'json');
}

interface ServerSettings {
  production: boolean;
  contact: ContactServerConfig;
  /** Logged at start (the test keys, delivery none). */
  warnings: string[];
  timeouts: ServerTimeouts;
  trustProxy: TrustProxy;
  retentionDays: number;
  metrics: MetricsSettings | undefined;
  logFormat: LogFormat;
}

/**
 * Every setting of `site serve`, each loader run even when another refused, so that a server that cannot start
 * says every missing or wrong setting at once (one SettingsError, a line per problem). `otherProblems` are found
 * before (the build's manifest, the port) and reported with them.
 */
export function loadServerSettings(
  env: Environment = process.env,
  { otherProblems = [], ...built }: Omit<ConfigContext, 'production'> & { otherProblems?: readonly string[] } = {},
): ServerSettings {
  const problems = [...otherProblems];
  const attempt = <T>(load: () => T): T | undefined => {
    try {
      return load();
    } catch (error) {
      if (!(error instanceof SettingsError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  };
  // The mode's own problem (a mistyped SITE_MODE) is reported once, not again by every loader that reads it.
  const production = attempt(() => isProduction(env));
  // With the mode itself mistyped, the contact settings are still read (as outside production) for their own
  // problems, so that one run names them all.
  const contact = attempt(() => loadServerConfig(production === undefined ? { ...env, SITE_MODE: 'development' } : env, built));
  const settings = {
    timeouts: attempt(() => loadServerTimeouts(env)),
    trustProxy: attempt(() => loadTrustProxy(env)),
    retentionDays: attempt(() => loadRetentionDays(env)),
    metrics: attempt(() => ({ value: loadMetricsSettings(env) })),
    logFormat: attempt(() => loadLogFormat(env)),
  };
  const { timeouts, trustProxy, retentionDays, metrics, logFormat } = settings;
  if (problems.length > 0 || !contact || !timeouts || !trustProxy || !retentionDays || !metrics || !logFormat) {
    throw new SettingsError(problems);
  }
  return {
    production: production === true,
    contact: contact.config,
    warnings: contact.warnings,
    timeouts,
    trustProxy,
    retentionDays,
    metrics: metrics.value,
    logFormat,
  };
}
