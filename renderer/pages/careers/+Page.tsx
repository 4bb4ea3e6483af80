import { useData } from 'vike-react/useData';
import { OpeningList } from '../../components/careers/OpeningList.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import type { Data } from './+data.ts';

/** The region's open positions, each a card leading to its page. */
export default function Page() {
  const { head, body } = useData<Data>();
  return (
    <>
      <PageHeading title={head.heading} intro={body.intro} />
      <OpeningList openings={body.openings} none={body.none} />
    </>
  );
}
