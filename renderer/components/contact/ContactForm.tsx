import { type FormEvent, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactBrowserConfig } from '../../../generator/settings/contact-public-config.ts';
import { type ContactField, type ContactValues, contactLimits, countedFields } from '../../../schemas/contact-fields.ts';
import type { LocationCard } from '../../../schemas/location.ts';
import type { Language } from '../../../schemas/primitives.ts';
import { Button } from '../ui/Button.tsx';
import styles from './ContactForm.module.css';
import { OfficeContacts } from './OfficeContacts.tsx';
import { PrivacyNotice, type PrivacyNoticeData } from './PrivacyNotice.tsx';
import { Recaptcha } from './Recaptcha.tsx';
import { sendContactMessage } from './send-message.ts';
import { TextField } from './TextField.tsx';
import { useContactForm } from './use-contact-form.ts';

export interface ContactFormHandle {
  /** The office card's contact button: choose its office, bring the form into view and focus its first field. */
  start(officeId: string): void;
}

export interface ContactFormProps {
  /** The form's choice of office; its e-mail and phone are offered when the security check cannot load. */
  offices: (Pick<LocationCard, 'id' | 'phones' | 'email'> & { title: string })[];
  config: ContactBrowserConfig;
  language: Language;
  /** The notice under the form: controller, rights and the region's privacy page. */
  privacy: PrivacyNoticeData;
  /**
   * The form as a job application (renderer/pages/job): its own heading and sentence, and the message starting
   * with the opening's title and reference, so the application reaches the office as an ordinary contact message.
   */
  application?: { title: string; intro: string; message: string };
  ref?: Ref<ContactFormHandle>;
}

export const contactFormId = 'contact-form';

