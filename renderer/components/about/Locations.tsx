import { useTranslation } from 'react-i18next';
import type { CountryOfficesData } from '../../pages/about/+data.ts';
import { SectionHeading } from '../home/SectionHeading.tsx';
import styles from './Locations.module.css';

const telHref = (phone: string) => `tel:${phone.replaceAll(' ', '')}`;

/** Every office of the company, one group per country. */
export function Locations({ countries }: { countries: CountryOfficesData[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="about-locations">
      <SectionHeading id="about-locations" title={t('about.locationsTitle')} intro={t('about.locationsIntro')} />
      <div className={styles.countries}>
        {countries.map((country) => (
          <section
            key={country.id}
            className={styles.country}
            data-size={country.offices.length > 1 ? 'many' : 'one'}
            aria-labelledby={`about-country-${country.id}`}
          >
            <h3 id={`about-country-${country.id}`} className={styles.countryName}>
              <span className={styles.code} aria-hidden="true">
                {country.id.toUpperCase()}
              </span>
              {country.name}
            </h3>
            <ul className={styles.offices}>
              {country.offices.map((office) => (
                <li key={office.id} className={styles.office}>
                  <h4 className={styles.officeTitle}>{office.title}</h4>
                  <address className={styles.address}>
                    <span>
                      <span className={styles.label}>{t('footer.addressLabel')}: </span>
                      {office.address}
                    </span>
                    {office.phones.map((phone) => (
                      <span key={phone}>
                        <span className={styles.label}>{t('footer.phoneLabel')}: </span>
                        <a className={styles.phone} href={telHref(phone)}>
                          {phone}
                        </a>
                      </span>
                    ))}
                    {office.fax && (
                      <span>
                        <span className={styles.label}>{t('footer.faxLabel')}: </span>
                        <span className={styles.phone}>{office.fax}</span>
                      </span>
                    )}
                  </address>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
