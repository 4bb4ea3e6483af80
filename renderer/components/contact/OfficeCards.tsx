import { useTranslation } from 'react-i18next';
import { emailHref, phoneHref } from '../../../generator/routes/contact-links.ts';
import type { OfficeCardData } from '../../pages/contact/+data.ts';
import { DraftBadge } from '../preview/DraftBadge.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { Card, CardTitle } from '../ui/Card.tsx';
import { Grid } from '../ui/Grid.tsx';
import styles from './OfficeCards.module.css';

interface OfficeCardsProps {
  offices: OfficeCardData[];
  /** Href of the form, for the contact buttons before the page's script has taken them over. */
  formHref: string;
  onContact: (officeId: string) => void;
}

const mapFrame = {
  className: styles.map,
  loading: 'lazy',
  width: '400',
  height: '260',
  referrerPolicy: 'strict-origin-when-cross-origin',
  sandbox: 'allow-scripts allow-same-origin allow-popups',
} as const;

/**
 * An office's map, asked for only when its card comes near the viewport (renderer/components/contact/deferred-maps.ts):
 * a map is a whole page from another site, and even with `loading="lazy"` the browser would fetch one that is a
 * screen or two below the first while the page itself is still loading. Without JavaScript the frame in
 * <noscript> is the map.
 */
function OfficeMap({ src, title }: { src: string; title: string }) {
  return (
    <>
      <iframe {...mapFrame} data-map-src={src} title={title} />
      <noscript className={styles.mapWithoutScript}>
        <iframe {...mapFrame} src={src} title={title} />
      </noscript>
    </>
  );
}

/** The region's offices (SPEC.md section 2, Contact page): address, phones, fax, map and a way to the form. */
export function OfficeCards({ offices, formHref, onContact }: OfficeCardsProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="contact-offices-title">
      <h2 id="contact-offices-title">{t('contact.locationsTitle', { count: offices.length })}</h2>
      <Grid columns={{ lg: Math.min(offices.length, 3) }}>
        {offices.map((office) => {
          const titleId = `office-${office.id}`;
          return (
            <li key={office.id} className={styles.item} data-office={office.id}>
              <Card
                aria-labelledby={titleId}
                tone="tinted"
                bodyClassName={styles.office}
                actions={
                  <>
                    <ButtonLink
                      variant="secondary"
                      href={formHref}
                      className={styles.toTheForm}
                      aria-describedby={titleId}
                      onClick={(event) => {
                        event.preventDefault();
                        onContact(office.id);
                      }}
                    >
                      {t('contact.contactButton')}
                    </ButtonLink>
                    {/* Without JavaScript the form cannot send, and names the first office: the button writes to this one. */}
                    <noscript>
                      <ButtonLink variant="secondary" href={emailHref(office.email)} aria-describedby={titleId}>
                        {t('contact.contactButton')}
                      </ButtonLink>
                    </noscript>
                  </>
                }
              >
                {office.draft && <DraftBadge label={t('preview.draft')} />}
                <CardTitle as="h3" id={titleId}>
                  {office.title}
                </CardTitle>
                <dl className={styles.facts}>
                  <dt>{t('contact.addressLabel')}</dt>
                  <dd>
                    <address>{office.address}</address>
                  </dd>
                  <dt>{t('contact.phoneLabel')}</dt>
                  <dd>
                    <ul className={styles.phones}>
                      {office.phones.map((phone) => (
                        <li key={phone}>
                          <a href={phoneHref(phone)}>{phone}</a>
                        </li>
                      ))}
                    </ul>
                  </dd>
                  {office.fax && (
                    <>
                      <dt>{t('contact.faxLabel')}</dt>
                      <dd>{office.fax}</dd>
                    </>
                  )}
                  <dt>{t('contact.emailLabel')}</dt>
                  <dd>
                    {/* A narrow card breaks the address after its @, never inside the domain. */}
                    <a className={styles.email} href={emailHref(office.email)}>
                      {office.email.split('@')[0]}@<wbr />
                      {office.email.split('@').slice(1).join('@')}
                    </a>
                  </dd>
                </dl>
                <OfficeMap src={office.map} title={t('contact.mapTitle', { office: office.title })} />
              </Card>
            </li>
          );
        })}
      </Grid>
    </section>
  );
}
