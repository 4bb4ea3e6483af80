import type { BrowserDelivery } from '../../../generator/settings/contact-public-config.ts';
import { escapeFields, escapeHtml } from '../../../schemas/contact-escape.ts';
import { type ContactValues, contactFields } from '../../../schemas/contact-fields.ts';
import { loadContactRules } from './contact-rules.ts';

/** Why a message did not go out; logged, while the visitor sees contact.form.errorMessage. */
class ContactSendError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'ContactSendError';
    this.code = code;
  }
}

/** EmailJS rejects with these statuses (SPEC.md section 7); 0 is a network failure. */
const emailjsStatuses: Record<number, string> = {
  451: 'headless browser refused',
  403: 'blocked',
  429: 'too many requests',
  0: 'network failure',
};

interface SendOptions {
  values: ContactValues;
  recaptchaToken: string;
  delivery: BrowserDelivery;
  /** The office's name in the page language, for the e-mail (the endpoint gets its id). */
  locationName: string;
  /** Shown in the log when the server gives no reason ('Error al validar reCAPTCHA'). */
  fallbackReason: string;
}

/**
 * POST /api/send-email with every typed value HTML-escaped (SPEC.md section 5); the server stores the message
 * before it answers success. In `browser` delivery, EmailJS then sends it from here (DESIGN.md section 7).
 */
export async function sendContactMessage({ values, recaptchaToken, delivery, locationName, fallbackReason }: SendOptions): Promise<void> {
  const escaped = escapeFields(values, contactFields);
  const response = await fetch('/api/send-email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...escaped, recaptchaToken }),
  }).catch((error: unknown) => {
    throw new ContactSendError(`POST /api/send-email failed: ${error instanceof Error ? error.message : String(error)}`);
  });
  const { contactResponse } = await loadContactRules();
  const answer = contactResponse.safeParse(await response.json().catch(() => undefined));
  if (!answer.success || answer.data.success !== true) {
    const code = answer.success ? answer.data.error : undefined;
    throw new ContactSendError(code ?? fallbackReason, code);
  }
  if (delivery.mode === 'browser') {
    await sendWithEmailjs(delivery, {
      from_name: escaped.name,
      from_email: escaped.email,
      phone: escaped.phone,
      message: escaped.message,
      location: escapeHtml(locationName),
    });
  }
}

async function sendWithEmailjs(delivery: Extract<BrowserDelivery, { mode: 'browser' }>, params: Record<string, string>): Promise<void> {
  const emailjs = await import('@emailjs/browser');
  // blockHeadless: automated browsers get 451 instead of sending mail.
  emailjs.init({ publicKey: delivery.publicKey, blockHeadless: true }, delivery.apiOrigin);
  try {
    await emailjs.send(delivery.serviceId, delivery.templateId, params);
  } catch (error) {
    const status = error instanceof emailjs.EmailJSResponseStatus ? error.status : 0;
    throw new ContactSendError(
      `EmailJS ${status}: ${emailjsStatuses[status] ?? (error instanceof Error ? error.message : 'rejected')}`,
      `emailjs_${status}`,
    );
  }
}
