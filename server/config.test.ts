import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultEmailjsOrigin, loadBrowserConfig, recaptchaTestKeys, SettingsError } from '../generator/settings/contact-public-config.ts';
import {
  defaultOutboxFile,
  isProduction,
  loadLogFormat,
  loadMetricsSettings,
  loadOutboxFile,
  loadRetentionDays,
  loadServerConfig,
  loadServerSettings,
  loadServerTimeouts,
  loadTrustProxy,
  settingsWithFlags,
} from './config.ts';

describe('contact configuration from the environment', () => {
  it('runs on Google’s published test keys when nothing is set, and says so', () => {
    const { config, warnings } = loadServerConfig({});
    expect(config).toEqual({
      recaptcha: {
        secret: recaptchaTestKeys.secret,
        verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
        allowedHostnames: [],
        timeoutMs: 5000,
        maxAgeSeconds: 120,
        usesTestKeys: true,
      },
      outboxFile: defaultOutboxFile,
      delivery: 'none',
      rateLimit: { max: 5, windowMs: 600_000 },
      allowedOrigins: [],
    });
    expect(warnings.join('\n')).toMatch(/test keys/);
    expect(loadBrowserConfig({})).toEqual({ recaptchaSiteKey: recaptchaTestKeys.siteKey, delivery: { mode: 'none' } });
    expect(defaultOutboxFile).toMatch(/[/\\]data[/\\]contact-outbox\.sqlite$/);
  });

  it('refuses the test keys in production', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(/^RECAPTCHA_SECRET is not set/);
    expect(() => loadServerConfig({ NODE_ENV: 'production', RECAPTCHA_SECRET: recaptchaTestKeys.secret })).toThrow(/production refuses/);
    expect(loadServerConfig({ NODE_ENV: 'production', RECAPTCHA_SECRET: 'real-secret', CONTACT_DELIVERY: 'none' }).warnings).toHaveLength(
      1,
    );
  });

  it('refuses to start in production without a secret or a delivery setting, naming the variable', () => {
    const real = { NODE_ENV: 'production', RECAPTCHA_SECRET: 'real-secret', CONTACT_DELIVERY: 'none' };
    expect(() => loadServerConfig({ ...real, RECAPTCHA_SECRET: '' })).toThrow(/^RECAPTCHA_SECRET is not set/);
    expect(() => loadServerConfig({ ...real, RECAPTCHA_SECRET: recaptchaTestKeys.secret })).toThrow(
      /^RECAPTCHA_SECRET is the public test secret/,
    );
    expect(() => loadServerConfig({ ...real, RECAPTCHA_SITE_KEY: recaptchaTestKeys.siteKey })).toThrow(/^RECAPTCHA_SITE_KEY/);
    expect(() => loadServerConfig({ ...real, CONTACT_DELIVERY: undefined })).toThrow(/^CONTACT_DELIVERY is not set/);
    expect(() => loadServerConfig({ ...real, CONTACT_DELIVERY: 'server' })).toThrow(
      'CONTACT_DELIVERY=server needs EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY, EMAILJS_PRIVATE_KEY (missing).',
    );
    const ids = { EMAILJS_SERVICE_ID: 's', EMAILJS_TEMPLATE_ID: 't', EMAILJS_PUBLIC_KEY: 'p' };
    expect(() => loadServerConfig({ ...real, CONTACT_DELIVERY: 'server', ...ids })).toThrow(/needs EMAILJS_PRIVATE_KEY \(missing\)/);
    // Outside production, only server delivery's own keys are required.
    expect(() => loadServerConfig({ CONTACT_DELIVERY: 'server', ...ids })).toThrow(/EMAILJS_PRIVATE_KEY/);
  });

  it('refuses a build whose pages carry the test site key, read from the build’s manifest', () => {
    const real = { SITE_MODE: 'production', RECAPTCHA_SECRET: 'real-secret', CONTACT_DELIVERY: 'none' };
    // DEPLOY.md's unit never sets RECAPTCHA_SITE_KEY at run time: the manifest is what tells.
    expect(() => loadServerConfig(real, { builtSiteKey: recaptchaTestKeys.siteKey })).toThrow(
      /build’s pages carry the public reCAPTCHA test site key/,
    );
    expect(loadServerConfig(real, { builtSiteKey: 'real-site-key' }).config.recaptcha.usesTestKeys).toBe(false);
    // Outside production the test key is the documented default.
    expect(() => loadServerConfig({}, { builtSiteKey: recaptchaTestKeys.siteKey })).not.toThrow();
  });

  it('refuses a delivery mode the pages were not built for, which would lose every message or send each twice', () => {
    const emailjs = { EMAILJS_SERVICE_ID: 's', EMAILJS_TEMPLATE_ID: 't', EMAILJS_PUBLIC_KEY: 'p', EMAILJS_PRIVATE_KEY: 'k' };
    expect(() => loadServerConfig({ CONTACT_DELIVERY: 'browser' }, { builtBrowserDelivery: false })).toThrow(
      /^CONTACT_DELIVERY=browser, but the pages were built without it/,
    );
    expect(() => loadServerConfig({ CONTACT_DELIVERY: 'server', ...emailjs }, { builtBrowserDelivery: true })).toThrow(
      /^CONTACT_DELIVERY=server, but the pages were built with CONTACT_DELIVERY=browser/,
    );
    expect(() => loadServerConfig({ CONTACT_DELIVERY: 'browser' }, { builtBrowserDelivery: true })).not.toThrow();
    expect(() => loadServerConfig({ CONTACT_DELIVERY: 'server', ...emailjs }, { builtBrowserDelivery: false })).not.toThrow();
    // A build from before the manifest recorded it is not judged.
    expect(() => loadServerConfig({ CONTACT_DELIVERY: 'browser' }, {})).not.toThrow();
  });

  it('is in production when told explicitly, or by NODE_ENV=production in any capitalisation', () => {
    expect(isProduction({})).toBe(false);
    expect(isProduction({ SITE_MODE: 'production' })).toBe(true);
    expect(isProduction({ SITE_MODE: ' Production ' })).toBe(true);
    expect(isProduction({ NODE_ENV: 'Production' })).toBe(true);
    expect(isProduction({ NODE_ENV: 'PRODUCTION ' })).toBe(true);
    expect(isProduction({ NODE_ENV: 'development' })).toBe(false);
    // The explicit setting wins over NODE_ENV either way.
    expect(isProduction({ SITE_MODE: 'development', NODE_ENV: 'production' })).toBe(false);
    expect(isProduction({ SITE_MODE: 'production', NODE_ENV: 'test' })).toBe(true);
    expect(() => loadServerConfig({ NODE_ENV: 'PRODUCTION' })).toThrow(/^RECAPTCHA_SECRET is not set/);
    expect(() => loadServerConfig({ SITE_MODE: 'prod' })).toThrow(/SITE_MODE/);
    // A mistyped mode stops the build too, instead of building as development; an empty one is unset.
    expect(() => isProduction({ SITE_MODE: 'prod', NODE_ENV: 'production' })).toThrow(/SITE_MODE/);
    expect(isProduction({ SITE_MODE: ' ', NODE_ENV: 'production' })).toBe(true);
  });

  it('hands --production down as SITE_MODE=production in a copy of the settings, never in the given environment', () => {
    const env = { SITE_MODE: 'development', RECAPTCHA_SECRET: 'real-secret' };
    const flagged = settingsWithFlags({ production: true }, env);
    expect(isProduction(flagged)).toBe(true);
    expect(flagged.RECAPTCHA_SECRET).toBe('real-secret');
    expect(env.SITE_MODE).toBe('development');
    expect(settingsWithFlags({ production: false }, env)).toBe(env);
    expect(() => loadServerConfig(flagged)).toThrow(/^CONTACT_DELIVERY is not set/);
  });

  it("hands a command's default outbox down where CONTACT_DB is not set, never in the given environment", () => {
    const env: Record<string, string> = { SITE_MODE: 'development' };
    const settings = settingsWithFlags({ production: false, defaultOutbox: '/srv/site/data/contact-outbox.sqlite' }, env);
    expect(loadOutboxFile(settings)).toBe('/srv/site/data/contact-outbox.sqlite');
    expect(env.CONTACT_DB).toBeUndefined();
    const chosen = { CONTACT_DB: 'postgres://site@127.0.0.1/site' };
    expect(loadOutboxFile(settingsWithFlags({ production: true, defaultOutbox: '/elsewhere.sqlite' }, chosen))).toBe(chosen.CONTACT_DB);
  });

  it('sends the secret to siteverify only over https in production', () => {
    const real = { SITE_MODE: 'production', RECAPTCHA_SECRET: 'real-secret', CONTACT_DELIVERY: 'none' };
    expect(() => loadServerConfig({ ...real, RECAPTCHA_VERIFY_URL: 'http://siteverify.example/verify' })).toThrow(
      /^RECAPTCHA_VERIFY_URL is not https/,
    );
    expect(loadServerConfig({ ...real, RECAPTCHA_VERIFY_URL: 'https://siteverify.example/verify' }).config.recaptcha.verifyUrl).toBe(
      'https://siteverify.example/verify',
    );
    // Local runs and tests use a fake siteverify on plain http.
    expect(loadServerConfig({ RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/verify' }).config.recaptcha.verifyUrl).toBe(
      'http://127.0.0.1:9/verify',
    );
  });

  it('reads server delivery: the ids, the private key and the API origin, none of them reaching the browser', () => {
    const env = {
      NODE_ENV: 'production',
      RECAPTCHA_SECRET: 'real-secret',
      CONTACT_DELIVERY: 'server',
      EMAILJS_SERVICE_ID: 's',
      EMAILJS_TEMPLATE_ID: 't',
      EMAILJS_PUBLIC_KEY: 'p',
      EMAILJS_PRIVATE_KEY: 'private',
    };
    const { config, warnings } = loadServerConfig(env);
    expect(warnings).toEqual([]);
    expect(config.delivery).toBe('server');
    expect(config.emailjs).toEqual({
      serviceId: 's',
      templateId: 't',
      publicKey: 'p',
      privateKey: 'private',
      apiOrigin: defaultEmailjsOrigin,
    });
    expect(loadBrowserConfig(env).delivery).toEqual({ mode: 'none' });
  });

  it('reads every setting', () => {
    const env = {
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET: 'secret',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9999/siteverify',
      RECAPTCHA_ALLOWED_HOSTNAMES: 'www.tecnandes.com.ec, forms.example.org',
      RECAPTCHA_TIMEOUT_MS: '2500',
      RECAPTCHA_MAX_AGE_SECONDS: '60',
      CONTACT_DB: 'tmp/outbox.sqlite',
      CONTACT_DELIVERY: 'browser',
      CONTACT_DELIVERY_INTERVAL_MS: '1500',
      CONTACT_DELIVERY_TIMEOUT_MS: '8000',
      CONTACT_DELIVERY_RETRY_MS: '2000',
      CONTACT_RATE_LIMIT_MAX: '3',
      CONTACT_RATE_LIMIT_WINDOW_MS: '30000',
      CONTACT_ALLOWED_ORIGINS: 'https://staging.tecnandes.com.ec/',
      EMAILJS_SERVICE_ID: 'service_x',
      EMAILJS_TEMPLATE_ID: 'template_y',
      EMAILJS_PUBLIC_KEY: 'public_z',
      EMAILJS_API_ORIGIN: 'http://127.0.0.1:4000/',
    };
    const { config, warnings } = loadServerConfig(env);
    expect(warnings).toEqual([]);
    expect(config).toEqual({
      recaptcha: {
        secret: 'secret',
        verifyUrl: 'http://127.0.0.1:9999/siteverify',
        allowedHostnames: ['www.tecnandes.com.ec', 'forms.example.org'],
        timeoutMs: 2500,
        maxAgeSeconds: 60,
        usesTestKeys: false,
      },
      outboxFile: path.resolve('tmp/outbox.sqlite'),
      delivery: 'browser',
      deliveryTiming: { minIntervalMs: 1500, timeoutMs: 8000, baseDelayMs: 2000 },
      rateLimit: { max: 3, windowMs: 30_000 },
      allowedOrigins: ['https://staging.tecnandes.com.ec'],
    });
    expect(loadBrowserConfig(env)).toEqual({
      recaptchaSiteKey: 'site-key',
      delivery: {
        mode: 'browser',
        serviceId: 'service_x',
        templateId: 'template_y',
        publicKey: 'public_z',
        apiOrigin: 'http://127.0.0.1:4000',
      },
    });
    expect(loadOutboxFile(env)).toBe(path.resolve('tmp/outbox.sqlite'));
    // A PostgreSQL outbox is a URL, kept as given.
    const postgres = 'postgres://site:secret@db.internal:5432/contact';
    expect(loadOutboxFile({ CONTACT_DB: postgres })).toBe(postgres);
    expect(loadServerConfig({ CONTACT_DB: postgres }).config.outboxFile).toBe(postgres);
  });

  it('sends through the real EmailJS API unless told otherwise, and needs all three ids for browser delivery', () => {
    const ids = { CONTACT_DELIVERY: 'browser', EMAILJS_SERVICE_ID: 's', EMAILJS_TEMPLATE_ID: 't', EMAILJS_PUBLIC_KEY: 'p' };
    expect(loadBrowserConfig(ids).delivery).toMatchObject({ apiOrigin: defaultEmailjsOrigin });
    expect(() => loadBrowserConfig({ ...ids, EMAILJS_PUBLIC_KEY: '' })).toThrow(/EMAILJS_PUBLIC_KEY/);
  });

  it('refuses a key with a comment written after it on its line, which an EnvironmentFile keeps in the value', () => {
    const commented = { RECAPTCHA_SECRET: 'real-secret          # the reCAPTCHA secret', EMAILJS_PRIVATE_KEY: 'key # private' };
    expect(() => loadServerConfig(commented)).toThrow(
      'RECAPTCHA_SECRET: has a space in it: a comment written after the value on its line is part of the value; put comments on lines of their own\nEMAILJS_PRIVATE_KEY: has a space in it',
    );
    expect(() => loadBrowserConfig({ RECAPTCHA_SITE_KEY: '6LdREAL  # public' })).toThrow(/^RECAPTCHA_SITE_KEY: has a space in it/);
    // Spaces around a value are a copy's, not a comment: they are trimmed.
    expect(loadServerConfig({ RECAPTCHA_SECRET: ' real-secret ' }).config.recaptcha.secret).toBe('real-secret');
  });

  it('sends the EmailJS private key only over https in production', () => {
    const real = { SITE_MODE: 'production', RECAPTCHA_SECRET: 'real-secret', CONTACT_DELIVERY: 'none' };
    expect(() => loadServerConfig({ ...real, EMAILJS_API_ORIGIN: 'http://127.0.0.1:4000' })).toThrow(/^EMAILJS_API_ORIGIN is not https/);
    expect(() => loadServerConfig({ ...real, EMAILJS_API_ORIGIN: 'https://emailjs.example' })).not.toThrow();
  });

  it('says a number must be written in digits, more than 0 where 0 means nothing', () => {
    expect(() => loadServerConfig({ CONTACT_RATE_LIMIT_MAX: 'five' })).toThrow(
      'CONTACT_RATE_LIMIT_MAX: must be a whole number written in digits alone (30000, not 30s or thirty)',
    );
    expect(() => loadServerConfig({ CONTACT_DELIVERY_TIMEOUT_MS: '1.5' })).toThrow('CONTACT_DELIVERY_TIMEOUT_MS: must be a whole number');
    expect(() => loadServerConfig({ CONTACT_RATE_LIMIT_MAX: '0' })).toThrow('CONTACT_RATE_LIMIT_MAX: must be more than 0');
    // Number() reads these as other numbers than an operator may mean: refused, as the message says.
    for (const written of ['1e3', '0x10', '1_000', '+5', '-1'])
      expect(() => loadServerConfig({ CONTACT_RATE_LIMIT_MAX: written }), written).toThrow(
        'CONTACT_RATE_LIMIT_MAX: must be a whole number written in digits alone',
      );
    expect(() => loadServerConfig({ CONTACT_RATE_LIMIT_MAX: '99999999999999999999' })).toThrow(
      'CONTACT_RATE_LIMIT_MAX: is too large to be read exactly',
    );
    expect(loadServerConfig({ CONTACT_RATE_LIMIT_MAX: '12' }).config.rateLimit.max).toBe(12);
  });

  it('rejects settings that make no sense', () => {
    expect(() => loadServerConfig({ CONTACT_DELIVERY: 'carrier-pigeon' })).toThrow(/CONTACT_DELIVERY/);
    expect(() => loadServerConfig({ RECAPTCHA_TIMEOUT_MS: '-1' })).toThrow(/RECAPTCHA_TIMEOUT_MS/);
    expect(() => loadServerConfig({ RECAPTCHA_VERIFY_URL: 'ftp://example.org' })).toThrow(/RECAPTCHA_VERIFY_URL/);
    expect(() => loadServerConfig({ CONTACT_ALLOWED_ORIGINS: 'not a url' })).toThrow(/CONTACT_ALLOWED_ORIGINS/);
  });
});

describe('slow clients', () => {
  it('times out requests, headers, kept-alive and idle connections by default', () => {
    expect(loadServerTimeouts({})).toEqual({
      requestTimeout: 30_000,
      headersTimeout: 10_000,
      keepAliveTimeout: 5_000,
      connectionTimeout: 60_000,
    });
  });

  it('reads each limit from the environment, the headers’ within the whole request’s', () => {
    expect(
      loadServerTimeouts({
        SERVER_REQUEST_TIMEOUT_MS: '2000',
        SERVER_HEADERS_TIMEOUT_MS: '5000',
        SERVER_KEEP_ALIVE_TIMEOUT_MS: '1000',
        SERVER_IDLE_TIMEOUT_MS: '3000',
      }),
    ).toEqual({ requestTimeout: 2000, headersTimeout: 2000, keepAliveTimeout: 1000, connectionTimeout: 3000 });
    expect(() => loadServerTimeouts({ SERVER_REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/SERVER_REQUEST_TIMEOUT_MS/);
  });

  it('takes an empty variable (`VAR=` in a unit file) as unset, never as 0, which waits for ever', () => {
    const empty = {
      SERVER_REQUEST_TIMEOUT_MS: '',
      SERVER_HEADERS_TIMEOUT_MS: ' ',
      SERVER_KEEP_ALIVE_TIMEOUT_MS: '',
      SERVER_IDLE_TIMEOUT_MS: '',
    };
    expect(loadServerTimeouts(empty)).toEqual(loadServerTimeouts({}));
    expect(loadServerTimeouts({ SERVER_REQUEST_TIMEOUT_MS: '0' }).requestTimeout).toBe(0);
    expect(loadRetentionDays({ CONTACT_RETENTION_DAYS: '' })).toBe(loadRetentionDays({}));
  });
});

describe('trusted proxies', () => {
  it('trusts only a proxy on this machine unless told otherwise', () => {
    const byDefault = loadTrustProxy({});
    expect([byDefault('127.0.0.1', 0), byDefault('::1', 0), byDefault('10.0.0.5', 0)]).toEqual([true, true, false]);
    expect(loadTrustProxy({ TRUST_PROXY: 'false' })('127.0.0.1', 0)).toBe(false);
    expect(loadTrustProxy({ TRUST_PROXY: 'true' })('198.51.100.7', 0)).toBe(true);
    const listed = loadTrustProxy({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' });
    expect([listed('10.1.2.3', 0), listed('192.0.2.1', 0), listed('127.0.0.1', 0)]).toEqual([true, true, false]);
    expect(() => loadTrustProxy({ TRUST_PROXY: '10.0.0.300' })).toThrow(/^TRUST_PROXY: /);
  });
});

describe('site serve’s settings at start', () => {
  it('names every missing or wrong setting at once, one line each', () => {
    const env = {
      SITE_MODE: 'production',
      RECAPTCHA_SECRET: recaptchaTestKeys.secret,
      RECAPTCHA_TIMEOUT_MS: 'soon',
      CONTACT_RETENTION_DAYS: '0',
      SERVER_REQUEST_TIMEOUT_MS: '-5',
      TRUST_PROXY: '10.0.0.300',
      METRICS_PORT: '99999',
      LOG_FORMAT: 'xml',
    };
    let problems: readonly string[] = [];
    try {
      loadServerSettings(env, { builtSiteKey: recaptchaTestKeys.siteKey, otherProblems: ['PORT (or --port) is not a port number: abc'] });
    } catch (error) {
      expect(error).toBeInstanceOf(SettingsError);
      problems = (error as SettingsError).problems;
    }
    expect(problems.map((problem) => problem.split(/[: ]/)[0])).toEqual([
      'PORT',
      'RECAPTCHA_TIMEOUT_MS',
      'RECAPTCHA_SECRET',
      'The',
      'CONTACT_DELIVERY',
      'SERVER_REQUEST_TIMEOUT_MS',
      'TRUST_PROXY',
      'CONTACT_RETENTION_DAYS',
      'METRICS_PORT',
      'LOG_FORMAT',
    ]);
    expect(problems.every((problem) => !problem.includes('\n'))).toBe(true);
    expect(problems).toContain('CONTACT_DELIVERY is not set: production needs an explicit delivery mode (server, browser or none).');
  });

  it('names the other settings too when the mode itself is mistyped', () => {
    let problems: readonly string[] = [];
    try {
      loadServerSettings({ SITE_MODE: 'prod', CONTACT_RATE_LIMIT_MAX: 'abc', LOG_FORMAT: 'xml' });
    } catch (error) {
      problems = (error as SettingsError).problems;
    }
    expect(problems.map((problem) => problem.split(/[: ]/)[0])).toEqual(['SITE_MODE', 'CONTACT_RATE_LIMIT_MAX', 'LOG_FORMAT']);
  });

  it('reads metrics (off unless a port is given) and the log format (pretty at a terminal, JSON elsewhere)', () => {
    expect(loadMetricsSettings({})).toBeUndefined();
    expect(loadMetricsSettings({ METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadMetricsSettings({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.2' })).toEqual({ port: 9464, host: '10.0.0.2' });
    expect(() => loadMetricsSettings({ METRICS_PORT: '9.4e3' })).toThrow('METRICS_PORT is not a port number (1 to 65535): 9.4e3');
    expect(loadLogFormat({}, true)).toBe('pretty');
    expect(loadLogFormat({}, false)).toBe('json');
    expect(loadLogFormat({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(loadLogFormat({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    const settings = loadServerSettings({}, {});
    expect(settings).toMatchObject({ production: false, metrics: undefined, retentionDays: 90 });
  });
});
