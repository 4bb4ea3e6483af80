import { useRef } from 'react';
import type { OfficeCardData } from '../../pages/contact/+data.ts';
import { ContactForm, type ContactFormHandle, type ContactFormProps, contactFormId } from './ContactForm.tsx';
import { ContactLayout } from './ContactLayout.tsx';
import { OfficeCards } from './OfficeCards.tsx';

/**
 * The offices and the form, one island: an office card's contact button starts the form with its office. A job
 * opening's page shows it with the opening's office alone and the form as its application (ContactForm's `application`).
 */
export function ContactSection({ offices, ...form }: { offices: OfficeCardData[] } & Omit<ContactFormProps, 'offices' | 'ref'>) {
  const formRef = useRef<ContactFormHandle>(null);
  return (
    <ContactLayout officeCount={offices.length}>
      <OfficeCards offices={offices} formHref={`#${contactFormId}`} onContact={(officeId) => formRef.current?.start(officeId)} />
      <ContactForm ref={formRef} offices={offices} {...form} />
    </ContactLayout>
  );
}
