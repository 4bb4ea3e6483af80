import { useTranslation } from 'react-i18next';
import type { RegionalHomeBody } from '../../pages/home/+data.ts';
import { DashBoundText } from '../../text/DashBoundText.tsx';
import { Picture } from '../media/Picture.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { Container } from '../ui/Container.tsx';
import styles from './RegionalBanner.module.css';

/** The banner of a regional home page (Peru, Brazil): headline, subtitle, description and two portraits. */
export function RegionalBanner({ banner, contactHref }: { banner: RegionalHomeBody['banner']; contactHref: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.banner} aria-labelledby="home-title">
      <Container className={styles.inner}>
        <div className={styles.text}>
          <h1 id="home-title" className={styles.title}>
            {banner.title}
          </h1>
          <p className={styles.subtitle}>{banner.subtitle}</p>
          <p className={styles.description}>
            <DashBoundText text={banner.description} />
          </p>
          <ButtonLink tone="dark" size="large" className={styles.action} href={contactHref}>
            {t('contact.contactButton')}
          </ButtonLink>
        </div>
        <div className={styles.portraits}>
          {banner.portraits.map((portrait, index) => (
            <Picture key={portrait.src} className={styles.portrait} image={portrait} priority={index === 0} eager />
          ))}
        </div>
      </Container>
    </section>
  );
}
