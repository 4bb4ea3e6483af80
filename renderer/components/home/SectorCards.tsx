import { useTranslation } from 'react-i18next';
import type { SectorData } from '../../pages/home/+data.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { Card, CardTitle, cardLinkClass } from '../ui/Card.tsx';
import { CardMedia } from '../ui/CardMedia.tsx';
import { Grid } from '../ui/Grid.tsx';
import { Section } from '../ui/Section.tsx';
import styles from './SectorCards.module.css';

/** The sectors we serve, each card leading through its know-more link to its service or case page. */
export function SectorCards({ sectors }: { sectors: SectorData[] }) {
  const { t } = useTranslation();
  return (
    <Section labelledBy="home-sectors" title={t('home.sectorsTitle')} intro={t('home.sectorsIntro')}>
      <Grid columns={{ md: 2 }}>
        {sectors.map((sector) => (
          <Card
            key={sector.id}
            as="li"
            tone="tinted"
            layout="beside"
            media={<CardMedia image={sector.image} />}
            actions={
              <ButtonLink variant="secondary" className={cardLinkClass} href={sector.href}>
                {t('home.knowMore')}
                <span className="visually-hidden">: {sector.title}</span>
              </ButtonLink>
            }
          >
            <CardTitle as="h3">{sector.title}</CardTitle>
            <p className={styles.text}>{sector.text}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
