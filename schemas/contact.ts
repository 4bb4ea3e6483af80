// zod/mini: the same checks as zod's chained API in functions the bundler can leave out when unused, so the
// rules reach the browser in a few kB instead of zod's whole 89 kB (with every locale).
import * as z from 'zod/mini';
import {
  type ContactField,
  type ContactMessageKey,
  type ContactValues,
  contactFields,
  contactLimits,
  hasControlCharacter,
  contactMessageKeys as key,
} from './contact-fields.ts';

export * from './contact-fields.ts';

const lettersAndSpaces = /^[\p{L}\p{M} ]+$/u;
const phoneCharacters = /^[0-9+\-() ]+$/;
const noLineBreaks = /^[^\r\n]*$/;
const noControlCharacter = (value: string) => !hasControlCharacter(value);

/** The contact message rules (SPEC.md section 5), applied by the browser while typing and by the server again. */
export const contactMessage = z.strictObject({
  // NFC first: a name typed in decomposed form (e + combining accent) counts each accented letter once.
  name: z
    .string()
    .check(
      z.normalize('NFC'),
      z.trim(),
      z.maxLength(contactLimits.name.max, key.nameTooLong),
      z.minLength(contactLimits.name.min, key.nameInvalid),
      z.regex(lettersAndSpaces, key.nameInvalid),
    ),
  email: z.pipe(z.string().check(z.trim(), z.maxLength(contactLimits.email.max, key.emailInvalid)), z.email(key.emailInvalid)),
  phone: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(contactLimits.phone.max, key.phoneTooLong),
      z.refine((phone) => phone === '' || (phone.length >= contactLimits.phone.min && phoneCharacters.test(phone)), key.phoneInvalid),
    ),
    '',
  ),
  message: z
    .string()
    .check(
      z.normalize('NFC'),
      z.trim(),
      z.minLength(contactLimits.message.min, key.messageTooShort),
      z.maxLength(contactLimits.message.max, key.messageTooLong),
      z.refine(noControlCharacter, key.messageControlCharacters),
    ),
  location: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, key.locationRequired),
      z.maxLength(80, key.locationRequired),
      z.regex(noLineBreaks, key.locationRequired),
      z.refine(noControlCharacter, key.locationRequired),
    ),
  recaptchaToken: z
    .string()
    .check(
      z.minLength(1, key.captchaRequired),
      z.maxLength(4096, key.captchaRequired),
      z.regex(noLineBreaks, key.captchaRequired),
      z.refine(noControlCharacter, key.captchaRequired),
    ),
});
export type ContactMessage = z.infer<typeof contactMessage>;

/** The answer of POST /api/send-email, checked by the browser before it believes a success. */
export const contactResponse = z.object({ success: z.boolean(), error: z.optional(z.string()) });

/** The first problem of one field, as its message key; undefined when the value is fine. */
export function contactFieldError(field: ContactField, value: string): ContactMessageKey | undefined {
  const result = contactMessage.shape[field].safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message as ContactMessageKey | undefined);
}

/** The first problem of every field that has one. */
export function contactFormErrors(values: ContactValues): Partial<Record<ContactField, ContactMessageKey>> {
  const errors: Partial<Record<ContactField, ContactMessageKey>> = {};
  for (const field of contactFields) {
    const error = contactFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
