import { useTranslation } from 'react-i18next';
import { emailHref } from '../../../generator/routes/contact-links.ts';
import type { LayoutData } from '../../data/layout-data.ts';
import { DashBoundText } from '../../text/DashBoundText.tsx';
import { buttonClass } from '../ui/Button.tsx';
import { Container } from '../ui/Container.tsx';
import { SocialLinks } from '../ui/SocialLinks.tsx';
import styles from './Footer.module.css';
import { footerId } from './landmarks.ts';
import { OfficeAddress } from './OfficeAddress.tsx';

/**
 * The footer: logo and social links, the region's contact block, its services, further links, international
 * presence with the company's certifications, then the copyright with the legal links (site.yaml menus.legal; the list is left out while empty).
 */
export function Footer({ footer, company, homeHref }: { footer: LayoutData['footer']; company: string; homeHref: string }) {
  const { t } = useTranslation();
  const { office, logo } = footer;
  return (
    <footer id={footerId} className={styles.footer}>
      <Container className={styles.brandRow}>
        <a className={styles.logo} href={homeHref} aria-label={t('nav.logoHome', { company })}>
          <img src={logo.src} alt="" width={logo.width} height={logo.height} loading="lazy" />
        </a>
        <nav aria-labelledby="footer-social" className={styles.social}>
          <h2 id="footer-social" className={styles.socialTitle}>
            {t('footer.socialTitle')}
          </h2>
          <SocialLinks
            links={footer.social}
            listClassName={styles.socialList}
            linkClassName={buttonClass({ variant: 'icon', tone: 'dark' })}
          />
        </nav>
      </Container>
      <Container className={styles.columns}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{footer.singleOffice ? t('footer.officeLabel') : t('footer.contactTitle')}</h2>
          <p className={styles.officeName}>
            <DashBoundText text={office.title} />
          </p>
          <OfficeAddress office={office} classes={{ address: styles.address, label: styles.label }}>
            <span>
              <span className={styles.label}>{t('footer.emailLabel')}: </span>
              <a href={emailHref(office.email)}>{office.email}</a>
            </span>
          </OfficeAddress>
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">{t('footer.servicesTitle')}</h2>
          <ul className={styles.list}>
            {footer.services.map((link) => (
              <li key={link.id}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
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
        <div className={styles.stack}>
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
          {footer.certifications.length > 0 && (
            <nav aria-labelledby="footer-certifications">
              <h2 id="footer-certifications">{t('certifications.title')}</h2>
              <ul className={styles.certifications}>
                {footer.certifications.map((certification) => (
                  <li key={certification.standard}>
                    <a href={certification.href}>{certification.standard}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </Container>
      <Container className={styles.bottom}>
        <p className={styles.copyright} data-copyright-year={footer.year}>
          {t('footer.copyright', { year: footer.year, company })}
        </p>
        {footer.legal.length > 0 && (
          <ul className={styles.legal} aria-label={t('footer.legalTitle')}>
            {footer.legal.map((link) => (
              <li key={link.id}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </footer>
  );
}
