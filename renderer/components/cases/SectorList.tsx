import { useTranslation } from 'react-i18next';
import type { SectorCardData } from '../../pages/cases/+data.ts';
import { DraftBadge } from '../preview/DraftBadge.tsx';
import { Card, CardTitle } from '../ui/Card.tsx';
import { CardMedia } from '../ui/CardMedia.tsx';
import { Container } from '../ui/Container.tsx';
import { Grid } from '../ui/Grid.tsx';
import styles from './SectorList.module.css';

/** The cases list: one card per sector, the whole card leading to the sector's page. */
export function SectorList({ sectors }: { sectors: SectorCardData[] }) {
  const { t } = useTranslation();
  return (
    <Container className={styles.list}>
      <Grid columns={{ lg: 2 }}>
        {sectors.map((sector, index) => (
          <Card
            key={sector.slug}
            as="li"
            media={<CardMedia image={sector.image} priority={index === 0} eager={index < 2} />}
            actions={
              <span aria-hidden="true" className={styles.cta}>
                {t('cases.viewSector')} →
              </span>
            }
          >
            {sector.draft && <DraftBadge label={t('preview.draft')} />}
            <CardTitle as="h2" href={sector.href}>
              {sector.name}
            </CardTitle>
            <p className={styles.summary}>{sector.summary}</p>
          </Card>
        ))}
      </Grid>
    </Container>
  );
}
