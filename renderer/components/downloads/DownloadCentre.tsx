import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadCardData } from '../../data/downloads.ts';
import { Button } from '../ui/Button.tsx';
import { Container } from '../ui/Container.tsx';
import { Grid } from '../ui/Grid.tsx';
import { Notice } from '../ui/Notice.tsx';
import { DownloadCard } from './DownloadCard.tsx';
import styles from './DownloadCentre.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

/** The three filters, each a closed list of the values the documents use, in the order the page gives them. */
export interface DownloadFilters {
  type: FilterOption[];
  sector: FilterOption[];
  service: FilterOption[];
}

type Field = keyof DownloadFilters;
type Selection = Record<Field, string>;
/** The filters, in their order on the page; each is also the address's query parameter that carries its choice. */
export const filterFields: readonly Field[] = ['type', 'sector', 'service'];
const everything: Selection = { type: '', sector: '', service: '' };
const anyLabel = { type: 'downloads.anyType', sector: 'downloads.anySector', service: 'downloads.anyService' } as const;

function matches(download: DownloadCardData, selection: Selection): boolean {
  return (
    (!selection.type || download.type === selection.type) &&
    (!selection.sector || download.sectors.includes(selection.sector)) &&
    (!selection.service || download.services.includes(selection.service))
  );
}

/**
 * The download centre's body: three selects (type, sector, service line) that narrow the list as they change and
 * write themselves into the address (`?type=datasheet&service=oil`), a count read out to screen readers, and the
 * documents. The prerendered page lists every document; without
 * JavaScript the filters are not shown (DownloadCentre.module.css), so nothing on the page promises what it cannot do.
 */
export function DownloadCentre({
  downloads,
  filters,
  locale,
}: {
  downloads: DownloadCardData[];
  filters: DownloadFilters;
  /** The page's language tag, for the plural of the count. */
  locale: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [selection, setSelection] = useState<Selection>(everything);
  /** Until the takeover below has applied the address's choices, the address is not written (it would lose them). */
  const takenOver = useRef(false);
  // Taken over once hydrated: a choice made while the island's code was still arriving is in the form already;
  // otherwise the address's (a filtered view shared as a link, or this one reloaded), where it names a choice offered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island is taken over
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const address = new URLSearchParams(window.location.search);
    // A filter changed before React arrived wins over the link's choice for that filter; the link keeps the others.
    const taken = Object.fromEntries(
      filterFields.map((field) => {
        const chosen = (elements.namedItem(field) as HTMLSelectElement | null)?.value;
        const linked = address.get(field) ?? '';
        return [field, chosen || (filters[field].some((option) => option.value === linked) ? linked : '')];
      }),
    ) as Selection;
    if (filterFields.some((field) => taken[field])) setSelection(taken);
  }, []);
  // The address says what is shown, so the view can be shared, and Back to the page shows it again.
  useEffect(() => {
    if (!takenOver.current) {
      takenOver.current = true;
      return;
    }
    const address = new URL(window.location.href);
    for (const field of filterFields) {
      if (selection[field]) address.searchParams.set(field, selection[field]);
      else address.searchParams.delete(field);
    }
    if (address.href !== window.location.href) history.replaceState(history.state, '', address);
  }, [selection]);
  const shown = downloads.filter((download) => matches(download, selection));
  const change = (field: Field) => (event: ChangeEvent<HTMLSelectElement>) => setSelection({ ...selection, [field]: event.target.value });
  const count = t(`downloads.count_${new Intl.PluralRules(locale).select(shown.length) === 'one' ? 'one' : 'other'}`, {
    count: shown.length,
  });
  return (
    <Container className={styles.centre}>
      <form ref={form} className={styles.filters} aria-label={t('downloads.filters')} onSubmit={(event) => event.preventDefault()}>
        {filterFields.map((field) => (
          <div key={field} className={styles.field}>
            <label htmlFor={`${id}-${field}`}>{t(`downloads.${field}`)}</label>
            <select id={`${id}-${field}`} name={field} value={selection[field]} onChange={change(field)}>
              <option value="">{t(anyLabel[field])}</option>
              {filters[field].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <Button variant="secondary" className={styles.reset} onClick={() => setSelection(everything)}>
          {t('downloads.reset')}
        </Button>
        <p className={styles.count} role="status">
          {count}
        </p>
      </form>
      {shown.length > 0 ? (
        <Grid columns={{ xl: 2 }}>
          {shown.map((download) => (
            <li key={download.slug}>
              <DownloadCard download={download} heading="h2" />
            </li>
          ))}
        </Grid>
      ) : (
        <Notice>{t('downloads.none')}</Notice>
      )}
    </Container>
  );
}