/** The contact form of SPEC.md sections 4, 5 and 8. */
export function ContactForm({ offices, config, language, privacy, application, ref }: ContactFormProps) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const [engaged, setEngaged] = useState(false);

  const send = (values: ContactValues, recaptchaToken: string) =>
    sendContactMessage({
      values,
      recaptchaToken,
      delivery: config.delivery,
      locationName: offices.find((office) => office.id === values.location)?.title ?? values.location,
      fallbackReason: t('contact.form.errorFallback'),
    });
  const form = useContactForm(formElement, offices[0]?.id ?? '', send, application && `${application.message}\n\n`);
  const { values, shownErrors, focused, status } = form;

  useImperativeHandle(ref, () => ({
    start(officeId) {
      if (offices.some((office) => office.id === officeId)) form.change('location', officeId);
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      section.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
      firstField.current?.focus({ preventScroll: true });
    },
  }));

  const focusField = (field: ContactField) => document.getElementById(`contact-${field}`)?.focus();
  // The outcome takes the focus the send button had (it is disabled again, the captcha being reset), which brings
  // it into view above the fixed social bar (the page's scroll padding): on a phone it lay under the bar, and the
  // visitor, seeing an empty form, might send again. A visitor who has gone on elsewhere meanwhile stays there.
  const outcome = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    const active = document.activeElement;
    const sendButton = formElement.current?.querySelector('button[type="submit"]');
    if (!active || active === document.body || active === sendButton) outcome.current?.focus();
  }, [status]);
  const onSubmit = async (event: FormEvent) => {
    const firstInvalid = await form.submit(event);
    if (firstInvalid) focusField(firstInvalid);
  };

  const fieldProps = (field: Exclude<ContactField, 'location'>) => ({
    field,
    label: t(`contact.form.${field}`),
    value: values[field],
    cap: contactLimits[field].cap,
    counted: (countedFields as readonly string[]).includes(field),
    error: shownErrors[field],
    focused: focused[field] === true,
    onChange: (value: string) => form.change(field, value),
    onFocus: () => form.focus(field),
    onBlur: () => form.blur(field),
  });

  // SPEC.md section 5: the 'captcha required' message shows while the check is unsolved, also when Google's script
  // cannot be loaded; why the check is missing follows it. Expiry and error replace it (section 4).
  const unsolved = form.captchaToken === null;
  const captchaRequired =
    unsolved && (form.captchaProblem === undefined || form.captchaProblem === 'unavailable') ? t('contact.form.captcha.required') : '';
  const captchaProblem = unsolved && form.captchaProblem ? t(`contact.form.captcha.${form.captchaProblem}`) : '';
  const captchaMessage = [captchaRequired, captchaProblem].filter(Boolean).join(' ') || undefined;
  const chosen = offices.find((office) => office.id === values.location) ?? offices[0];
  const officeContact = chosen && { title: chosen.title, email: chosen.email, phone: chosen.phones[0] ?? '' };
  const errorList = Object.entries(shownErrors).map(([field, key]) => ({ field: field as ContactField, text: t(`contact.form.${key}`) }));

  return (
    <section ref={section} id={contactFormId} className={styles.section} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{application?.title ?? t('contact.form.title')}</h2>
      {application && <p className={styles.intro}>{application.intro}</p>}
      <form
        ref={formElement}
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        onFocus={() => setEngaged(true)}
        data-delivery={config.delivery.mode}
      >
        {/*
         * Without JavaScript the form cannot be sent (no security check, no send): the office's e-mail and phone
         * come first, instead of fields that would be filled in for nothing, which stay hidden with the button. An
         * application's e-mail carries the opening's title and reference, as its message would have.
         */}
        {officeContact && (
          <noscript>
            <OfficeContacts
              office={officeContact}
              lead={t('contact.form.captcha.noScript', { office: officeContact.title })}
              subject={application?.message}
            />
          </noscript>
        )}
        <div className={`${styles.grid} ${styles.onlyWithScript}`}>
          <TextField {...fieldProps('name')} autoComplete="name" inputRef={firstField} />
          <TextField {...fieldProps('email')} type="email" autoComplete="email" />
          <TextField {...fieldProps('phone')} optional type="tel" autoComplete="tel" />
          <div className={`${styles.field} ${focused.location ? styles.focused : ''} ${shownErrors.location ? styles.invalid : ''}`}>
            <label htmlFor="contact-location">{t('contact.form.location')}</label>
            <select
              id="contact-location"
              name="location"
              value={values.location}
              required
              aria-invalid={shownErrors.location ? true : undefined}
              aria-describedby={shownErrors.location ? 'contact-location-error' : undefined}
              onChange={(event) => form.change('location', event.target.value)}
              onFocus={() => form.focus('location')}
              onBlur={() => form.blur('location')}
            >
              {offices.map((office) => (
                <option key={office.id} value={office.id}>
                  {office.title}
                </option>
              ))}
            </select>
            {shownErrors.location && (
              <p id="contact-location-error" className={styles.error}>
                {t(`contact.form.${shownErrors.location}`)}
              </p>
            )}
          </div>
          <TextField {...fieldProps('message')} multiline autoComplete="off" />
        </div>

        {/* What the check asks for, or what went wrong, above it: read before the box's own controls. */}
        <div className={`${styles.captchaRow} ${styles.onlyWithScript}`}>
          {/*
           * Only what went wrong is announced: the standing request, back after each send resets the check, was read
           * out right after "Message sent" as if the send had failed.
           */}
          <p id="contact-captcha-message" className={form.captchaProblem ? styles.error : styles.hint}>
            {captchaRequired}
            <span aria-live="polite">{captchaRequired && captchaProblem ? ` ${captchaProblem}` : captchaProblem}</span>
          </p>
          <Recaptcha
            siteKey={config.recaptchaSiteKey}
            language={language}
            eager={engaged}
            office={officeContact}
            widgetRef={form.captchaWidget}
            onToken={form.captcha.solved}
            onExpired={form.captcha.expired}
            onError={form.captcha.failed}
            onUnavailable={form.captcha.unavailable}
          />
        </div>

        <div className={errorList.length > 0 ? styles.summary : undefined} aria-live="polite">
          {errorList.length > 0 && (
            <>
              <h3 id="contact-errors-title">{t('contact.form.validationErrors')}</h3>
              <ul aria-labelledby="contact-errors-title">
                {errorList.map(({ field, text }) => (
                  <li key={field}>
                    <a
                      href={`#contact-${field}`}
                      onClick={(event) => {
                        event.preventDefault();
                        focusField(field);
                      }}
                    >
                      {text}
                    </a>
                  </li>
                ))}
                {captchaMessage && <li>{captchaMessage}</li>}
              </ul>
            </>
          )}
        </div>

        <div className={`${styles.actions} ${styles.onlyWithScript}`}>
          <Button type="submit" className={styles.submit} disabled={!form.canSubmit} aria-describedby="contact-captcha-message">
            {status === 'sending' ? t('contact.form.sending') : t('contact.form.submit')}
          </Button>
        </div>
        <div role="status" className={styles.outcome}>
          {status === 'success' && (
            <p ref={outcome} tabIndex={-1} className={styles.success}>
              {t('contact.form.successMessage')}
            </p>
          )}
        </div>
        <div role="alert" className={styles.outcome}>
          {status === 'error' && (
            <p ref={outcome} tabIndex={-1} className={styles.failure}>
              {t('contact.form.errorMessage')}
            </p>
          )}
          {/* Trying again may not help (the server cannot reach Google or EmailJS for a while): the office can. */}
          {status === 'error' && officeContact && (
            <OfficeContacts office={officeContact} lead={t('contact.form.captcha.reachUs', { office: officeContact.title })} />
          )}
        </div>
        <PrivacyNotice notice={privacy} />
      </form>
    </section>
  );
}
