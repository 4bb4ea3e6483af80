import { Fragment } from 'react';
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
        <span className={styles.meta}>
          {/* Country and year whole on their line, each dot ending the line before: never a line starting '· 2018'. */}
          {[client.sector, client.country, String(client.year)].map((part, index, parts) => (
            <Fragment key={part}>
              <span className={index > 0 ? styles.part : undefined}>{index < parts.length - 1 ? `${part}\u00a0·` : part}</span>{' '}
            </Fragment>
          ))}
        </span>
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
