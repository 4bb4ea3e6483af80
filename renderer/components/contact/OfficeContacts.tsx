import { emailHref, phoneHref } from '../../../generator/routes/contact-links.ts';
import type { LocationCard } from '../../../schemas/location.ts';
import styles from './ContactForm.module.css';

/** The office the visitor chose in the form, by its name, e-mail and first phone: the way to reach it when the form cannot send. */
export type OfficeContact = Pick<LocationCard, 'email'> & { title: string; phone: string };

/**
 * Another way to reach the company: the office's e-mail and phone, each a link, after a sentence that leads to them;
 * `subject` is what the e-mail is about (a job application's title and reference), written into it.
 */
export function OfficeContacts({ office, lead, subject }: { office: OfficeContact; lead: string; subject?: string | undefined }) {
  return (
    <div className={styles.officeContacts} data-office-contacts="">
      <p>{lead}</p>
      <ul>
        <li>
          <a href={emailHref(office.email, subject)}>{office.email}</a>
        </li>
        <li>
          <a href={phoneHref(office.phone)}>{office.phone}</a>
        </li>
      </ul>
    </div>
  );
}
