import { useTranslation } from 'react-i18next';
import type { CaseCardData } from '../../pages/case/+data.ts';
import { DraftBadge } from '../preview/DraftBadge.tsx';
import { Card, CardTitle } from '../ui/Card.tsx';
import { CardMedia } from '../ui/CardMedia.tsx';
import styles from './CaseCard.module.css';
import { CaseClientLine, CaseFacts, CaseQuote } from './CaseClient.tsx';
import { ClampedDescription } from './ClampedDescription.tsx';

/**
 * One success case: image, title, description and, when the case has them, its client, key figures, detail columns
 * and the client's quote. A case with a client carries the id the home page's clients strip links to.
 */
export function CaseCard({ card, eager }: { card: CaseCardData; eager: boolean }) {
  const { t } = useTranslation();
  return (
    // The first card's picture is the largest image of the page: preloaded and fetched first.
    <Card layout="beside" media={<CardMedia image={card.image} priority={eager} />} id={card.client?.anchor}>
      {card.draft && <DraftBadge label={t('preview.draft')} />}
      {card.client && <CaseClientLine client={card.client} />}
      <CardTitle as="h2" size="large">
        {card.title}
      </CardTitle>
      <ClampedDescription blocks={card.description} />
      {card.facts.length > 0 && <CaseFacts facts={card.facts} />}
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
      {card.quote && <CaseQuote quote={card.quote} client={card.client} />}
    </Card>
  );
}
