import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionId } from '../../../schemas/primitives.ts';
import { Button } from '../ui/Button.tsx';
import { excerptParts } from './excerpt.ts';
import { type FoundResults, preloadSearch, searchSite } from './pagefind-client.ts';
import styles from './SiteSearch.module.css';
import { queryParameter } from './search-control.ts';
import { namesEntry, regionFilter, searchKindOf } from './search-kinds.ts';

export interface SiteSearchProps {
  /** Pagefind's script (generator/routes/urls.ts `searchScriptPath`). */
  script: string;
  /** The region whose pages are searched: a visitor of Peru gets no page of Ecuador. */
  region: RegionId;
  /** The search page of the region and language: where the form goes without JavaScript. */
  action: string;
  /** The search field's id; `queryParameter` names it in the form. */
  inputId: string;
  /** On the search page, the words of its address (`?q=`) are searched once it is taken over. */
  readsAddress?: boolean;
}

type State =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | ({ status: 'done'; query: string } & FoundResults)
  | { status: 'unavailable' };

/**
 * The search field and its results, an island (renderer/islands): hydrated when the visitor opens search (the
 * header's control, `/`, or the field on the search page), which is also when Pagefind's script and the index
 * of the page's language are fetched. Results are the region's only, each with its kind, title and excerpt.
 */
export function SiteSearch({ script, region, action, inputId, readsAddress = false }: SiteSearchProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ status: 'idle' });
  const latest = useRef('');
  const list = useRef<HTMLOListElement>(null);
  /** The first result that "more" added, which takes the focus once it is drawn; none until then. */
  const firstAdded = useRef<number | undefined>(undefined);
  /** The state as last drawn, for "more" to add to once its results arrive (a search may have replaced it since). */
  const drawn = useRef(state);
  useEffect(() => {
    drawn.current = state;
  }, [state]);
  const [addingMore, setAddingMore] = useState(false);

  const run = async (words: string) => {
    const query = words.trim();
    latest.current = query;
    // On the search page the address says what is searched: a reload, Back to the page, or the link shared
    // searches it again.
    if (readsAddress) {
      const address = new URL(window.location.href);
      if (query) address.searchParams.set(queryParameter, query);
      else address.searchParams.delete(queryParameter);
      history.replaceState(history.state, '', address);
    }
    if (query === '') {
      setState({ status: 'idle' });
      return;
    }
    setState((current) => (current.status === 'done' ? current : { status: 'loading', query }));
    try {
      const found = await searchSite(script, query, { [regionFilter]: region }, namesEntry);
      if (found && latest.current === query) setState({ status: 'done', query, ...found });
    } catch {
      if (latest.current === query) setState({ status: 'unavailable' });
    }
  };

  // Taken over when search opens: fetch Pagefind now, and search what was typed before React arrived (the field
  // is uncontrolled, so hydration keeps it) or, on the search page, the words of its address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island is taken over
  useEffect(() => {
    preloadSearch(script);
    const field = input.current;
    const fromAddress = readsAddress ? new URLSearchParams(window.location.search).get(queryParameter) : null;
    if (field && field.value === '' && fromAddress) field.value = fromAddress;
    if (field?.value) void run(field.value);
  }, []);

  // Focus goes to the first result added, where the visitor who asked for more goes on reading, rather than staying
  // on the button, which has moved to the end of the list.
  useEffect(() => {
    if (state.status !== 'done' || firstAdded.current === undefined) return;
    list.current?.querySelectorAll<HTMLAnchorElement>(':scope > li > a')[firstAdded.current]?.focus();
    firstAdded.current = undefined;
  }, [state]);

  const showMore = async (button: HTMLButtonElement) => {
    if (state.status !== 'done' || addingMore) return;
    const { more } = state;
    const from = state.results.length;
    setAddingMore(true);
    try {
      const added = await more(from);
      // Added only to the list they were asked for: a search since, its words typed again included, has its own.
      const now = drawn.current;
      if (now.status !== 'done' || now.more !== more || now.results.length !== from) return;
      // Focus follows a visitor still on the button, not one who has gone back to the field meanwhile.
      if (document.activeElement === button) firstAdded.current = from;
      setState({ ...now, results: [...now.results, ...added] });
    } catch {
      // The next results' data could not be fetched (offline): those shown stay, and the button asks again.
    } finally {
      setAddingMore(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(input.current?.value ?? '');
  };

  return (
    <search className={styles.search}>
      <form action={action} method="get" className={styles.form} onSubmit={submit}>
        <label htmlFor={inputId} className={styles.label}>
          {t('search.label')}
        </label>
        <div className={styles.field}>
          <input
            ref={input}
            id={inputId}
            name={queryParameter}
            type="search"
            className={styles.input}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            onInput={(event) => void run(event.currentTarget.value)}
          />
          <Button type="submit" className={styles.submit}>
            {t('search.submit')}
          </Button>
        </div>
      </form>
      <p className={styles.status} role="status">
        {state.status === 'loading' && t('search.loading')}
        {state.status === 'unavailable' && t('search.unavailable')}
        {state.status === 'done' &&
          (state.total === 0
            ? t('search.noResults', { query: state.query })
            : t(`search.results_${new Intl.PluralRules(document.documentElement.lang).select(state.total) === 'one' ? 'one' : 'other'}`, {
                count: state.total,
                query: state.query,
              }))}
      </p>
      {state.status === 'done' && state.results.length > 0 && (
        <ol ref={list} className={styles.results}>
          {state.results.map((result) => {
            const kind = searchKindOf(result.kind);
            return (
              <li key={result.url} className={styles.result}>
                {kind && <span className={styles.kind}>{t(`search.kinds.${kind}`)}</span>}
                <a className={styles.title} href={result.url}>
                  {result.title}
                </a>
                <p className={styles.excerpt}>
                  {excerptParts(result.excerpt).map((part, index) =>
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one excerpt never move
                    part.mark ? <mark key={index}>{part.text}</mark> : part.text,
                  )}
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {state.status === 'done' && state.results.length < state.total && (
        <Button variant="secondary" className={styles.more} aria-busy={addingMore} onClick={(event) => void showMore(event.currentTarget)}>
          {t('search.more')}
        </Button>
      )}
    </search>
  );
}
