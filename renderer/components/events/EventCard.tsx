import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventData } from '../../pages/events/+data.ts';
import { Picture } from '../media/Picture.tsx';
import { DraftBadge } from '../preview/DraftBadge.tsx';
import { Button } from '../ui/Button.tsx';
import styles from './EventCard.module.css';
import { EventMeta } from './EventMeta.tsx';

interface EventCardProps {
  event: EventData;
  eager: boolean;
  onOpen: () => void;
  /** The dialog gives focus back to this button when it closes. */
  openerRef: (button: HTMLButtonElement | null) => void;
}

export function EventCard({ event, eager, onOpen, openerRef }: EventCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [image] = event.images;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {/* The first card's photo is the largest image of the page: preloaded and fetched first. */}
      {image && <Picture image={image} use="event" priority={eager} className={styles.image} />}
      <div className={styles.body}>
        <EventMeta event={event} />
        {event.draft && <DraftBadge label={t('preview.draft')} />}
        <h2 id={titleId} className={styles.title}>
          {event.title}
        </h2>
        <p className={styles.description}>{event.description}</p>
        <Button
          ref={openerRef}
          variant="secondary"
          className={styles.more}
          aria-haspopup="dialog"
          aria-describedby={titleId}
          onClick={onOpen}
        >
          {t('events.more')}
        </Button>
      </div>
    </article>
  );
}
