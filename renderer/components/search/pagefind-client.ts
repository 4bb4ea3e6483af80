/**
 * The part of Pagefind's browser API (its low-level `pagefind.js`, written by the build into /pagefind/) the
 * search island uses. Results are drawn by the island itself, in the site's design and language.
 */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  /** The page's parts under headings with an id that matched, best first: `url` ends with the heading's anchor. */
  sub_results: { url: string; title: string; excerpt: string }[];
}

interface PagefindSearch {
  results: { id: string; data: () => Promise<PagefindResultData> }[];
}

interface PagefindModule {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  /** Null when a later search superseded this one. */
  debouncedSearch: (query: string, options: { filters: Record<string, string> }, timeout?: number) => Promise<PagefindSearch | null>;
}

export interface SearchResult {
  url: string;
  title: string;
  excerpt: string;
  kind: string | undefined;
}

/** Whether a result of this kind names the entry of its page that matched (an event of the events page), not the page. */
type NamesEntry = (kind: string | undefined) => boolean;

/** Words of context around the first match, short enough for two lines in the result list on a phone. */
const excerptWords = 24;
/** Results shown (and whose data is fetched): a visitor refines the words rather than scroll further. */
const shownResults = 8;

const loaded = new Map<string, Promise<PagefindModule>>();

/**
 * Imports Pagefind's script the first time search is used: neither it, its WebAssembly nor the index is part of a
 * page's first load. Pagefind picks the index of the page's <html lang> (es-EC falls back to es).
 */
function loadPagefind(script: string): Promise<PagefindModule> {
  let module = loaded.get(script);
  if (!module) {
    module = (import(/* @vite-ignore */ script) as Promise<PagefindModule>).then(async (pagefind) => {
      await pagefind.options({ excerptLength: excerptWords });
      await pagefind.init();
      return pagefind;
    });
    // A failed load (offline, a blocker) is tried again on the next search.
    module.catch(() => loaded.delete(script));
    loaded.set(script, module);
  }
  return module;
}

/**
 * The results for `query` among the pages of `region`, best first, or null when a newer query replaced it. Throws
 * when the index cannot be loaded.
 */
export async function searchSite(
  script: string,
  query: string,
  filters: Record<string, string>,
  namesEntry: NamesEntry,
): Promise<{ total: number; results: SearchResult[] } | null> {
  const pagefind = await loadPagefind(script);
  const search = await pagefind.debouncedSearch(query, { filters }, 150);
  if (!search) return null;
  const shown = await Promise.all(search.results.slice(0, shownResults).map((result) => result.data()));
  return {
    total: search.results.length,
    results: shown.map((data) => resultOf(data, namesEntry)),
  };
}

function resultOf(data: PagefindResultData, namesEntry: NamesEntry): SearchResult {
  const kind = data.meta.kind;
  const entry = namesEntry(kind) ? data.sub_results.find((section) => section.url.includes('#')) : undefined;
  if (entry) return { url: entry.url, title: entry.title, excerpt: entry.excerpt, kind };
  return { url: data.url, title: data.meta.title ?? data.url, excerpt: data.excerpt, kind };
}

/** Starts loading Pagefind (script, WebAssembly, language index) as soon as search is opened, before the first word. */
export function preloadSearch(script: string): void {
  void loadPagefind(script).catch(() => undefined);
}
