import type { RegionalHomeBody } from '../../pages/home/+data.ts';
import { Picture } from '../media/Picture.tsx';
import { Section, SectionHeading } from '../ui/Section.tsx';
import styles from './RegionalPresence.module.css';

/** The map of a regional home page with its two captions, beside the block about the regional office. */
export function RegionalPresence({ map, block }: { map: RegionalHomeBody['map']; block: RegionalHomeBody['regionalBlock'] }) {
  const { image } = map;
  return (
    <Section labelledBy="home-regional" containerClassName={styles.layout}>
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
      <SectionHeading id="home-regional" title={block.title} intro={block.text} />
    </Section>
  );
}
