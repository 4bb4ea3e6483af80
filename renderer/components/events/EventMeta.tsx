import type { EventData } from '../../pages/events/+data.ts';
import styles from './EventMeta.module.css';

/** The category badge and the date of an event, on its card and in its dialog. */
export function EventMeta({ event }: { event: Pick<EventData, 'categoryLabel' | 'date' | 'dateLabel'> }) {
  return (
    <p className={styles.meta}>
      <span className={styles.badge}>{event.categoryLabel}</span>
      <time dateTime={event.date}>{event.dateLabel}</time>
    </p>
  );
}
