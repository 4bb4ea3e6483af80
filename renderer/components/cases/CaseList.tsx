import type { CaseCardData } from '../../pages/case/+data.ts';
import { Container } from '../ui/Container.tsx';
import { CaseCard } from './CaseCard.tsx';
import styles from './CaseList.module.css';

export function CaseList({ cards }: { cards: CaseCardData[] }) {
  return (
    <Container>
      <ul className={styles.list}>
        {cards.map((card, index) => (
          <li key={card.title}>
            <CaseCard card={card} eager={index === 0} />
          </li>
        ))}
      </ul>
    </Container>
  );
}
