import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessage, hasLineBreak, singleLineFields } from '../../schemas/contact.ts';
import { escapeFields } from '../../schemas/contact-escape.ts';
import { type FakeSiteverify, startFakeSiteverify } from '../../tests/support/fake-siteverify.ts';
import type { ContactServerConfig } from '../config.ts';
import { readOutbox } from './outbox.ts';
import { contactPath, contactRoutes } from './routes.ts';

/**
 * 10,000 generated request bodies through Fastify's inject (no sockets; siteverify is a fake on 127.0.0.1):
 * random JSON, wrong types, huge strings, control characters, prototype-pollution keys. None may produce a
 * 5xx, a stack trace or a stored message that breaks the rules.
 */
const offices = ['quito-matriz', 'guayaquil', 'lima'];
const fields = ['name', 'email', 'phone', 'message', 'location'] as const;
let siteverify: FakeSiteverify;
let folder: string;
let app: FastifyInstance;
let outboxFile: string;

beforeAll(async () => {
  siteverify = await startFakeSiteverify();
  folder = await mkdtemp(path.join(tmpdir(), 'contact-fuzz-'));
  outboxFile = path.join(folder, 'outbox.sqlite');
  const config: ContactServerConfig = {
    recaptcha: {
      secret: 'fuzz-secret',
      verifyUrl: siteverify.url,
      allowedHostnames: [],
      timeoutMs: 2000,
      maxAgeSeconds: 120,
      usesTestKeys: false,
    },
    outboxFile,
    delivery: 'server',
    rateLimit: { max: 1_000_000, windowMs: 60_000 },
    allowedOrigins: [],
  };
  app = Fastify();
  await app.register(contactRoutes, {
    config,
    officeIds: offices,
    siteDomains: ['www.tecnandes.com.ec'],
    production: false,
    trustProxy: () => false,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await siteverify?.close();
  await rm(folder, { recursive: true, force: true });
});

const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));
const nastyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc
    .array(
      fc.oneof(controlCharacter, fc.constantFrom('\u2028', '\u2029', '\u0000', '\ufeff', '\ud800', '<script>', '&#x27;', '%00', '\\')),
      { maxLength: 20 },
    )
    .map((parts) => parts.join('')),
  fc.tuple(fc.constantFrom('a', 'Ñ', '"', '\n', '1'), fc.integer({ min: 1_000, max: 20_000 })).map(([unit, count]) => unit.repeat(count)),
);
const anyValue = fc.oneof(nastyText, fc.jsonValue({ maxDepth: 3 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const pollutionKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__defineGetter__');

/** A body a browser could have sent (valid), for mutating. */
const validBody = fc
  .record({
    name: fc.constantFrom('María José', 'Ana', 'Jürgen Müller', 'Zoë Ñúñez'),
    email: fc.constantFrom('a@example.com', 'maria.jose@empresa.com.ec'),
    phone: fc.constantFrom('', '+593 2 245 1000', '(01) 234-5678'),
    message: fc.string({ minLength: 10, maxLength: 300 }).filter((text) => text.trim().length >= 10),
    location: fc.constantFrom(...offices),
  })
  .map((values) => ({ ...escapeFields(values, [...fields]), recaptchaToken: 'ok-token' }) as Record<string, unknown>);

/** Raw JSON text: the prototype-pollution keys must be written by hand (an object literal would not keep them). */
const rawBody = fc.oneof(
  // Random JSON of any shape.
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  // Broken or non-JSON text.
  fc.string({ unit: 'binary', maxLength: 200 }),
  // A valid body with one field replaced by anything.
  fc
    .tuple(validBody, fc.constantFrom(...fields, 'recaptchaToken'), anyValue)
    .map(([body, field, value]) => JSON.stringify({ ...body, [field]: value })),
  // A valid body with extra keys, prototype-pollution keys among them, before or after the fields.
  fc.tuple(validBody, pollutionKey, fc.jsonValue({ maxDepth: 2 }), fc.boolean()).map(([body, key, value, first]) => {
    const extra = `${JSON.stringify(key)}:${JSON.stringify(value === undefined ? null : value)}`;
    const rest = JSON.stringify(body).slice(1, -1);
    return first ? `{${extra},${rest}}` : `{${rest},${extra}}`;
  }),
  // Nested pollution: {"__proto__": {"polluted": true}} and {"constructor": {"prototype": {...}}}.
  fc.constantFrom(
    '{"__proto__":{"polluted":"yes"}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    '{"name":{"__proto__":{"polluted":"yes"}},"email":"a@example.com","message":"0123456789","location":"lima","recaptchaToken":"ok"}',
  ),
  // Valid bodies, so that storing is exercised too.
  validBody.map((body) => JSON.stringify(body)),
);

describe('POST /api/send-email under generated input', () => {
  it('never answers 5xx or a stack trace, and stores only messages that keep the rules', { timeout: 240_000 }, async () => {
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(rawBody, async (payload) => {
        const response = await app.inject({ method: 'POST', url: contactPath, headers: { 'content-type': 'application/json' }, payload });
        expect(response.statusCode, payload.slice(0, 200)).toBeLessThan(500);
        expect(response.body).not.toMatch(/\bat .+:\d+:\d+|Error:|stack/);
        const answer = response.json() as { success: unknown; error?: unknown };
        expect(typeof answer.success).toBe('boolean');
        if (answer.success) stored++;
        expect(({} as Record<string, unknown>).polluted, 'Object.prototype untouched').toBeUndefined();
      }),
      { numRuns: 10_000, seed: 20_260_701 },
    );

    const messages = readOutbox(outboxFile);
    expect(messages.length).toBe(stored);
    expect(stored).toBeGreaterThan(100);
    for (const message of messages) {
      const {
        id: _id,
        receivedAt: _receivedAt,
        delivery,
        state,
        attempts,
        lastAttemptAt: _at,
        lastError: _error,
        sentAt: _sent,
        ...fieldsOf
      } = message;
      expect(contactMessage.safeParse({ ...fieldsOf, recaptchaToken: 'x' }).success, JSON.stringify(fieldsOf)).toBe(true);
      expect(offices).toContain(message.location);
      for (const field of singleLineFields.filter((name) => name !== 'recaptchaToken')) {
        expect(hasLineBreak(String(message[field as keyof typeof message])), field).toBe(false);
      }
      expect([delivery, state, attempts]).toEqual(['server', 'pending', 0]);
    }
  });
});
