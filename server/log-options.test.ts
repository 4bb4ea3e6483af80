import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerManifest } from '../schemas/server-manifest.ts';
import { startFakeSiteverify } from '../tests/support/fake-siteverify.ts';
import type { ContactServerConfig } from './config.ts';
import { readOutbox } from './contact/outbox.ts';
import { registerContact } from './contact/register.ts';
import { registerRequestLog, scrubLogLine, serverLogOptions } from './log-options.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'log-privacy-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const visitor = {
  name: 'Marcela Guamán Tipán',
  email: 'marcela.guaman@textiles-otavalo.ec',
  phone: '+593 6 292 4417',
  message: 'Necesitamos reemplazar el banco de capacitores de la línea de tejido antes de marzo.',
  location: 'quito-matriz',
};
const second = { ...visitor, email: 'compras@textiles-otavalo.ec', phone: '(02) 394-8812', message: 'Segunda consulta: repuestos de UPS.' };

describe('scrubLogLine', () => {
  it('replaces query strings, e-mail addresses and phone numbers inside strings and leaves times, ids, dates and addresses', () => {
    const line = JSON.stringify({
      level: 40,
      time: 1763900000000,
      pid: 48213,
      error: `EmailJS answered 400: from_email ${visitor.email} and phone ${visitor.phone} / ${second.phone} / 0991234567 refused`,
      url: `/ec/contact?email=${encodeURIComponent(visitor.email)}`,
      path: `/ec/${encodeURIComponent(visitor.email)}`,
      typedPath: `/ec/${encodeURIComponent('+593 99 123 4567')}/${encodeURIComponent('(02) 245-1000')}`,
      afterSpace: `/ec/${encodeURIComponent('call me 0991234567')}`,
      receivedAt: '2026-11-23T12:00:00.000Z',
      remoteAddress: '127.0.0.1',
      messageIds: [12, 13],
    });
    const scrubbed = JSON.parse(scrubLogLine(line));
    expect(scrubbed.error).toBe('EmailJS answered 400: from_email [email] and phone [phone] / [phone] / [phone] refused');
    expect(scrubbed.url).toBe('/ec/contact?[query]');
    expect(scrubbed.path).toBe('/ec/[email]');
    // A number typed into an address is logged percent-encoded: it is recognised so too.
    expect(scrubbed.typedPath).toBe('/ec/[phone]/[phone]');
    expect(scrubbed.afterSpace).toBe('/ec/call%20me%20[phone]');
    expect(scrubbed).toMatchObject({ time: 1763900000000, pid: 48213, receivedAt: '2026-11-23T12:00:00.000Z', remoteAddress: '127.0.0.1' });
  });
});

