import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { OpeningPosting } from '../../components/careers/OpeningPosting.tsx';
import { ContactSection } from '../../components/contact/ContactSection.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Island } from '../../islands/Island.tsx';
import type { Data } from './+data.ts';

/** A job opening and, while it is open, its application: the contact form with the opening's office and reference. */
export default function Page() {
  const { head, body, layout } = useData<Data>();
  const { t } = useTranslation();
  const { application } = body;
  return (
    <>
      <PageHeading title={head.heading} intro={body.summary} />
      <OpeningPosting opening={body} />
      {application && (
        <Island
          name="contact-section"
          component={ContactSection}
          props={{
            offices: application.offices,
            config: application.contact,
            language: layout.language,
            privacy: application.privacy,
            application: {
              title: application.title,
              intro: application.intro,
              message: t('jobs.applyMessage', { title: body.title, ref: body.slug }),
            },
          }}
          strings={['contact', 'preview']}
          hydrate="interaction"
        />
      )}
    </>
  );
}
