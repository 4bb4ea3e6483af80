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

/**
 * A key or an id copied from a provider's console, which never holds a space. A space in one is the mark of a
 * comment written after the value on its line: systemd's EnvironmentFile takes `#` as a comment only at the start
 * of a line, so the comment would travel with the key and every message be refused.
 */
export const keyText = optionalText.pipe(
  z
    .string()
    .regex(
      /^\S+$/,
      'has a space in it: a comment written after the value on its line is part of the value; put comments on lines of their own',
    )
    .optional(),
);

/** The variables the contact page is built from; none of them is a secret. */
export const publicEnvironment = z.object({
  RECAPTCHA_SITE_KEY: keyText,
  CONTACT_DELIVERY: optionalText.pipe(z.enum(deliveryModes).optional()),
  EMAILJS_SERVICE_ID: keyText,
  EMAILJS_TEMPLATE_ID: keyText,
  EMAILJS_PUBLIC_KEY: keyText,
  EMAILJS_API_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .transform((url) => new URL(url).origin)
    .optional(),
});

/** Environment variables as process.env holds them, or as a test or a command hands them over. */
export type Environment = Record<string, string | undefined>;

/**
 * What the contact page is built with, public values only, in one pipeline from the environment: the site key
 * and, in `browser` delivery, the EmailJS ids. Browser delivery without its three ids stops the build rather than
 * ship a form that always fails.
 */
const browserConfiguration = publicEnvironment
  .superRefine((values, ctx) => {
    if (values.CONTACT_DELIVERY === 'browser' && !(values.EMAILJS_SERVICE_ID && values.EMAILJS_TEMPLATE_ID && values.EMAILJS_PUBLIC_KEY)) {
      const message = 'CONTACT_DELIVERY=browser needs EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY at build time.';
      ctx.addIssue({ code: 'custom', message, input: values });
    }
  })
  .transform((values) => {
    // No production check here: Vite sets NODE_ENV=production for every build. The server refuses the test secret.
    const recaptchaSiteKey = values.RECAPTCHA_SITE_KEY ?? recaptchaTestKeys.siteKey;
    const { EMAILJS_SERVICE_ID: serviceId, EMAILJS_TEMPLATE_ID: templateId, EMAILJS_PUBLIC_KEY: publicKey } = values;
    // `server` delivery happens behind the endpoint: the browser only posts, as with `none`.
    const delivery =
      values.CONTACT_DELIVERY === 'browser' && serviceId && templateId && publicKey
        ? { mode: 'browser' as const, serviceId, templateId, publicKey, apiOrigin: values.EMAILJS_API_ORIGIN ?? defaultEmailjsOrigin }
        : { mode: 'none' as const };
    return { recaptchaSiteKey, delivery };
  });
export type ContactBrowserConfig = z.output<typeof browserConfiguration>;
export type BrowserDelivery = ContactBrowserConfig['delivery'];

/**
 * Settings that cannot run, one problem a line: a server or a build that refuses to start says everything that is
 * wrong at once, so an operator fixes them in one go instead of one restart per problem. The command line prints
 * the lines alone, without a stack trace (cli/site.ts, cli/production.ts).
 */
export class SettingsError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'SettingsError';
    this.problems = problems;
  }
}

/** A rule of a configuration pipeline speaks for itself; a variable that does not parse is named with its problem. */
export function configurationError(error: z.ZodError): SettingsError {
  return new SettingsError(
    error.issues.map((issue) =>
      issue.code === 'custom' && issue.path.length === 0 ? issue.message : `${issue.path.join('.')}: ${issue.message}`,
    ),
  );
}

export function loadBrowserConfig(env: Environment = process.env): ContactBrowserConfig {
  const result = browserConfiguration.safeParse(env);
  if (!result.success) throw configurationError(result.error);
  return result.data;
}
