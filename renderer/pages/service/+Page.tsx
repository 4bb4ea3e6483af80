import { useData } from 'vike-react/useData';
import { RelatedDownloads } from '../../components/downloads/RelatedDownloads.tsx';
import { ServiceShowcase } from '../../components/services/ServiceShowcase.tsx';
import { Island } from '../../islands/Island.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { head, body } = useData<Data>();
  return (
    <>
      <Island
        name="service-showcase"
        component={ServiceShowcase}
        props={{ heading: head.heading, items: body.items }}
        strings={['services', 'preview']}
        hydrate="interaction"
      />
      <RelatedDownloads related={body.documents} />
    </>
  );
}
