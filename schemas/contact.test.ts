import { describe, expect, it } from 'vitest';
import { contactMessage } from './contact.ts';

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
    ['name', '', 'validation.nameRequired'],
    ['name', 'A', 'validation.nameInvalid'],
    ['name', 'R2D2', 'validation.nameInvalid'],
    ['name', 'A'.repeat(51), 'validation.nameTooLong'],
    ['email', '', 'validation.emailRequired'],
    ['email', 'maria@', 'validation.emailInvalid'],
    ['phone', '12345', 'validation.phoneInvalid'],
    ['phone', '099-ABC-1234', 'validation.phoneInvalid'],
    ['phone', '1'.repeat(21), 'validation.phoneTooLong'],
    ['message', '', 'validation.messageRequired'],
    ['message', 'Hola', 'validation.messageTooShort'],
    ['message', 'x'.repeat(1001), 'validation.messageTooLong'],
    ['location', '', 'validation.locationRequired'],
    ['recaptchaToken', '', 'captcha.required'],
  ])('rejects %s %j with %s', (field, value, message) => {
    expect(firstError({ ...valid, [field]: value }, field)).toBe(message);
  });

  it('accepts the limits themselves', () => {
    expect(contactMessage.safeParse({ ...valid, name: 'Al', phone: '1234567', message: 'x'.repeat(1000) }).success).toBe(true);
    expect(contactMessage.safeParse({ ...valid, name: 'A'.repeat(50), phone: '1'.repeat(20), message: 'x'.repeat(10) }).success).toBe(true);
  });

  it('rejects unknown fields', () => {
    expect(contactMessage.safeParse({ ...valid, admin: true }).success).toBe(false);
  });
});
