import { type ComponentType, type Ref, useEffect, useRef, useState } from 'react';
import type { ReCAPTCHAProps } from 'react-google-recaptcha';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../schemas/primitives.ts';
import styles from './ContactForm.module.css';
import type { CaptchaWidget } from './use-contact-form.ts';

type Widget = ComponentType<ReCAPTCHAProps & { ref?: Ref<CaptchaWidget> }>;

interface RecaptchaProps {
  siteKey: string;
  /** The page language's ISO 639 code: reCAPTCHA's `hl` takes it as it is (Google's `pt` is Brazilian Portuguese). */
  language: Language;
  /** Load now, whatever the scroll position (the visitor started filling in the form). */
  eager: boolean;
  widgetRef: Ref<CaptchaWidget>;
  onToken: (token: string | null) => void;
  onExpired: () => void;
  onError: () => void;
}

/**
 * react-google-recaptcha and Google's script are loaded with a dynamic import() when the form comes near the
 * viewport or gets focus, so no other page, and no visitor who never scrolls here, pays for them.
 */
export function Recaptcha({ siteKey, language, eager, widgetRef, onToken, onExpired, onError }: RecaptchaProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [widget, setWidget] = useState<Widget | null>(null);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The latest handler, without restarting the import whenever the form re-renders.
  const reportError = useRef(onError);
  reportError.current = onError;
  const fail = () => {
    setPhase('failed');
    reportError.current();
  };

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
    if (!(near || eager) || widget) return;
    let current = true;
    import('react-google-recaptcha').then(
      (module) => current && setWidget(() => module.default as unknown as Widget),
      () => {
        if (!current) return;
        setPhase('failed');
        reportError.current();
      },
    );
    return () => {
      current = false;
    };
  }, [near, eager, widget]);

  const Loaded = widget;
  return (
    <div ref={box} className={styles.captcha}>
      {phase === 'loading' && <p className={styles.captchaLoading}>{t('contact.form.captchaLoading')}</p>}
      {Loaded && (
        <Loaded
          ref={widgetRef}
          sitekey={siteKey}
          hl={language}
          onChange={onToken}
          onExpired={onExpired}
          onErrored={onError}
          asyncScriptOnLoad={() => {
            // Called on load and on a failed load alike; only a failed one leaves no grecaptcha behind.
            if ('grecaptcha' in window) setPhase('ready');
            else fail();
          }}
        />
      )}
    </div>
  );
}
