import type { FullHomeBody } from '../../pages/home/+data.ts';
import { Picture } from '../media/Picture.tsx';
import styles from './MapBanner.module.css';

/** The regional presence banner: a heading, two subtitles and the map. */
export function MapBanner({ banner }: { banner: FullHomeBody['mapBanner'] }) {
  const { image } = banner;
  return (
    <section className={styles.banner} aria-labelledby="home-map">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="home-map" className={styles.title}>
            {banner.title}
          </h2>
          {banner.subtitles.map((subtitle) => (
            <p key={subtitle} className={styles.subtitle}>
              {subtitle}
            </p>
          ))}
        </div>
        <Picture className={styles.image} image={image} />
      </div>
    </section>
  );
}
