import { useTranslation } from 'react-i18next';
import type { CaseCardData } from '../../pages/case/+data.ts';
import { DraftBadge } from '../preview/DraftBadge.tsx';
import { Card, CardTitle } from '../ui/Card.tsx';
import { CardMedia } from '../ui/CardMedia.tsx';
import styles from './CaseCard.module.css';
import { ClampedDescription } from './ClampedDescription.tsx';

/** One success case: image, title, description and, when the case has them, its key figures. */
export function CaseCard({ card, eager }: { card: CaseCardData; eager: boolean }) {
  const { t } = useTranslation();
  return (
    // The first card's picture is the largest image of the page: preloaded and fetched first.
    <Card layout="beside" media={<CardMedia image={card.image} priority={eager} />}>
      {card.draft && <DraftBadge label={t('preview.draft')} />}
      <CardTitle as="h2" size="large">
        {card.title}
      </CardTitle>
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
    </Card>
  );
}
