import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceItemData } from '../../pages/service/+data.ts';
import { Picture } from '../media/Picture.tsx';
import { Button } from '../ui/Button.tsx';
import { Section } from '../ui/Section.tsx';
import styles from './PartnerGallery.module.css';

type Logo = ServiceItemData['logos'][number];

/** SPEC.md section 9: the gallery shows 7 logos per page. */
const logosPerPage = 7;

function pagesOf(logos: Logo[]): Logo[][] {
  const pages: Logo[][] = [];
  for (let start = 0; start < logos.length; start += logosPerPage) pages.push(logos.slice(start, start + logosPerPage));
  return pages;
}

/** The partner logos of the item shown, a page at a time; a logo with a website opens it in a new tab. */
export function PartnerGallery({ logos }: { logos: Logo[] }) {
  const { t } = useTranslation();
  const pages = pagesOf(logos);
  const [page, setPage] = useState(0);
  const shown = pages[page] ?? [];

  return (
    <Section labelledBy="partners-heading" title={t('services.partnersTitle')} tone="tinted">
      <ul className={styles.logos}>
        {shown.map((logo) => {
          const image = <Picture image={logo} />;
          return (
            <li key={logo.src} className={styles.logo}>
              {logo.link ? (
                <a
                  href={logo.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${logo.alt} ${t('services.opensInNewTab')}`}
                  className={styles.link}
                >
                  {image}
                  <span aria-hidden="true" className={styles.external}>
                    ↗
                  </span>
                </a>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
      {pages.length > 1 && (
        // biome-ignore lint/a11y/useSemanticElements: page buttons, not form fields: a fieldset would announce a form
        <div className={styles.dots} role="group" aria-label={t('services.logoPages')}>
          {pages.map((_, pageIndex) => (
            <Button
              // biome-ignore lint/suspicious/noArrayIndexKey: a page is its number
              key={pageIndex}
              variant="dot"
              aria-pressed={pageIndex === page}
              aria-label={t('services.logoPage', { page: pageIndex + 1 })}
              onClick={() => setPage(pageIndex)}
            />
          ))}
        </div>
      )}
    </Section>
  );
}
