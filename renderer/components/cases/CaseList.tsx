import type { CaseCardData } from '../../pages/case/+data.ts';
import { CaseCard } from './CaseCard.tsx';
import styles from './CaseList.module.css';

export function CaseList({ cards }: { cards: CaseCardData[] }) {
  return (
    <ul className={styles.list}>
      {cards.map((card, index) => (
        <li key={card.title}>
          <CaseCard card={card} eager={index === 0} />
        </li>
      ))}
    </ul>
  );
}
