import { z } from 'zod';

/** Rules are SPEC.md section 5; caps are what the inputs accept while typing. */
export const contactLimits = {
  name: { min: 2, max: 50, cap: 30 },
  email: { cap: 40 },
  phone: { min: 7, max: 20, cap: 20 },
  message: { min: 10, max: 1000, cap: 1000 },
} as const;

/** Messages are translation keys under contact.form, so browser and server report the same problem. */
const key = {
  nameRequired: 'validation.nameRequired',
  nameInvalid: 'validation.nameInvalid',
  nameTooLong: 'validation.nameTooLong',
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  phoneInvalid: 'validation.phoneInvalid',
  phoneTooLong: 'validation.phoneTooLong',
  messageRequired: 'validation.messageRequired',
  messageTooShort: 'validation.messageTooShort',
  messageTooLong: 'validation.messageTooLong',
  locationRequired: 'validation.locationRequired',
  captchaRequired: 'captcha.required',
} as const;

const lettersAndSpaces = /^[\p{L}\p{M} ]+$/u;
const phoneCharacters = /^[0-9+\-() ]+$/;
const noLineBreaks = /^[^\r\n]*$/;

export const contactMessage = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, key.nameRequired)
    .max(contactLimits.name.max, key.nameTooLong)
    .min(contactLimits.name.min, key.nameInvalid)
    .regex(lettersAndSpaces, key.nameInvalid),
  email: z.string().trim().min(1, key.emailRequired).pipe(z.email(key.emailInvalid)),
  phone: z
    .string()
    .trim()
    .max(contactLimits.phone.max, key.phoneTooLong)
    .refine((phone) => phone === '' || (phone.length >= contactLimits.phone.min && phoneCharacters.test(phone)), key.phoneInvalid)
    .default(''),
  message: z
    .string()
    .trim()
    .min(1, key.messageRequired)
    .min(contactLimits.message.min, key.messageTooShort)
    .max(contactLimits.message.max, key.messageTooLong),
  location: z.string().trim().min(1, key.locationRequired).max(80, key.locationRequired).regex(noLineBreaks, key.locationRequired),
  recaptchaToken: z.string().min(1, key.captchaRequired).max(4096, key.captchaRequired),
});
export type ContactMessage = z.infer<typeof contactMessage>;
