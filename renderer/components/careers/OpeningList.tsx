import { useTranslation } from 'react-i18next';
import type { OpeningFacts as Facts } from '../../pages/careers/openings.ts';
import { DashBoundText } from '../../text/DashBoundText.tsx';
import { DraftBadge } from '../preview/DraftBadge.tsx';
import { Card, CardTitle } from '../ui/Card.tsx';
import { Container } from '../ui/Container.tsx';
import { Grid } from '../ui/Grid.tsx';
import { Notice } from '../ui/Notice.tsx';
import { OpeningFacts } from './OpeningFacts.tsx';
import styles from './Openings.module.css';

/** The careers list: a card per open position, the whole card leading to its page; a sentence when there is none. */
export function OpeningList({ openings, none }: { openings: Facts[]; none: string }) {
  const { t } = useTranslation();
  return (
    <Container className={styles.list}>
      {openings.length === 0 ? (
        <Notice>{none}</Notice>
      ) : (
        <Grid columns={{ lg: 2 }}>
          {openings.map((opening) => (
            <Card key={opening.slug} as="li" className={styles.card} bodyClassName={styles.body}>
              <div className={styles.intro}>
                {opening.draft && <DraftBadge label={t('preview.draft')} />}
                <CardTitle as="h2" href={opening.href}>
                  {opening.title}
                </CardTitle>
                <p className={styles.summary}>
                  <DashBoundText text={opening.summary} />
                </p>
              </div>
              <OpeningFacts details={opening.details} />
            </Card>
          ))}
        </Grid>
      )}
    </Container>
  );
}
