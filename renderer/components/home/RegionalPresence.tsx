import type { RegionalHomeBody } from '../../pages/home/+data.ts';
import { Picture } from '../media/Picture.tsx';
import styles from './RegionalPresence.module.css';

/** The map of a regional home page with its two captions, beside the block about the regional office. */
export function RegionalPresence({ map, block }: { map: RegionalHomeBody['map']; block: RegionalHomeBody['regionalBlock'] }) {
  const { image } = map;
  return (
    <section className={styles.section} aria-labelledby="home-regional">
      <figure className={styles.map}>
        <Picture image={image} />
        <figcaption className={styles.captions}>
          {map.captions.map((caption) => (
            <span key={caption} className={styles.caption}>
              {caption}
            </span>
          ))}
        </figcaption>
      </figure>
      <div className={styles.block}>
        <h2 id="home-regional" className={styles.title}>
          {block.title}
        </h2>
        <p className={styles.text}>{block.text}</p>
      </div>
    </section>
  );
}
