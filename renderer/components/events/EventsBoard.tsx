import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventOfAnchor } from '../../data/anchors.ts';
import type { CategoryData, EventData } from '../../pages/events/+data.ts';
import { Container } from '../ui/Container.tsx';
import { Grid } from '../ui/Grid.tsx';
import { CategoryFilter } from './CategoryFilter.tsx';
import { EventCard } from './EventCard.tsx';
import { EventDialog } from './EventDialog.tsx';
import styles from './EventsBoard.module.css';

/** The events page body: category filter, the grid of cards, and the dialog a card opens. */
export function EventsBoard({ categories, events }: { categories: CategoryData[]; events: EventData[] }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<string | undefined>(undefined);
  const [openId, setOpenId] = useState<number | undefined>(undefined);
  const openers = useRef(new Map<number, HTMLButtonElement>());
  const shown = category === undefined ? events : events.filter((event) => event.category === category);
  const open = events.find((event) => event.id === openId);

  // A link to an event (a search result: /ec/events#event-12) opens its details, on arrival and on the page.
  useEffect(() => {
    const openAddressed = () => {
      const id = eventOfAnchor(decodeURIComponent(window.location.hash.slice(1)));
      if (events.some((event) => event.id === id)) setOpenId(id);
    };
    openAddressed();
    window.addEventListener('hashchange', openAddressed);
    return () => window.removeEventListener('hashchange', openAddressed);
  }, [events]);

  const close = () => {
    const opener = openId === undefined ? undefined : openers.current.get(openId);
    setOpenId(undefined);
    opener?.focus();
  };

  return (
    <Container className={styles.board}>
      <CategoryFilter categories={categories} selected={category} onSelect={setCategory} />
      {shown.length > 0 ? (
        <Grid columns={{ sm: 2, lg: 3 }}>
          {shown.map((event, index) => (
            <li key={event.id}>
              <EventCard
                event={event}
                eager={index === 0}
                onOpen={() => setOpenId(event.id)}
                openerRef={(button) => {
                  if (button) openers.current.set(event.id, button);
                  else openers.current.delete(event.id);
                }}
              />
            </li>
          ))}
        </Grid>
      ) : (
        <p className={styles.empty}>{t('events.empty')}</p>
      )}
      <EventDialog event={open} onClose={close} />
    </Container>
  );
}
