/**
 * The shape of the contact form without zod, so the page can show its inputs, caps and counters before the
 * rules (schemas/contact.ts, which brings zod) are loaded.
 */

/** Rules are SPEC.md section 5; caps are what the inputs accept while typing. */
export const contactLimits = {
  name: { min: 2, max: 50, cap: 30 },
  email: { max: 254, cap: 40 },
  phone: { min: 7, max: 20, cap: 20 },
  message: { min: 10, max: 1000, cap: 1000 },
} as const;

/** The fields a visitor types or chooses (the captcha token comes from the widget). */
export const contactFields = ['name', 'email', 'phone', 'message', 'location'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

/** Fields that must not be empty before the form can be sent (SPEC.md section 5). */
export const requiredTextFields = ['name', 'email', 'message'] as const;

/** The text fields whose length is counted under the input (SPEC.md section 5: the 30, 20 and 1000 limits). */
export const countedFields = ['name', 'phone', 'message'] as const;

/** Header fields of an e-mail are built from these, so a line break in them could inject headers. */
export const singleLineFields = ['name', 'email', 'phone', 'location', 'recaptchaToken'] as const;

const lineBreak = /[\r\n]/;
export function hasLineBreak(value: string): boolean {
  return lineBreak.test(value);
}

/**
 * Terminal control codes: C0 but tab and line breaks, DEL, C1. An ESC or BEL stored in a message would act on
 * the operator's terminal in `site messages`; nobody types them in a contact form.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
export const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export function hasControlCharacter(value: string): boolean {
  return controlCharacter.test(value);
}

/** Messages are translation keys under contact.form, so browser and server report the same problem. */
export const contactMessageKeys = {
  nameInvalid: 'validation.nameInvalid',
  nameTooLong: 'validation.nameTooLong',
  emailInvalid: 'validation.emailInvalid',
  phoneInvalid: 'validation.phoneInvalid',
  phoneTooLong: 'validation.phoneTooLong',
  messageTooShort: 'validation.messageTooShort',
  messageTooLong: 'validation.messageTooLong',
  messageControlCharacters: 'validation.messageControlCharacters',
  locationRequired: 'validation.locationRequired',
  captchaRequired: 'captcha.required',
} as const;
/** A validation message: a key under contact.form in the translation files. */
export type ContactMessageKey = (typeof contactMessageKeys)[keyof typeof contactMessageKeys];
