import { z } from 'zod';

/**
 * The public half of the contact configuration (DESIGN.md section 7): what the contact page is built with, read
 * from environment variables when it is prerendered. It lives below renderer/ and server/ so that both may use
 * it; the secrets stay in server/config.ts, which extends this environment schema.
 */

/** Google's published test keys (public by design): every token verifies, with hostname testkey.google.com. */
export const recaptchaTestKeys = {
  siteKey: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
  secret: '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe',
  hostname: 'testkey.google.com',
} as const;

export const deliveryModes = ['none', 'browser', 'server'] as const;
export type DeliveryMode = (typeof deliveryModes)[number];

export const defaultEmailjsOrigin = 'https://api.emailjs.com';

/** An environment variable where an empty value means unset. */
export const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** The variables the contact page is built from; none of them is a secret. */
export const publicEnvironment = z.object({
  RECAPTCHA_SITE_KEY: optionalText,
  CONTACT_DELIVERY: z.enum(deliveryModes).optional(),
  EMAILJS_SERVICE_ID: optionalText,
  EMAILJS_TEMPLATE_ID: optionalText,
  EMAILJS_PUBLIC_KEY: optionalText,
  EMAILJS_API_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .transform((url) => new URL(url).origin)
    .optional(),
});

const browserDeliverySchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('none') }),
  z.object({ mode: z.literal('browser'), serviceId: z.string(), templateId: z.string(), publicKey: z.string(), apiOrigin: z.string() }),
]);
export type BrowserDelivery = z.infer<typeof browserDeliverySchema>;

/** What the contact page is built with: public values only, never a secret. */
const contactBrowserConfigSchema = z.object({ recaptchaSiteKey: z.string(), delivery: browserDeliverySchema });
export type ContactBrowserConfig = z.infer<typeof contactBrowserConfigSchema>;

type Environment = Record<string, string | undefined>;

/**
 * The site key and, in `browser` delivery, the EmailJS ids. Browser delivery without its three ids stops the
 * build rather than ship a form that always fails.
 */
export function loadBrowserConfig(env: Environment = process.env): ContactBrowserConfig {
  const result = publicEnvironment.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Contact configuration is invalid: ${problems}`);
  }
  const values = result.data;
  // No production check here: Vite sets NODE_ENV=production for every build. The server refuses the test secret.
  const recaptchaSiteKey = values.RECAPTCHA_SITE_KEY ?? recaptchaTestKeys.siteKey;
  // `server` delivery happens behind the endpoint: the browser only posts, as with `none`.
  if (values.CONTACT_DELIVERY !== 'browser') return { recaptchaSiteKey, delivery: { mode: 'none' } };
  const { EMAILJS_SERVICE_ID: serviceId, EMAILJS_TEMPLATE_ID: templateId, EMAILJS_PUBLIC_KEY: publicKey } = values;
  if (!serviceId || !templateId || !publicKey) {
    throw new Error('CONTACT_DELIVERY=browser needs EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY at build time.');
  }
  return {
    recaptchaSiteKey,
    delivery: { mode: 'browser', serviceId, templateId, publicKey, apiOrigin: values.EMAILJS_API_ORIGIN ?? defaultEmailjsOrigin },
  };
}
