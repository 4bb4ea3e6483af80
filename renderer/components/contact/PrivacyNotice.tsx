import { Trans, useTranslation } from 'react-i18next';
import { emailHref } from '../../../generator/routes/contact-links.ts';
import type { privacyNotice } from '../../data/privacy-data.ts';
import styles from './PrivacyNotice.module.css';

export type PrivacyNoticeData = ReturnType<typeof privacyNotice>;

/** Google's published disclosure for reCAPTCHA: its privacy policy and terms apply to the challenge. */
const googlePolicyLinks = { privacy: 'https://policies.google.com/privacy', terms: 'https://policies.google.com/terms' } as const;

/**
 * Under the contact form, what the data protection laws of Ecuador, Peru and Brazil ask to tell before data is
 * collected: who is responsible, what for, the person's rights and where to read the whole policy; and the
 * reCAPTCHA disclosure.
 */
export function PrivacyNotice({ notice }: { notice: PrivacyNoticeData }) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice}>
      <p>
        <Trans
          i18nKey="contact.privacy.notice"
          values={{ controller: notice.controller, email: notice.email }}
          components={{ email: <a href={emailHref(notice.email)}>{notice.email}</a> }}
        />{' '}
        <a href={notice.href}>{t('contact.privacy.link')}</a>
      </p>
      <p>
        <Trans
          i18nKey="contact.privacy.recaptcha"
          components={{
            privacy: <a href={googlePolicyLinks.privacy}>{googlePolicyLinks.privacy}</a>,
            terms: <a href={googlePolicyLinks.terms}>{googlePolicyLinks.terms}</a>,
          }}
        />
      </p>
    </div>
  );
}
