import { useData } from 'vike-react/useData';
import { EventsBoard } from '../../components/events/EventsBoard.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Island } from '../../islands/Island.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { head, body } = useData<Data>();
  return (
    <>
      <PageHeading title={head.heading} intro={body.intro} />
      <Island
        name="events-board"
        component={EventsBoard}
        props={{ categories: body.categories, events: body.events }}
        strings={['events', 'preview']}
        hydrate="interaction"
      />
    </>
  );
}
