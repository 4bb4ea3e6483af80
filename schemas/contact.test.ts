import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  type ContactValues,
  contactFieldError,
  contactFormErrors,
  contactLimits,
  contactMessage,
  contactMessageKeys,
  hasLineBreak,
} from './contact.ts';
import { escapeFields, escapeHtml, unescapeFields, unescapeHtml } from './contact-escape.ts';

const valid = {
  name: 'María José Ñúñez',
  email: 'maria@example.com',
  phone: '+593 (2) 245-1000',
  message: 'Necesitamos una cotización de baterías.',
  location: 'quito-matriz',
  recaptchaToken: 'token',
};

function firstError(input: Record<string, unknown>, field: string): string | undefined {
  const result = contactMessage.safeParse(input);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('contact message rules', () => {
  it('accepts a complete message with accented letters and ñ', () => {
    expect(contactMessage.safeParse(valid).success).toBe(true);
  });

  it('accepts a message without phone', () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect(contactMessage.parse(withoutPhone).phone).toBe('');
  });

  it.each([
    ['name', '', 'validation.nameInvalid'],
    ['name', '   ', 'validation.nameInvalid'],
    ['name', 'A', 'validation.nameInvalid'],
    ['name', 'R2D2', 'validation.nameInvalid'],
    ['name', "O'Brien", 'validation.nameInvalid'],
    ['name', 'A'.repeat(51), 'validation.nameTooLong'],
    ['email', '', 'validation.emailInvalid'],
    ['email', 'maria@', 'validation.emailInvalid'],
    ['email', 'maria example.com', 'validation.emailInvalid'],
    ['email', `${'m'.repeat(250)}@example.com`, 'validation.emailInvalid'],
    ['phone', '12345', 'validation.phoneInvalid'],
    ['phone', '099-ABC-1234', 'validation.phoneInvalid'],
    ['phone', '1'.repeat(21), 'validation.phoneTooLong'],
    ['message', '', 'validation.messageTooShort'],
    ['message', 'Hola', 'validation.messageTooShort'],
    ['message', '   Hola     ', 'validation.messageTooShort'],
    ['message', 'x'.repeat(1001), 'validation.messageTooLong'],
    ['location', '', 'validation.locationRequired'],
    ['location', 'quito\nmatriz', 'validation.locationRequired'],
    ['recaptchaToken', '', 'captcha.required'],
    ['recaptchaToken', 'abc\r\ndef', 'captcha.required'],
  ])('rejects %s %j with %s', (field, value, message) => {
    expect(firstError({ ...valid, [field]: value }, field)).toBe(message);
  });

  it('accepts the limits themselves', () => {
    expect(contactMessage.safeParse({ ...valid, name: 'Al', phone: '1234567', message: 'x'.repeat(1000) }).success).toBe(true);
    expect(contactMessage.safeParse({ ...valid, name: 'A'.repeat(50), phone: '1'.repeat(20), message: 'x'.repeat(10) }).success).toBe(true);
  });

  it('keeps line breaks in the message only', () => {
    expect(contactMessage.safeParse({ ...valid, message: 'Línea uno\r\nLínea dos' }).success).toBe(true);
    expect(hasLineBreak('a\rb')).toBe(true);
    expect(hasLineBreak('a\nb')).toBe(true);
    expect(hasLineBreak('a b')).toBe(false);
  });

  it('refuses terminal control characters in the message, keeping tab and line breaks', () => {
    for (const control of ['\u001b[2J', '\u0007', '\u0000', '\u001b]0;pwned\u0007', '\u007f', '\u009b31m']) {
      expect(firstError({ ...valid, message: `Hola, ${control} necesitamos baterías.` }, 'message'), JSON.stringify(control)).toBe(
        'validation.messageControlCharacters',
      );
    }
    expect(contactMessage.safeParse({ ...valid, message: 'Columna\tvalor\r\nsegunda línea' }).success).toBe(true);
    expect(firstError({ ...valid, location: 'quito\u001bmatriz' }, 'location')).toBe('validation.locationRequired');
    expect(firstError({ ...valid, recaptchaToken: 'abc\u0000def' }, 'recaptchaToken')).toBe('captcha.required');
  });

  it('counts a name typed in decomposed Unicode (NFD) by its letters, and keeps it composed (NFC)', () => {
    const composed = 'Ñúñez Gonçalves Müller Ávila Ö';
    const decomposed = composed.normalize('NFD');
    expect(decomposed.length).toBeGreaterThan(contactLimits.name.cap);
    const name = 'áéíóúàèìòùâêîôûãõñçäëïöüÁÉÍÓÚÀÈÌÒÙ'.normalize('NFD');
    expect(name.length).toBeGreaterThan(contactLimits.name.max);
    expect(contactMessage.parse({ ...valid, name }).name).toBe(name.normalize('NFC'));
    expect(contactMessage.parse({ ...valid, name: decomposed }).name).toBe(composed);
    expect(contactFieldError('name', decomposed)).toBeUndefined();
    const message = 'ñ'.normalize('NFD').repeat(contactLimits.message.max);
    expect(contactFieldError('message', message)).toBeUndefined();
  });

  it('rejects unknown fields and wrong types', () => {
    expect(contactMessage.safeParse({ ...valid, admin: true }).success).toBe(false);
    expect(contactMessage.safeParse({ ...valid, name: 42 }).error?.issues[0]?.code).toBe('invalid_type');
  });

  it('accepts every input filled up to its cap: typing can never reach a length the rules refuse', () => {
    const domain = '@example.com';
    const atCap = {
      ...valid,
      name: 'a'.repeat(contactLimits.name.cap),
      email: `${'m'.repeat(contactLimits.email.cap - domain.length)}${domain}`,
      phone: '1'.repeat(contactLimits.phone.cap),
      message: 'x'.repeat(contactLimits.message.cap),
    };
    expect(contactMessage.safeParse(atCap).error?.issues).toBeUndefined();
  });
});

