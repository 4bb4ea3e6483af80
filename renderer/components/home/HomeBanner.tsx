import type { FullHomeBody } from '../../pages/home/+data.ts';
import { Picture } from '../media/Picture.tsx';
import { Container } from '../ui/Container.tsx';
import { BannerText } from './BannerText.tsx';
import styles from './HomeBanner.module.css';
import { Taglines } from './Taglines.tsx';

/** The large banner of the full home page: headline, subtitle, description, rotating taglines, illustration. */
export function HomeBanner({ banner, taglines, contactHref }: { banner: FullHomeBody['banner']; taglines: string[]; contactHref: string }) {
  return (
    <section className={styles.banner} aria-labelledby="home-title">
      <Container className={styles.inner}>
        <div className={styles.art}>
          <Picture className={styles.image} image={banner.image} priority />
        </div>
        <BannerText text={banner} contactHref={contactHref} className={styles.text}>
          <Taglines taglines={taglines} />
        </BannerText>
      </Container>
    </section>
  );
}
