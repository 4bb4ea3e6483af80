import type { FullHomeBody } from '../../pages/home/+data.ts';
import { Picture } from '../media/Picture.tsx';
import { Section, SectionHeading } from '../ui/Section.tsx';
import styles from './MapBanner.module.css';

/** The regional presence banner: a heading, two subtitles and the map. */
export function MapBanner({ banner }: { banner: FullHomeBody['mapBanner'] }) {
  const { image } = banner;
  return (
    <Section labelledBy="home-map" tone="dark" containerClassName={styles.inner}>
      <div className={styles.text}>
        <SectionHeading id="home-map" title={banner.title} tone="dark" />
        {banner.subtitles.map((subtitle) => (
          <p key={subtitle} className={styles.subtitle}>
            {subtitle}
          </p>
        ))}
      </div>
      <Picture className={styles.image} image={image} />
    </Section>
  );
}
