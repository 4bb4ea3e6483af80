import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { escapeFields } from '../../schemas/contact-escape.ts';
import { type FakeSiteverify, startFakeSiteverify } from '../../tests/support/fake-siteverify.ts';
import type { ContactServerConfig } from '../config.ts';
import { readOutbox } from './outbox.ts';
import { contactPath, contactRoutes } from './routes.ts';

let siteverify: FakeSiteverify;
let folder: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  siteverify = await startFakeSiteverify();
  folder = await mkdtemp(path.join(tmpdir(), 'contact-routes-'));
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await siteverify.close();
  await rm(folder, { recursive: true, force: true });
});

type Overrides = Partial<Omit<ContactServerConfig, 'recaptcha'>> & { recaptcha?: Partial<ContactServerConfig['recaptcha']> };
let appCount = 0;

async function contactApp(
  overrides: Overrides = {},
  setup?: (app: FastifyInstance) => void,
  { trustProxy = false, production = false } = {},
) {
  const outboxFile = path.join(folder, `outbox-${++appCount}.sqlite`);
  const { recaptcha, ...rest } = overrides;
  const config: ContactServerConfig = {
    outboxFile,
    delivery: 'none',
    rateLimit: { max: 100, windowMs: 60_000 },
    allowedOrigins: [],
    ...rest,
    recaptcha: {
      secret: 'server-secret',
      verifyUrl: siteverify.url,
      allowedHostnames: [],
      timeoutMs: 1000,
      maxAgeSeconds: 120,
      usesTestKeys: false,
      ...recaptcha,
    },
  };
  const app = Fastify({ trustProxy });
  apps.push(app);
  await app.register(contactRoutes, {
    config,
    officeIds: ['quito-matriz', 'guayaquil', 'lima'],
    siteDomains: ['www.tecnandes.com.ec', 'tecnandes.com.ec'],
    production,
    trustProxy: () => trustProxy,
  });
  setup?.(app);
  await app.ready();
  const post = (body: unknown, options: Partial<InjectOptions> = {}) =>
    app.inject({
      method: 'POST',
      url: contactPath,
      ...options,
      headers: { 'content-type': 'application/json', ...options.headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { app, post, stored: () => readOutbox(outboxFile), outboxFile };
}

const typed = {
  name: 'María José Ñúñez',
  email: 'maria@example.com',
  phone: '+593 (2) 245-1000',
  message: 'Necesitamos una cotización de 16 sistemas de respaldo.',
  location: 'quito-matriz',
};
/** What the browser sends: the typed values HTML-escaped, plus the token. */
const sent = (values: Record<string, unknown> = {}, recaptchaToken = 'ok-token') => ({
  ...escapeFields({ ...typed, ...values }, ['name', 'email', 'phone', 'message', 'location']),
  recaptchaToken,
});

describe('POST /api/send-email: accepted', () => {
  it('verifies the captcha, stores the message, then answers success without caching', async () => {
    const { post, stored } = await contactApp();
    const before = siteverify.requests.length;
    const response = await post(sent());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(siteverify.requests.slice(before)).toEqual([{ secret: 'server-secret', response: 'ok-token', remoteip: '127.0.0.1' }]);
    const [message, ...others] = stored();
    expect(others).toEqual([]);
    expect(message).toMatchObject({ ...typed, delivery: 'none' });
    expect(Date.now() - Date.parse(message?.receivedAt ?? '')).toBeLessThan(10_000);
  });

  it('applies the rules to the unescaped text: 1000 quotes are a valid message, stored as typed', async () => {
    const { post, stored } = await contactApp();
    const message = `${'"'.repeat(500)}${"'<>&/".repeat(100)}`;
    expect(message.length).toBe(1000);
    const body = sent({ message });
    expect(JSON.stringify(body).length).toBeGreaterThan(5000);
    const response = await post(body);
    expect(response.json()).toEqual({ success: true });
    expect(stored()[0]?.message).toBe(message);
  });

  it('keeps line breaks in the message, and accepts a missing phone', async () => {
    const { post, stored } = await contactApp();
    const { phone: _phone, ...withoutPhone } = sent({ message: 'Primera línea\r\nSegunda línea' });
    expect((await post(withoutPhone)).json()).toEqual({ success: true });
    expect(stored()[0]).toMatchObject({ phone: '', message: 'Primera línea\r\nSegunda línea' });
  });

  it('accepts the site’s own domains and its own origin', async () => {
    const { post } = await contactApp();
    for (const headers of [
      { origin: 'https://www.tecnandes.com.ec', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ]) {
      expect((await post(sent(), { headers })).statusCode, JSON.stringify(headers)).toBe(200);
    }
  });
});

describe('POST /api/send-email: bad input is 400 with a code, and nothing is stored', () => {
  it.each([
    ['a rule violation: name', sent({ name: 'R2D2' }), 'validation.nameInvalid'],
    ['a rule violation: name too long', sent({ name: 'A'.repeat(51) }), 'validation.nameTooLong'],
    ['a rule violation: email', sent({ email: 'maria@' }), 'validation.emailInvalid'],
    ['a rule violation: phone', sent({ phone: '12' }), 'validation.phoneInvalid'],
    ['a rule violation: phone too long', sent({ phone: '1'.repeat(21) }), 'validation.phoneTooLong'],
    ['a rule violation: empty message', sent({ message: '' }), 'validation.messageTooShort'],
    ['a rule violation: short message', sent({ message: 'Hola' }), 'validation.messageTooShort'],
    ['a rule violation: long message', sent({ message: 'x'.repeat(1001) }), 'validation.messageTooLong'],
    ['no captcha token', sent({}, ''), 'captcha.required'],
    ['an unknown field', { ...sent(), admin: true }, 'unknown_field'],
    ['a wrong type', sent({ name: 42 }), 'invalid_type'],
    ['a missing field', (({ email: _email, ...rest }) => rest)(sent()), 'invalid_type'],
    ['an array body', [sent()], 'invalid_body'],
    ['a string body', '"hello"', 'invalid_body'],
    ['broken JSON', '{"name": ', 'invalid_json'],
    ['an unknown office', sent({ location: 'miami' }), 'unknown_location'],
    ['CR/LF in the name', sent({ name: 'Ana\r\nBcc: x@example.com' }), 'line_break'],
    ['CR/LF in the email', sent({ email: 'a@example.com\nBcc: x@example.com' }), 'line_break'],
    ['CR/LF in the phone', sent({ phone: '0991234567\r' }), 'line_break'],
    ['CR/LF in the location', sent({ location: 'lima\n' }), 'line_break'],
    ['CR/LF in the token', sent({}, 'ok\r\ntoken'), 'line_break'],
    ['a lone CR in the name', sent({ name: 'Ana\rBcc' }), 'line_break'],
  ])('%s', async (_case, body, code) => {
    const { post, stored } = await contactApp();
    const before = siteverify.requests.length;
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: code });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(siteverify.requests.length, 'no captcha verification for a bad body').toBe(before);
    expect(stored()).toEqual([]);
  });
});

describe('POST /api/send-email: reCAPTCHA fails closed', () => {
  it.each([
    ['siteverify says no', 'fail-token', 400, 'captcha_failed'],
    ['solved on another site', 'host:evil.example:token', 400, 'captcha_hostname'],
    ['solved more than 2 minutes ago', 'stale-token', 400, 'captcha_stale'],
    ['our secret is refused', 'badsecret-token', 503, 'captcha_unavailable'],
    ['siteverify errs', 'error500-token', 503, 'captcha_unavailable'],
    ['siteverify does not answer within the timeout', 'hang-token', 503, 'captcha_unavailable'],
  ])('%s', async (_case, token, status, code) => {
    const { post, stored } = await contactApp({ recaptcha: { timeoutMs: 300 } });
    const response = await post(sent({}, token));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, error: code });
    expect(stored()).toEqual([]);
  });

  it('is 503 when siteverify cannot be reached', async () => {
    const { post, stored } = await contactApp({ recaptcha: { verifyUrl: 'http://127.0.0.1:9/recaptcha/api/siteverify' } });
    const response = await post(sent());
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, error: 'captcha_unavailable' });
    expect(stored()).toEqual([]);
  });

  it('takes host names from configuration, and testkey.google.com only with the test keys', async () => {
    const configured = await contactApp({ recaptcha: { allowedHostnames: ['forms.example.org'] } });
    expect((await configured.post(sent({}, 'host:forms.example.org:t'))).statusCode).toBe(200);
    expect((await configured.post(sent({}, 'host:localhost:t'))).statusCode).toBe(400);
    expect((await configured.post(sent({}, 'host:testkey.google.com:t'))).statusCode).toBe(400);
    const testKeys = await contactApp({ recaptcha: { usesTestKeys: true } });
    expect((await testKeys.post(sent({}, 'host:testkey.google.com:t'))).statusCode).toBe(200);
    expect((await testKeys.post(sent({}, 'host:www.tecnandes.com.ec:t'))).statusCode).toBe(200);
  });
});

