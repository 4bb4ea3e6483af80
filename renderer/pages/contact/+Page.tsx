import { useData } from 'vike-react/useData';
import { ContactSection } from '../../components/contact/ContactSection.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Island } from '../../islands/Island.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { head, body, layout } = useData<Data>();
  return (
    <>
      <PageHeading title={head.heading} intro={body.intro} />
      <Island
        name="contact-section"
        component={ContactSection}
        props={{ offices: body.offices, config: body.contact, language: layout.language, privacy: body.privacy }}
        strings={['contact', 'preview']}
        hydrate="interaction"
      />
    </>
  );
}
