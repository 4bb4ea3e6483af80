import type { CaseCardData } from '../../pages/case/+data.ts';
import { Container } from '../ui/Container.tsx';
import { Grid } from '../ui/Grid.tsx';
import { CaseCard } from './CaseCard.tsx';
import styles from './CaseList.module.css';

/** A sector's success cases: one card as wide as the page per case, in the shared grid's one column. */
export function CaseList({ cards }: { cards: CaseCardData[] }) {
  return (
    <Container className={styles.list}>
      <Grid columns={{ base: 1 }}>
        {cards.map((card, index) => (
          <li key={card.title}>
            <CaseCard card={card} eager={index === 0} />
          </li>
        ))}
      </Grid>
    </Container>
  );
}