describe('POST /api/send-email: transport rules', () => {
  it('accepts only application/json (415)', async () => {
    const { app } = await contactApp();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined]) {
      const response = await app.inject({
        method: 'POST',
        url: contactPath,
        headers: type ? { 'content-type': type } : {},
        payload: JSON.stringify(sent()),
      });
      expect(response.statusCode, String(type)).toBe(415);
      expect(response.json()).toEqual({ success: false, error: 'unsupported_media_type' });
    }
    const withCharset = await app.inject({
      method: 'POST',
      url: contactPath,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify(sent()),
    });
    expect(withCharset.statusCode).toBe(200);
  });

  it('refuses a body over 16 KiB (413)', async () => {
    const { post, stored } = await contactApp();
    const response = await post({ ...sent(), message: 'x'.repeat(17 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, error: 'payload_too_large' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(stored()).toEqual([]);
  });

  it('refuses cross-site posts (403)', async () => {
    const { post, stored } = await contactApp();
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://www.tecnandes.com.ec' },
      { origin: 'https://www.tecnandes.com.ec.evil.example' },
    ]) {
      const response = await post(sent(), { headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ success: false, error: 'cross_site' });
    }
    expect(stored()).toEqual([]);
  });

  it('believes a forwarded host only from a proxy it is configured to trust', async () => {
    // nginx on a staging port forwards the host the browser asked for; a client's own header is not believed.
    const forwarded = { origin: 'http://localhost:8080', 'x-forwarded-host': 'localhost:8080', 'x-forwarded-proto': 'http' };
    const untrusted = await contactApp();
    expect((await untrusted.post(sent(), { headers: forwarded })).statusCode).toBe(403);
    const behindProxy = await contactApp({}, undefined, { trustProxy: true });
    expect((await behindProxy.post(sent(), { headers: forwarded })).statusCode).toBe(200);
  });

  it('takes the port from a trusted proxy’s X-Forwarded-Port when the forwarded host has none', async () => {
    // nginx on port 8080 forwarding `$host` (no port) and `$server_port`: the browser's origin has the port.
    const headers = { origin: 'http://localhost:8080', 'x-forwarded-host': 'localhost', 'x-forwarded-proto': 'http' };
    const behindProxy = await contactApp({}, undefined, { trustProxy: true });
    expect((await behindProxy.post(sent(), { headers: { ...headers, 'x-forwarded-port': '8080' } })).statusCode).toBe(200);
    expect((await behindProxy.post(sent(), { headers })).statusCode).toBe(403);
    expect((await behindProxy.post(sent(), { headers: { ...headers, 'x-forwarded-port': '9090' } })).statusCode).toBe(403);
    // A default port is written by no browser: https on 443 is the bare origin.
    const https = { origin: 'https://localhost', 'x-forwarded-host': 'localhost', 'x-forwarded-proto': 'https', 'x-forwarded-port': '443' };
    expect((await behindProxy.post(sent(), { headers: https })).statusCode).toBe(200);
    // From a client that is not a trusted proxy, the header is not believed.
    const direct = await contactApp();
    const claimed = { origin: 'http://localhost:8080', host: 'localhost', 'x-forwarded-port': '8080' };
    expect((await direct.post(sent(), { headers: claimed })).statusCode).toBe(403);
  });

  it('answers only for the hosts the site declares: an attacker’s name pointed at the server (DNS rebinding) gets 403', async () => {
    // The attacker's page and the request carry the attacker's name as both Origin and Host: same origin to the browser.
    const rebound = { host: 'evil.example:3000', origin: 'http://evil.example:3000', 'sec-fetch-site': 'same-origin' };
    for (const production of [false, true]) {
      const { post, stored } = await contactApp({}, undefined, { production });
      const refused = await post(sent(), { headers: rebound });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, error: 'unknown_host' });
      expect((await post(sent(), { headers: { host: 'evil.example' } })).statusCode, 'without an Origin too').toBe(403);
      expect(stored()).toEqual([]);
      // The site's own domains always; a configured origin's host too.
      const own = { host: 'www.tecnandes.com.ec', origin: 'https://www.tecnandes.com.ec' };
      expect((await post(sent(), { headers: own })).statusCode).toBe(200);
    }
    const staging = await contactApp({ allowedOrigins: ['https://staging.tecnandes.com.ec'] }, undefined, { production: true });
    const stagingHeaders = { host: 'staging.tecnandes.com.ec', origin: 'https://staging.tecnandes.com.ec' };
    expect((await staging.post(sent(), { headers: stagingHeaders })).statusCode).toBe(200);
    // localhost and IP addresses (which no one can rebind) are local runs: refused in production.
    const local = await contactApp();
    const production = await contactApp({}, undefined, { production: true });
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', '192.168.1.20:3000']) {
      expect((await local.post(sent(), { headers: { host, origin: `http://${host}` } })).statusCode, host).toBe(200);
      expect((await production.post(sent(), { headers: { host, origin: `http://${host}` } })).statusCode, host).toBe(403);
    }
  });

  it('allows origins added in configuration', async () => {
    const { post } = await contactApp({ allowedOrigins: ['https://staging.tecnandes.com.ec'] });
    expect((await post(sent(), { headers: { origin: 'https://staging.tecnandes.com.ec' } })).statusCode).toBe(200);
  });

  it('limits requests per IP (429 with Retry-After)', async () => {
    const { post } = await contactApp({ rateLimit: { max: 2, windowMs: 60_000 } });
    expect((await post(sent())).statusCode).toBe(200);
    expect((await post(sent({ name: 'R2D2' }))).statusCode).toBe(400);
    const limited = await post(sent());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, error: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['cache-control']).toBe('no-store');
    const otherVisitor = await post(sent(), { remoteAddress: '203.0.113.7' });
    expect(otherVisitor.statusCode).toBe(200);
  });

  it('answers 500 and no success when the message cannot be stored', async () => {
    const { post, outboxFile } = await contactApp();
    const saboteur = new DatabaseSync(outboxFile);
    saboteur.exec('DROP TABLE messages');
    saboteur.close();
    const response = await post(sent());
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, error: 'storage_failed' });
  });

  it('leaves other routes alone', async () => {
    const { app } = await contactApp({}, (unready) => unready.get('/elsewhere', async () => ({ ok: true })));
    const response = await app.inject({ method: 'GET', url: '/elsewhere' });
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
