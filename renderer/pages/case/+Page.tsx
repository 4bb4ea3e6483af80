import { useData } from 'vike-react/useData';
import { CaseList } from '../../components/cases/CaseList.tsx';
import { RelatedDownloads } from '../../components/downloads/RelatedDownloads.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { head, body } = useData<Data>();
  return (
    <>
      <PageHeading title={head.heading} intro={body.intro} />
      <CaseList cards={body.cards} />
      <RelatedDownloads related={body.documents} />
    </>
  );
}
