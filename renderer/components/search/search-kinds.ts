import type { PageKind } from '../../../schemas/pages.ts';
import type { RegionId } from '../../../schemas/primitives.ts';
import type { UiStrings } from '../../../schemas/translations.ts';

/** What a search result is, as the visitor reads it beside its title (`search.kinds` of translations/*.yaml). */
type SearchKind = keyof UiStrings['search']['kinds'];

/**
 * The kind of result a page template gives when it is not a plain page; the search page itself is not indexed.
 * A template not listed here (a new page, a new kind's pages) is found as a page.
 */
const kindOfTemplate: Partial<Record<PageKind, SearchKind | null>> = {
  service: 'service',
  cases: 'case',
  case: 'case',
  events: 'news',
  downloads: 'download',
  careers: 'opening',
  job: 'opening',
  search: null,
};

/**
 * Kinds whose page lists its entries, each under a heading of its own (the events page, the download centre): a result names the entry
 * that matched, its title and excerpt, and links to it, rather than naming the page.
 */
const entryListKinds: ReadonlySet<SearchKind> = new Set(['news', 'download']);

export function namesEntry(kind: string | undefined): boolean {
  const known = searchKindOf(kind);
  return known !== undefined && entryListKinds.has(known);
}

/** The Pagefind filter that keeps a visitor's results to the region of the page they search from. */
export const regionFilter = 'region';
/** The Pagefind metadata that carries the result's kind. */
const kindMeta = 'kind';

/**
 * The attributes of a page's <main> for Pagefind: its content is what is indexed (header, footer and menus are
 * not), under its region and the kind of its template. None on a page that is not indexed. The template comes
 * as a name (schemas/pages.ts `pageTemplateOf`), so this module, which the search island reads, stays free of the
 * page registry in the browser.
 */
export function searchIndexAttributes(region: RegionId, template: PageKind): Record<string, string> {
  const kind = kindOfTemplate[template] === undefined ? 'page' : kindOfTemplate[template];
  if (!kind) return {};
  return { 'data-pagefind-body': '', 'data-pagefind-filter': `${regionFilter}:${region}`, 'data-pagefind-meta': `${kindMeta}:${kind}` };
}

/**
 * The attributes of a part of a page that search leaves out: a list of what other pages hold (the documents at the
 * foot of a service's page), which would otherwise make the page a result for each of them, above the page they are on.
 */
export const notSearched = { 'data-pagefind-ignore': 'all' } as const;

/** A kind read back from a result's metadata, or undefined for one this site does not know. */
export function searchKindOf(value: string | undefined): SearchKind | undefined {
  const written = new Set<string>(['page', ...Object.values(kindOfTemplate).filter((kind) => typeof kind === 'string')]);
  return value !== undefined && written.has(value) ? (value as SearchKind) : undefined;
}
