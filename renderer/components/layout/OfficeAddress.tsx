import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneHref } from '../../../generator/routes/contact-links.ts';
import type { LocationCard } from '../../../schemas/location.ts';

interface OfficeAddressProps {
  office: Pick<LocationCard, 'phones' | 'fax'> & { address: string };
  /** The class names of the place it is shown in: the footer on navy, the About page on white. */
  classes: { address?: string | undefined; label?: string | undefined; number?: string | undefined };
  /** Lines after the office's own, such as the footer's e-mail. */
  children?: ReactNode;
}

/** An office's street address, phones (each a link that dials it) and fax, each after its label. */
export function OfficeAddress({ office, classes, children }: OfficeAddressProps) {
  const { t } = useTranslation();
  return (
    <address className={classes.address}>
      <span>
        <span className={classes.label}>{t('footer.addressLabel')}: </span>
        {office.address}
      </span>
      {office.phones.map((phone) => (
        <span key={phone}>
          <span className={classes.label}>{t('footer.phoneLabel')}: </span>
          <a className={classes.number} href={phoneHref(phone)}>
            {phone}
          </a>
        </span>
      ))}
      {office.fax && (
        <span>
          <span className={classes.label}>{t('footer.faxLabel')}: </span>
          <span className={classes.number}>{office.fax}</span>
        </span>
      )}
      {children}
    </address>
  );
}
