import { useTranslation } from 'react-i18next';
import type { CaseCardData } from '../../pages/case/+data.ts';
import { Picture } from '../media/Picture.tsx';
import { DraftBadge } from '../preview/DraftBadge.tsx';
import styles from './CaseCard.module.css';
import { ClampedDescription } from './ClampedDescription.tsx';

/** One success case: image, title, description and, when the case has them, its key figures. */
export function CaseCard({ card, eager }: { card: CaseCardData; eager: boolean }) {
  const { t } = useTranslation();
  return (
    <article className={styles.card}>
      {/* The first card's picture is the largest image of the page: preloaded and fetched first. */}
      <Picture image={card.image} priority={eager} className={styles.image} />
      <div className={styles.body}>
        {card.draft && <DraftBadge label={t('preview.draft')} />}
        <h2 className={styles.title}>{card.title}</h2>
        <ClampedDescription blocks={card.description} />
        {card.columns.length > 0 && (
          <dl className={styles.columns}>
            {card.columns.map((column) => (
              <div key={column.subtitle} className={styles.column}>
                <dt>{column.subtitle}</dt>
                {column.paragraphs.map((paragraph) => (
                  <dd key={paragraph}>{paragraph}</dd>
                ))}
              </div>
            ))}
          </dl>
        )}
      </div>
    </article>
  );
}