describe('the server log during submissions, delivery failures and errors', () => {
  it('carries no name, e-mail, phone or message text of a visitor', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    const siteverify = await startFakeSiteverify();
    // EmailJS refuses the first message quoting its address and phone (as an API's error may), accepts the next.
    let requests = 0;
    const emailjs = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        requests += 1;
        const params = JSON.parse(text).template_params;
        if (requests === 1)
          response.writeHead(400).end(`Invalid template parameters: from_email=${params.from_email} phone=${params.phone}`);
        else response.writeHead(200).end('OK');
      });
    });
    await new Promise<void>((resolve) => emailjs.listen(0, '127.0.0.1', resolve));
    const outboxFile = path.join(folder, 'outbox.sqlite');
    const config: ContactServerConfig = {
      recaptcha: { secret: 's', verifyUrl: siteverify.url, allowedHostnames: [], timeoutMs: 300, maxAgeSeconds: 120, usesTestKeys: false },
      outboxFile,
      delivery: 'server',
      rateLimit: { max: 100, windowMs: 60_000 },
      allowedOrigins: [],
      emailjs: {
        serviceId: 'service_t',
        templateId: 'template_t',
        publicKey: 'public_t',
        privateKey: 'private_t',
        apiOrigin: `http://127.0.0.1:${(emailjs.address() as AddressInfo).port}`,
      },
    };
    const app = Fastify({ logger: { ...serverLogOptions(), level: 'trace', stream } });
    const manifest = { regions: [{ offices: ['quito-matriz'], domains: ['www.tecnandes.com.ec'] }] } as unknown as ServerManifest;
    await registerContact(app, manifest, config, { production: false, trustProxy: () => false, retentionDays: 90 });
    await app.ready();
    const post = (payload: string, token = 'ok-token') =>
      app.inject({
        method: 'POST',
        url: '/api/send-email',
        headers: { 'content-type': 'application/json' },
        payload: payload.replace('"TOKEN"', JSON.stringify(token)),
      });
    const json = (fields: object) => JSON.stringify({ ...fields, recaptchaToken: 'TOKEN' });

    try {
      expect((await post(json(visitor))).json()).toEqual({ success: true });
      expect((await post(json(second))).json()).toEqual({ success: true });
      // Refused requests: broken JSON quoting the fields, a line break, an unknown field, captcha failures.
      expect((await post(json(visitor).slice(0, -20))).statusCode).toBe(400);
      expect((await post(json({ ...visitor, name: `${visitor.name}\n${visitor.email}` }))).statusCode).toBe(400);
      expect((await post(json({ ...visitor, fax: visitor.phone }))).statusCode).toBe(400);
      expect((await post(json(visitor), 'fail-token')).statusCode).toBe(400);
      expect((await post(json(visitor), 'error500')).statusCode).toBeGreaterThanOrEqual(500);
      expect((await post(json(visitor), 'hang')).statusCode).toBeGreaterThanOrEqual(500);
      expect((await post(`${json(visitor)}${' '.repeat(17 * 1024)}`)).statusCode).toBe(413);
      await app.inject({ method: 'GET', url: `/api/send-email?email=${encodeURIComponent(visitor.email)}&phone=${visitor.phone}` });

      await expect.poll(() => readOutbox(outboxFile).map((message) => message.state), { timeout: 10_000 }).toEqual(['failed', 'sent']);
      // The outbox breaks under the endpoint: the message cannot be stored.
      const breaker = new DatabaseSync(outboxFile);
      breaker.exec('DROP TABLE messages');
      breaker.close();
      expect((await post(json(visitor))).statusCode).toBe(500);
    } finally {
      await app.close();
      await siteverify.close();
      await new Promise((resolve) => emailjs.close(resolve));
    }

    expect(log).toContain('contact message stored');
    expect(log).toContain('contact message failed');
    expect(log).toContain('Invalid template parameters: from_email=[email] phone=[phone]');
    expect(log).toContain('/api/send-email?[query]');
    expect(log).toContain('contact message could not be stored');
    for (const person of [visitor, second]) {
      for (const value of [person.name, person.email, person.phone, person.message, encodeURIComponent(person.email)]) {
        expect(log).not.toContain(value);
      }
    }
    expect(log).not.toContain('textiles-otavalo');
    expect(log).not.toContain('capacitores');
  });
});

describe('registerRequestLog', () => {
  it('writes one line per request, when it is answered, with method, path without its query, status and time', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const app = Fastify({ logger: { ...serverLogOptions(), stream }, logController: new LogController({ disableRequestLogging: true }) });
    registerRequestLog(app);
    app.get('/ec/home', async () => 'inicio');
    try {
      await app.inject({ url: `/ec/home?email=${encodeURIComponent(visitor.email)}` });
      await app.inject({ url: '/ec/nowhere' });
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries).toHaveLength(2);
      expect(entries.map((entry) => entry.msg)).toEqual(['request completed', 'request completed']);
      expect(entries[0]).toMatchObject({ req: { method: 'GET', url: '/ec/home?[query]' }, res: { statusCode: 200 } });
      expect(entries[1]).toMatchObject({ req: { method: 'GET', url: '/ec/nowhere' }, res: { statusCode: 404 } });
      expect(typeof entries[0]?.responseTime).toBe('number');
      expect(lines.join('\n')).not.toContain('textiles-otavalo');
    } finally {
      await app.close();
    }
  });
});
