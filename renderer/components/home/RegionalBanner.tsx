import type { RegionalHomeBody } from '../../pages/home/+data.ts';
import { Picture } from '../media/Picture.tsx';
import { Container } from '../ui/Container.tsx';
import { BannerText } from './BannerText.tsx';
import styles from './RegionalBanner.module.css';

/** The banner of a regional home page (Peru, Brazil): headline, subtitle, description and two portraits. */
export function RegionalBanner({ banner, contactHref }: { banner: RegionalHomeBody['banner']; contactHref: string }) {
  return (
    <section className={styles.banner} aria-labelledby="home-title">
      <Container className={styles.inner}>
        <BannerText text={banner} contactHref={contactHref} ruledSubtitle />
        <div className={styles.portraits}>
          {banner.portraits.map((portrait, index) => (
            <Picture key={portrait.src} className={styles.portrait} image={portrait} priority={index === 0} eager />
          ))}
        </div>
      </Container>
    </section>
  );
}
