import { useData } from 'vike-react/useData';
import { DownloadCentre, filterFields } from '../../components/downloads/DownloadCentre.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Island } from '../../islands/Island.tsx';
import type { Data } from './+data.ts';

/** The download centre: every document with its cover, filtered in the browser by type, sector and service line. */
export default function Page() {
  const { head, body } = useData<Data>();
  return (
    <>
      <PageHeading title={head.heading} intro={body.intro} />
      <Island
        name="download-centre"
        component={DownloadCentre}
        props={{ downloads: body.downloads, filters: body.filters, locale: body.locale }}
        strings={['downloads', 'preview']}
        hydrate="interaction"
        query={filterFields}
      />
    </>
  );
}
