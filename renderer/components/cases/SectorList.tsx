import { useTranslation } from 'react-i18next';
import type { SectorCardData } from '../../pages/cases/+data.ts';
import { Picture } from '../media/Picture.tsx';
import { DraftBadge } from '../preview/DraftBadge.tsx';
import { Container } from '../ui/Container.tsx';
import styles from './SectorList.module.css';

/** The cases list: one card per sector, the whole card leading to the sector's page. */
export function SectorList({ sectors }: { sectors: SectorCardData[] }) {
  const { t } = useTranslation();
  return (
    <Container>
      <ul className={styles.list}>
        {sectors.map((sector, index) => (
          <li key={sector.slug} className={styles.card}>
            <Picture image={sector.image} priority={index === 0} eager={index < 2} className={styles.image} />
            <div className={styles.body}>
              {sector.draft && <DraftBadge label={t('preview.draft')} />}
              <h2 className={styles.name}>
                <a href={sector.href} className={styles.link}>
                  {sector.name}
                </a>
              </h2>
              <p className={styles.summary}>{sector.summary}</p>
              <span aria-hidden="true" className={styles.cta}>
                {t('cases.viewSector')} →
              </span>
            </div>
          </li>
        ))}
      </ul>
    </Container>
  );
}
