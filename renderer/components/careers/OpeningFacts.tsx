import type { OpeningFacts as Facts } from '../../pages/careers/openings.ts';
import { DashBoundText } from '../../text/DashBoundText.tsx';
import styles from './Openings.module.css';

/** Office, contract and dates of an opening, as a description list (label, value), the dates as <time>; `wide`: in one row from 1024 px. */
export function OpeningFacts({ details, wide = false }: { details: Facts['details']; wide?: boolean }) {
  return (
    <dl className={styles.facts} data-wide={wide || undefined}>
      {details.map((detail) => (
        <div key={detail.label}>
          <dt>{detail.label}</dt>
          <dd>{detail.dateTime ? <time dateTime={detail.dateTime}>{detail.value}</time> : <DashBoundText text={detail.value} />}</dd>
        </div>
      ))}
    </dl>
  );
}