describe('field validation in the browser', () => {
  it('gives the first problem of one field, or nothing', () => {
    expect(contactFieldError('name', '')).toBe('validation.nameInvalid');
    expect(contactFieldError('name', 'Ana')).toBeUndefined();
    expect(contactFieldError('phone', '')).toBeUndefined();
    expect(contactFieldError('phone', '12')).toBe('validation.phoneInvalid');
  });

  it('lists every field with a problem', () => {
    const values: ContactValues = { name: 'A', email: 'x', phone: '', message: 'short', location: 'lima' };
    expect(contactFormErrors(values)).toEqual({
      name: 'validation.nameInvalid',
      email: 'validation.emailInvalid',
      message: 'validation.messageTooShort',
    });
  });
});

describe('validation messages', () => {
  const translations = Object.fromEntries(
    ['es', 'en', 'pt', 'de'].map((language) => [
      language,
      parse(readFileSync(path.join(import.meta.dirname, '..', 'content', 'translations', `${language}.yaml`), 'utf8')),
    ]),
  );
  const lookup = (language: string, dotted: string): unknown =>
    dotted.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], translations[language]);

  it('has every message key in all four languages', () => {
    for (const language of ['es', 'en', 'pt', 'de']) {
      for (const key of Object.values(contactMessageKeys)) {
        expect(typeof lookup(language, `contact.form.${key}`), `${language}: contact.form.${key}`).toBe('string');
      }
    }
  });

  it('words the English messages exactly as SPEC.md section 8', () => {
    const english = {
      'contact.form.successMessage': 'Message sent successfully! We will contact you soon.',
      'contact.form.errorMessage': 'There was an error sending the message. Please try again.',
      'contact.form.sending': 'Sending...',
      'contact.form.validationErrors': 'Validation errors',
      'contact.form.captcha.required': 'Please complete the reCAPTCHA.',
      'contact.form.captcha.expired': 'The reCAPTCHA has expired. Please try again.',
      'contact.form.captcha.error': 'Error verifying the reCAPTCHA. Please try again.',
      'contact.form.validation.nameInvalid': 'Name must contain only letters and spaces (2-50 characters).',
      'contact.form.validation.emailInvalid': 'Please enter a valid email address.',
      'contact.form.validation.messageTooShort': 'Message must be at least 10 characters',
      'contact.form.validation.messageTooLong': 'Message cannot exceed 1000 characters',
    };
    for (const [key, text] of Object.entries(english)) expect(lookup('en', key), key).toBe(text);
    expect(lookup('es', 'contact.form.errorFallback')).toBe('Error al validar reCAPTCHA');
  });
});

describe('HTML escaping of what is sent', () => {
  it('escapes & < > " \' and /', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#x27;s&lt;&#x2F;a&gt;');
  });

  it('unescapes exactly what it escaped, in one pass', () => {
    for (const text of [`<script>alert("x")</script>`, `&amp;lt; is not <`, `'/'&"`, 'plain text', '&#39; &nbsp; &copy;']) {
      expect(unescapeHtml(escapeHtml(text))).toBe(text);
    }
    expect(unescapeHtml('&amp;lt;')).toBe('&lt;');
    expect(unescapeHtml('&nbsp;&copy;')).toBe('&nbsp;&copy;');
  });

  it('escapes only the named string fields', () => {
    const escaped = escapeFields({ name: 'Ana', message: '<b>', recaptchaToken: 'a/b', count: 3 }, ['name', 'message', 'count']);
    expect(escaped).toEqual({ name: 'Ana', message: '&lt;b&gt;', recaptchaToken: 'a/b', count: 3 });
    expect(unescapeFields(escaped, ['message'])).toEqual({ name: 'Ana', message: '<b>', recaptchaToken: 'a/b', count: 3 });
  });

  it('keeps a 1000-character message of quotes valid once unescaped', () => {
    const message = '"'.repeat(1000);
    const sent = escapeHtml(message);
    expect(sent.length).toBe(6000);
    expect(contactMessage.safeParse({ ...valid, message: unescapeHtml(sent) }).success).toBe(true);
  });
});
