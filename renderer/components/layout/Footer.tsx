import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailHref } from '../../../generator/urls.ts';
import type { LayoutData } from '../../data/layout-data.ts';
import styles from './Footer.module.css';
import { footerId } from './landmarks.ts';
import { OfficeAddress } from './OfficeAddress.tsx';

export function Footer({ footer, company }: { footer: LayoutData['footer']; company: string }) {
  const { t } = useTranslation();
  const { office } = footer;
  // The page was prerendered in footer.year; the visitor's clock may already be in a later year.
  const [year, setYear] = useState(footer.year);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return (
    <footer id={footerId} className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{footer.singleOffice ? t('footer.officeLabel') : t('footer.contactTitle')}</h2>
          <p className={styles.officeName}>{office.title}</p>
          <OfficeAddress office={office} classes={{ address: styles.address, label: styles.label }}>
            <span>
              <span className={styles.label}>{t('footer.emailLabel')}: </span>
              <a href={emailHref(footer.email)}>{footer.email}</a>
            </span>
          </OfficeAddress>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t('footer.linksTitle')}</h2>
          <ul className={styles.list}>
            {footer.links.map((link) => (
              <li key={link.id}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-presence">
          <h2 id="footer-presence">{t('footer.presenceTitle')}</h2>
          <ul className={styles.list}>
            {footer.presence.map((country) => (
              <li key={country.code}>
                {country.name}
                {country.note && <span className={styles.note}> · {country.note}</span>}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year, company })}</p>
    </footer>
  );
}
