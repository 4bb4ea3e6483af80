import { useTranslation } from 'react-i18next';
import { eventAnchor } from '../../data/anchors.ts';
import type { EventData } from '../../pages/events/+data.ts';
import { DraftBadge } from '../preview/DraftBadge.tsx';
import { Button } from '../ui/Button.tsx';
import { Card, CardTitle, cardLinkClass } from '../ui/Card.tsx';
import { CardMedia } from '../ui/CardMedia.tsx';
import { EventMeta } from './EventMeta.tsx';

interface EventCardProps {
  event: EventData;
  eager: boolean;
  onOpen: () => void;
  /** The dialog gives focus back to this button when it closes. */
  openerRef: (button: HTMLButtonElement | null) => void;
}

/** One event: picture, category and date, title, summary; the whole card opens its details (the "more" button). */
export function EventCard({ event, eager, onOpen, openerRef }: EventCardProps) {
  const { t } = useTranslation();
  const titleId = eventAnchor(event.id);
  const [image] = event.images;
  return (
    <Card
      aria-labelledby={titleId}
      // The first card's photo is the largest image of the page: preloaded and fetched first.
      media={image && <CardMedia image={image} use="event" crop="landscape" priority={eager} />}
      actions={
        <Button
          ref={openerRef}
          variant="secondary"
          className={cardLinkClass}
          aria-haspopup="dialog"
          aria-describedby={titleId}
          onClick={onOpen}
        >
          {t('events.more')}
        </Button>
      }
    >
      <EventMeta event={event} />
      {event.draft && <DraftBadge label={t('preview.draft')} />}
      <CardTitle as="h2" id={titleId}>
        {event.title}
      </CardTitle>
      <p>{event.description}</p>
    </Card>
  );
}
