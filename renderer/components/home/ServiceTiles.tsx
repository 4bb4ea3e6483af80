import { useTranslation } from 'react-i18next';
import type { ServiceTileData } from '../../pages/home/+data.ts';
import { DraftBadge } from '../preview/DraftBadge.tsx';
import { Card, CardTitle } from '../ui/Card.tsx';
import { CardMedia } from '../ui/CardMedia.tsx';
import { Grid } from '../ui/Grid.tsx';
import { Section } from '../ui/Section.tsx';
import styles from './ServiceTiles.module.css';

/** The line-of-services grid: one tile per service line of the region, each opening its service page. */
export function ServiceTiles({ services }: { services: ServiceTileData[] }) {
  const { t } = useTranslation();
  // Two tiles (Peru, Brazil) on a desktop stand picture beside text, so the whole illustrations show without the tiles towering.
  const layout = services.length === 2 ? 'beside' : 'stacked';
  // Four tiles go four to a row only from 1280 px, where the longest title of any language ("Telecomunicaciones",
  // "Telekommunikation") fits on one line; two set their picture beside the text: each its own `sizes`.
  const use = services.length === 4 ? 'tileFour' : services.length === 2 ? 'tilePair' : undefined;
  return (
    <Section labelledBy="home-services" title={t('home.servicesTitle')} intro={t('home.servicesIntro')}>
      <Grid columns={services.length === 4 ? { sm: 2, xl: 4 } : { sm: 2 }} data-count={services.length}>
        {services.map((service) => (
          <Card
            key={service.slug}
            as="li"
            layout={layout}
            className={styles.tile}
            media={<CardMedia image={service.image} use={use} />}
            actions={
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
            }
          >
            {service.draft && <DraftBadge label={t('preview.draft')} />}
            <CardTitle as="h3" href={service.href}>
              {service.name}
            </CardTitle>
            <p className={styles.summary}>{service.summary}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
