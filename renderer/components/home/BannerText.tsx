import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FullHomeBody } from '../../pages/home/+data.ts';
import { DashBoundText } from '../../text/DashBoundText.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import styles from './BannerText.module.css';

interface BannerTextProps {
  text: Pick<FullHomeBody['banner'], 'title' | 'subtitle' | 'description'>;
  contactHref: string;
  /** The subtitle set off by an amber rule, where the banner has no illustration to lead the eye. */
  ruledSubtitle?: boolean;
  /** Places the block in its banner's grid. */
  className?: string;
  /** What follows the call to action (the rotating taglines). */
  children?: ReactNode;
}

/** The words of a home banner, the full one's and the regional one's alike: headline, subtitle, description, the call to contact. */
export function BannerText({ text, contactHref, ruledSubtitle = false, className, children }: BannerTextProps) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <h1 id="home-title" className={styles.title}>
        {text.title}
      </h1>
      <p className={ruledSubtitle ? `${styles.subtitle} ${styles.ruled}` : styles.subtitle}>{text.subtitle}</p>
      <p className={styles.description}>
        <DashBoundText text={text.description} />
      </p>
      <ButtonLink tone="dark" size="large" className={styles.action} href={contactHref}>
        {t('contact.contactButton')}
      </ButtonLink>
      {children}
    </div>
  );
}
