import { useTranslation } from 'react-i18next';
import type { SectorData } from '../../pages/home/+data.ts';
import { Picture } from '../media/Picture.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { Section } from '../ui/Section.tsx';
import styles from './SectorCards.module.css';

/** The sectors we serve, each with a know-more link to its service or case page. */
export function SectorCards({ sectors }: { sectors: SectorData[] }) {
  const { t } = useTranslation();
  return (
    <Section labelledBy="home-sectors" title={t('home.sectorsTitle')} intro={t('home.sectorsIntro')}>
      <ul className={styles.cards}>
        {sectors.map((sector) => (
          <li key={sector.id} className={styles.card}>
            <Picture className={styles.image} image={sector.image} />
            <div className={styles.body}>
              <h3 className={styles.title}>{sector.title}</h3>
              <p className={styles.text}>{sector.text}</p>
              <ButtonLink variant="secondary" className={styles.button} href={sector.href}>
                {t('home.knowMore')}
                <span className="visually-hidden">: {sector.title}</span>
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
