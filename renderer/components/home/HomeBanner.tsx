import { useTranslation } from 'react-i18next';
import type { FullHomeBody } from '../../pages/home/+data.ts';
import { DashBoundText } from '../../text/DashBoundText.tsx';
import { Picture } from '../media/Picture.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { Container } from '../ui/Container.tsx';
import styles from './HomeBanner.module.css';
import { Taglines } from './Taglines.tsx';

/** The large banner of the full home page: headline, subtitle, description, rotating taglines, illustration. */
export function HomeBanner({ banner, taglines, contactHref }: { banner: FullHomeBody['banner']; taglines: string[]; contactHref: string }) {
  const { t } = useTranslation();
  const { image } = banner;
  return (
    <section className={styles.banner} aria-labelledby="home-title">
      <Container className={styles.inner}>
        <div className={styles.art}>
          <Picture className={styles.image} image={image} priority />
        </div>
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
          <Taglines taglines={taglines} />
        </div>
      </Container>
    </section>
  );
}
