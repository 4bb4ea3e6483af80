import { useRef } from 'react';
import { useData } from 'vike-react/useData';
import { ContactForm, type ContactFormHandle, contactFormId } from '../../components/contact/ContactForm.tsx';
import { ContactLayout } from '../../components/contact/ContactLayout.tsx';
import { OfficeCards } from '../../components/contact/OfficeCards.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { head, body, layout } = useData<Data>();
  const form = useRef<ContactFormHandle>(null);
  return (
    <>
      <PageHeading title={head.heading} intro={body.intro} />
      <ContactLayout officeCount={body.offices.length}>
        <OfficeCards offices={body.offices} formHref={`#${contactFormId}`} onContact={(officeId) => form.current?.start(officeId)} />
        <ContactForm ref={form} offices={body.offices} config={body.contact} language={layout.language} privacy={body.privacy} />
      </ContactLayout>
    </>
  );
}
