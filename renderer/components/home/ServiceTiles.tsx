import { useTranslation } from 'react-i18next';
import type { ServiceTileData } from '../../pages/home/+data.ts';
import { Picture } from '../media/Picture.tsx';
import { DraftBadge } from '../preview/DraftBadge.tsx';
import { Section } from '../ui/Section.tsx';
import styles from './ServiceTiles.module.css';

/** The line-of-services grid: one tile per service line of the region, each opening its service page. */
export function ServiceTiles({ services }: { services: ServiceTileData[] }) {
  const { t } = useTranslation();
  // Four tiles go four to a row on wide screens and two set their picture beside the text: each its own `sizes`.
  const use = services.length === 4 ? 'tileFour' : services.length === 2 ? 'tilePair' : undefined;
  return (
    <Section labelledBy="home-services" title={t('home.servicesTitle')} intro={t('home.servicesIntro')}>
      <ul className={styles.tiles} data-count={services.length}>
        {services.map((service) => (
          <li key={service.slug} className={styles.tile}>
            <Picture className={styles.image} image={service.image} use={use} />
            <div className={styles.body}>
              {service.draft && <DraftBadge label={t('preview.draft')} />}
              <h3 className={styles.name}>
                <a className={styles.link} href={service.href}>
                  {service.name}
                </a>
              </h3>
              <p className={styles.summary}>{service.summary}</p>
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
