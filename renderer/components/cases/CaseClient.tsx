import { useTranslation } from 'react-i18next';
import type { CaseCardData } from '../../pages/case/+data.ts';
import { Picture } from '../media/Picture.tsx';
import styles from './CaseClient.module.css';

type Client = NonNullable<CaseCardData['client']>;
type Quote = NonNullable<CaseCardData['quote']>;

/** Who the case was for: the client's logo and name, what it does, where and when. */
export function CaseClientLine({ client }: { client: Client }) {
  const { t } = useTranslation();
  return (
    <p className={styles.client}>
      <Picture image={client.logo} className={styles.logo} />
      <span className={styles.who}>
        <span className="visually-hidden">{t('cases.client')}: </span>
        <strong className={styles.name}>{client.name}</strong>
        <span className={styles.meta}>{[client.sector, client.country, client.year].join(' · ')}</span>
      </span>
    </p>
  );
}

/** The case's key figures, each a short phrase set large. */
export function CaseFacts({ facts }: { facts: string[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.facts} aria-label={t('cases.facts')}>
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}

/** What the client said, and who said it. */
export function CaseQuote({ quote, client }: { quote: Quote; client: Client | undefined }) {
  return (
    <figure className={styles.quote}>
      <blockquote>
        <p>{quote.text}</p>
      </blockquote>
      <figcaption>
        <strong>{quote.person}</strong>
        <span>{client ? `${quote.role}, ${client.name}` : quote.role}</span>
      </figcaption>
    </figure>
  );
}
