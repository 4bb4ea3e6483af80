import { useData } from 'vike-react/useData';
import { PageHeading } from '../../components/PageHeading.tsx';
import { SearchPage } from '../../components/search/SearchPage.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { head, body, layout } = useData<Data>();
  return (
    <>
      <PageHeading title={head.heading} intro={body.intro} />
      <SearchPage body={body} region={layout.region.id} action={layout.search.href} />
    </>
  );
}
