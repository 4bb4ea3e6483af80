import type { RegionalHomeBody } from '../../pages/home/+data.ts';
import { Picture } from '../media/Picture.tsx';
import { Section, SectionHeading } from '../ui/Section.tsx';
import styles from './RegionalPresence.module.css';

/**
 * The block about the regional office, and the map of a regional home page with its two captions: the title
 * first (on a phone the map came above the title it belongs to), the map on its left from 1024 px.
 */
export function RegionalPresence({ map, block }: { map: RegionalHomeBody['map']; block: RegionalHomeBody['regionalBlock'] }) {
  const { image } = map;
  return (
    <Section labelledBy="home-regional" containerClassName={styles.layout}>
      <SectionHeading id="home-regional" title={block.title} intro={block.text} />
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
    </Section>
  );
}
