/**
 * The part of Pagefind's browser API (its low-level `pagefind.js`, written by the build into /pagefind/) the
 * search island uses. Results are drawn by the island itself, in the site's design and language.
 */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  /**
   * The page's parts that matched, in page order: the part before the first heading with an id, then one part per
   * such heading, whose `url` ends with its anchor. Each word found has Pagefind's score of it.
   */
  sub_results: { url: string; title: string; excerpt: string; weighted_locations: { balanced_score: number }[] }[];
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

interface SearchResult {
  url: string;
  title: string;
  excerpt: string;
  kind: string | undefined;
}

/** Whether a result of this kind names the entry of its page that matched (an event of the events page), not the page. */
type NamesEntry = (kind: string | undefined) => boolean;

/** Words of context around the first match, short enough for two lines in the result list on a phone. */
const excerptWords = 24;
/** Results shown at first, and added by each "more" (their data is fetched only then). */
const resultsAtOnce = 8;

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

export interface FoundResults {
  total: number;
  /** The best results. */
  results: SearchResult[];
  /** The next results after the first `from`, as many as were shown at first. */
  more: (from: number) => Promise<SearchResult[]>;
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
): Promise<FoundResults | null> {
  const pagefind = await loadPagefind(script);
  const search = await pagefind.debouncedSearch(query, { filters }, 150);
  if (!search) return null;
  const more = async (from: number) => {
    const shown = await Promise.all(search.results.slice(from, from + resultsAtOnce).map((result) => result.data()));
    return shown.map((data) => resultOf(data, namesEntry));
  };
  return { total: search.results.length, results: await more(0), more };
}

/** How well a part of a page matched: Pagefind's scores of the words found in it, added up. */
const matchScore = (section: PagefindResultData['sub_results'][number]) =>
  section.weighted_locations.reduce((sum, word) => sum + word.balanced_score, 0);

function resultOf(data: PagefindResultData, namesEntry: NamesEntry): SearchResult {
  const kind = data.meta.kind;
  // The entry that matched best: for "ISO 9001 certificate", the certificate's entry, not the first document that
  // mentions ISO.
  const entries = namesEntry(kind) ? data.sub_results.filter((section) => section.url.includes('#')) : [];
  const entry = entries.reduce<(typeof entries)[number] | undefined>(
    (best, section) => (best === undefined || matchScore(section) > matchScore(best) ? section : best),
    undefined,
  );
  if (entry) return { url: entry.url, title: entry.title, excerpt: entry.excerpt, kind };
  return { url: data.url, title: data.meta.title ?? data.url, excerpt: data.excerpt, kind };
}

/** Starts loading Pagefind (script, WebAssembly, language index) as soon as search is opened, before the first word. */
export function preloadSearch(script: string): void {
  void loadPagefind(script).catch(() => undefined);
}
