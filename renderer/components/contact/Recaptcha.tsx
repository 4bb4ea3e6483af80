import { type ComponentType, type Ref, useEffect, useRef, useState } from 'react';
import type { ReCAPTCHAProps } from 'react-google-recaptcha';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../schemas/primitives.ts';
import { Button } from '../ui/Button.tsx';
import styles from './ContactForm.module.css';
import { type OfficeContact, OfficeContacts } from './OfficeContacts.tsx';
import { loadRecaptchaScript } from './recaptcha-script.ts';
import type { CaptchaWidget } from './use-contact-form.ts';

type Widget = ComponentType<ReCAPTCHAProps & { ref?: Ref<CaptchaWidget> }>;

interface RecaptchaProps {
  siteKey: string;
  /** The page language's ISO 639 code: reCAPTCHA's `hl` takes it as it is (Google's `pt` is Brazilian Portuguese). */
  language: Language;
  /** Load now, whatever the scroll position (the visitor started filling in the form). */
  eager: boolean;
  office: OfficeContact | undefined;
  widgetRef: Ref<CaptchaWidget>;
  onToken: (token: string | null) => void;
  onExpired: () => void;
  onError: () => void;
  /** Google's script could not be loaded (true), or has loaded after all (false). */
  onUnavailable: (unavailable: boolean) => void;
}

/**
 * 'waiting': nothing asked for yet (the server's HTML, and until the form comes near); 'loading', then 'slow' once it
 * takes longer than a visitor waits without a word; 'ready'; 'failed': Google could not be reached.
 */
type Phase = 'waiting' | 'loading' | 'slow' | 'ready' | 'failed';

/** When a load starts to look long: the office's contacts are offered beside the loading text from then on. */
const slowAfterMs = 8000;

/**
 * Google's script and react-google-recaptcha's widget are loaded when the form comes near the viewport or gets
 * focus, so no other page, and no visitor who never scrolls here, pays for them. The box says what is true at each
 * moment: "loading" only while it loads; when Google cannot be reached (corporate proxies and blockers are common
 * among the site's visitors) a retry button and, beside it, the chosen office's e-mail and phone.
 */
export function Recaptcha({ siteKey, language, eager, office, widgetRef, onToken, onExpired, onError, onUnavailable }: RecaptchaProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<Phase>('waiting');
  const [loaded, setLoaded] = useState<{ Widget: Widget; grecaptcha: object } | null>(null);
  // The latest handler, without restarting a load whenever the form re-renders.
  const reportUnavailable = useRef(onUnavailable);
  reportUnavailable.current = onUnavailable;

  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: '400px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if ((near || eager) && attempt === 0) setAttempt(1);
  }, [near, eager, attempt]);

  useEffect(() => {
    if (attempt === 0) return;
    let current = true;
    setPhase('loading');
    const slow = setTimeout(() => setPhase((now) => (now === 'loading' ? 'slow' : now)), slowAfterMs);
    Promise.all([import('react-google-recaptcha/lib/esm/recaptcha.js'), loadRecaptchaScript()]).then(
      ([module, grecaptcha]) => {
        if (!current) return;
        setLoaded({ Widget: module.default as unknown as Widget, grecaptcha });
        setPhase('ready');
        reportUnavailable.current(false);
      },
      (error: unknown) => {
        if (!current) return;
        console.warn('The security check did not load:', error instanceof Error ? error.message : error);
        setPhase('failed');
        reportUnavailable.current(true);
      },
    );
    return () => {
      current = false;
      clearTimeout(slow);
    };
  }, [attempt]);

  const Loaded = loaded?.Widget;
  return (
    <div ref={box} className={styles.captcha} data-captcha={phase}>
      {phase === 'waiting' && <p className={styles.captchaNote}>{t('contact.form.captcha.waiting')}</p>}
      {(phase === 'loading' || phase === 'slow') && (
        <div className={styles.captchaNote} role="status">
          <p>{t('contact.form.captchaLoading')}</p>
          {phase === 'slow' && <p>{t('contact.form.captcha.slow')}</p>}
        </div>
      )}
      {phase === 'slow' && office && <OfficeContacts office={office} lead={t('contact.form.captcha.reachUs', { office: office.title })} />}
      {phase === 'failed' && (
        <div className={styles.captchaFallback}>
          <Button variant="secondary" onClick={() => setAttempt((previous) => previous + 1)}>
            {t('contact.form.captcha.retry')}
          </Button>
          {office && <OfficeContacts office={office} lead={t('contact.form.captcha.reachUs', { office: office.title })} />}
        </div>
      )}
      {Loaded && (
        <Loaded
          ref={widgetRef}
          grecaptcha={loaded.grecaptcha}
          sitekey={siteKey}
          hl={language}
          onChange={onToken}
          onExpired={onExpired}
          onErrored={onError}
        />
      )}
    </div>
  );
}
