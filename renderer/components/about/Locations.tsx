import { useTranslation } from 'react-i18next';
import type { CountryOfficesData } from '../../pages/about/+data.ts';
import { OfficeAddress } from '../layout/OfficeAddress.tsx';
import { DraftBadge } from '../preview/DraftBadge.tsx';
import { Card, CardTitle } from '../ui/Card.tsx';
import { Grid } from '../ui/Grid.tsx';
import { Section } from '../ui/Section.tsx';
import styles from './Locations.module.css';

/** Every office of the company, one group per country. */
export function Locations({ countries }: { countries: CountryOfficesData[] }) {
  const { t } = useTranslation();
  return (
    <Section labelledBy="about-locations" title={t('about.locationsTitle')} intro={t('about.locationsIntro')}>
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
            <Grid columns={{ md: Math.min(country.offices.length, 2), lg: Math.min(country.offices.length, 3) }}>
              {country.offices.map((office) => (
                <Card key={office.id} as="li">
                  {office.draft && <DraftBadge label={t('preview.draft')} />}
                  <CardTitle as="h4">{office.title}</CardTitle>
                  <OfficeAddress office={office} classes={{ address: styles.address, label: styles.label, number: styles.phone }} />
                </Card>
              ))}
            </Grid>
          </section>
        ))}
      </div>
    </Section>
  );
}
