import { z } from 'zod';
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
    .normalize('NFC')
    .trim()
    .min(1, key.nameRequired)
    .max(contactLimits.name.max, key.nameTooLong)
    .min(contactLimits.name.min, key.nameInvalid)
    .regex(lettersAndSpaces, key.nameInvalid),
  email: z.string().trim().min(1, key.emailRequired).max(contactLimits.email.max, key.emailInvalid).pipe(z.email(key.emailInvalid)),
  phone: z
    .string()
    .trim()
    .max(contactLimits.phone.max, key.phoneTooLong)
    .refine((phone) => phone === '' || (phone.length >= contactLimits.phone.min && phoneCharacters.test(phone)), key.phoneInvalid)
    .default(''),
  message: z
    .string()
    .normalize('NFC')
    .trim()
    .min(1, key.messageRequired)
    .min(contactLimits.message.min, key.messageTooShort)
    .max(contactLimits.message.max, key.messageTooLong)
    .refine(noControlCharacter, key.messageControlCharacters),
  location: z
    .string()
    .trim()
    .min(1, key.locationRequired)
    .max(80, key.locationRequired)
    .regex(noLineBreaks, key.locationRequired)
    .refine(noControlCharacter, key.locationRequired),
  recaptchaToken: z
    .string()
    .min(1, key.captchaRequired)
    .max(4096, key.captchaRequired)
    .regex(noLineBreaks, key.captchaRequired)
    .refine(noControlCharacter, key.captchaRequired),
});
export type ContactMessage = z.infer<typeof contactMessage>;

/** The answer of POST /api/send-email, checked by the browser before it believes a success. */
export const contactResponse = z.object({ success: z.boolean(), error: z.string().optional() });

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
