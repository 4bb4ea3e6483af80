/** The name under which Google's script finds the function it calls once reCAPTCHA is ready (its `onload` parameter). */
const readyCallback = 'onContactRecaptchaReady';

/**
 * What a load that never finishes is taken for: Google's script (api.js) may arrive while the file it fetches in
 * turn (from www.gstatic.com) is blocked, and then no error ever reaches the page. Long enough for a slow phone
 * connection (the two files are about 250 kB), short enough for a visitor behind a firewall to see the way out.
 */
const recaptchaGiveUpMs = 30_000;

type RecaptchaWindow = Window & Partial<Record<typeof readyCallback, () => void>> & { grecaptcha?: { render?: unknown } };

let pending: Promise<object> | undefined;

/**
 * Loads Google's reCAPTCHA script and resolves with `grecaptcha` once it can render a widget. Unlike
 * react-google-recaptcha's own loader, which remembers a failed load for the life of the page, a failed or
 * abandoned attempt removes everything it left behind, so calling this again really asks Google again
 * (the contact form's retry button).
 */
export function loadRecaptchaScript(): Promise<object> {
  const page = window as RecaptchaWindow;
  if (page.grecaptcha?.render) return Promise.resolve(page.grecaptcha);
  pending ??= new Promise<object>((resolve, reject) => {
    const script = document.createElement('script');
    const settle = () => {
      clearTimeout(giveUp);
      Reflect.deleteProperty(page, readyCallback);
      pending = undefined;
    };
    const fail = (reason: string) => {
      settle();
      script.remove();
      // api.js may have run and left a half-made grecaptcha; a fresh attempt starts from nothing.
      Reflect.deleteProperty(page, 'grecaptcha');
      Reflect.deleteProperty(page, '___grecaptcha_cfg');
      reject(new Error(reason));
    };
    const giveUp = setTimeout(() => fail(`reCAPTCHA was not ready after ${recaptchaGiveUpMs / 1000} s`), recaptchaGiveUpMs);
    page[readyCallback] = () => {
      settle();
      if (page.grecaptcha?.render) resolve(page.grecaptcha);
      else fail('reCAPTCHA loaded without grecaptcha.render');
    };
    script.src = `https://www.google.com/recaptcha/api.js?onload=${readyCallback}&render=explicit`;
    script.async = true;
    script.addEventListener('error', () => fail("Google's reCAPTCHA script could not be loaded"));
    document.head.append(script);
  });
  return pending;
}
