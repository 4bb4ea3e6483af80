import type { ListedName } from '../../schemas/collections.ts';
import type { PageRef } from '../../schemas/page-fields.ts';
import { type EntryTemplate, entryPage, pageTemplates } from '../../schemas/pages.ts';
import type { Language, RegionId } from '../../schemas/primitives.ts';
import type { Region } from '../../schemas/site.ts';

/** The only place that knows how URLs are spelled (DESIGN.md section 3). */
type RegionUrlFacts = Pick<Region, 'id' | 'defaultLanguage'>;
/** A region with the languages it publishes: a URL in another language is no page of it. */
type RegionLanguageFacts = Pick<Region, 'id' | 'defaultLanguage' | 'languages'>;
type RegionPages = Pick<Region, ListedName>;

/** `/ec` for the region's own language, `/ec/en` for any other. */
export function regionPrefix(region: RegionUrlFacts, language: Language): string {
  return language === region.defaultLanguage ? `/${region.id}` : `/${region.id}/${language}`;
}

export function pagePath(region: RegionUrlFacts, language: Language, page: PageRef): string {
  return `${regionPrefix(region, language)}/${page}`;
}

export function homePath(region: RegionUrlFacts, language: Language): string {
  return pagePath(region, language, 'home');
}

/** A place within a page: the id of an element of it (`/ec/about#certifications`). */
export function anchorHref(path: string, id: string): string {
  return `${path}#${id}`;
}

export function servicePage(slug: string): PageRef {
  return entryPage('services', slug);
}

export function casePage(slug: string): PageRef {
  return entryPage('cases', slug);
}

/** Pages of a region, in the order of schemas/pages.ts: derived from the entries it lists, so new content adds pages. */
export function regionPages(region: RegionPages): PageRef[] {
  return pageTemplates.flatMap((template): PageRef[] => {
    if ('each' in template) return region[template.each].map((slug) => entryPage(template.each, slug));
    if ('onlyWithEntries' in template && template.onlyWithEntries && region[template.kind].length === 0) return [];
    return [template.name];
  });
}

/** The kinds whose entry pages answer in any capitalisation of their slug (`/cases/Energy`). */
const anyCaseKinds = new Set<string>(
  pageTemplates.flatMap((template) =>
    'each' in template && (template as EntryTemplate & { anyCase?: boolean }).anyCase ? [template.each] : [],
  ),
);

/** Paths that must answer with the page too: the bare region root for home, a capitalised slug where any case answers. */
export function pageAliases(region: RegionUrlFacts, language: Language, page: PageRef): string[] {
  const prefix = regionPrefix(region, language);
  if (page === 'home') return [prefix, `${prefix}/`];
  const [kind = '', slug] = page.split('/');
  if (slug && anyCaseKinds.has(kind)) return [`${prefix}/${kind}/${slug.charAt(0).toUpperCase()}${slug.slice(1)}`];
  return [];
}

/**
 * The page's share image (Open Graph), rendered by the build for every page in every language: a PNG card, or a
 * JPEG when the page shows its own photo (generator/media/share-photo.ts).
 */
export function shareImagePath(region: Pick<Region, 'id'>, language: Language, page: PageRef, format: 'png' | 'jpg' = 'png'): string {
  return `/share/${region.id}/${language}/${page}.${format}`;
}

/** The web app manifest of a region (its own name and start page). */
export function manifestPath(region: Pick<Region, 'id'>): string {
  return `/manifest/${region.id}.webmanifest`;
}

/** Absolute URL on the region's own domain, or the bare path when the region has no domain (local runs). */
export function absoluteUrl(region: Pick<Region, 'domains'>, path: string): string {
  const [domain] = region.domains;
  return domain ? `https://${domain}${path}` : path;
}

/**
 * Where the regions selector sends a visitor: the current region to its home, another region to its own
 * domain when domains are in use (production), else to the same origin (local runs).
 *
 * A page in a language the visitor chose (one its region does not speak by default: /ec/en/about) leads to the
 * other region's home in that language, where published: the choice travels in the address, since another domain
 * cannot read what was saved on this one. A page in its region's own language leads to the other region's own
 * (SPEC.md section 1: Portuguese on the Brazil prefix); on the same origin a saved choice still wins there.
 */
export function regionSwitchHref(
  target: Pick<Region, 'id' | 'defaultLanguage' | 'languages' | 'domains'>,
  language: Language,
  current: Pick<Region, 'id' | 'defaultLanguage'>,
  useDomains: boolean,
): string {
  if (target.id === current.id) return homePath(target, language);
  const chosen = language !== current.defaultLanguage && target.languages.includes(language);
  const path = homePath(target, chosen ? language : target.defaultLanguage);
  return useDomains ? absoluteUrl(target, path) : path;
}

/** The language tag of a page: the region's locale for its own language (es-EC), the bare language otherwise. */
export function hreflangOf(region: Pick<Region, 'defaultLanguage' | 'locale'>, language: Language): string {
  return language === region.defaultLanguage ? region.locale : language;
}

/** Every language version of a page on its region's domain (the languages the region publishes), plus x-default (its own language). */
export function pageAlternates(
  region: Pick<Region, 'id' | 'defaultLanguage' | 'languages' | 'locale' | 'domains'>,
  page: PageRef,
): { hreflang: string; href: string }[] {
  return [
    ...region.languages.map((language) => ({
      hreflang: hreflangOf(region, language),
      href: absoluteUrl(region, pagePath(region, language, page)),
    })),
    { hreflang: 'x-default', href: absoluteUrl(region, pagePath(region, region.defaultLanguage, page)) },
  ];
}

interface ParsedPath {
  region: RegionId;
  language: Language;
  explicitLanguage: boolean;
  page: string;
}

/**
 * Reads region, language and page from a path; slugs of kinds declared `anyCase` (cases) compare without regard to case. A second segment is a
 * language only when the region publishes it: `/pe/fr/home` is no page of a Peru without French.
 */
export function parsePath(path: string, regions: readonly RegionLanguageFacts[]): ParsedPath | undefined {
  const segments = path.split('/').filter(Boolean);
  const region = regions.find((candidate) => candidate.id === segments[0]);
  if (!region) return undefined;
  const maybeLanguage = segments[1] as Language | undefined;
  const explicitLanguage = maybeLanguage !== undefined && region.languages.includes(maybeLanguage);
  const language = explicitLanguage && maybeLanguage ? maybeLanguage : region.defaultLanguage;
  const rest = segments.slice(explicitLanguage ? 2 : 1);
  // Only `cases/{slug}` itself ignores case: a file below it (Vike's index.pageContext.json) is not the page.
  const [kind = '', slug] = rest;
  const anyCase = rest.length === 2 && anyCaseKinds.has(kind);
  const page = rest.length === 0 ? 'home' : anyCase ? `${kind}/${slug?.toLowerCase()}` : rest.join('/');
  return { region: region.id, language, explicitLanguage, page };
}

/** Where the 404 page of a region and language is rendered (Vike writes it to `${path}/index.html`). */
export function notFoundPath(region: RegionUrlFacts, language: Language): string {
  return `${regionPrefix(region, language)}/404`;
}

/**
 * The build file of that 404 page, which `site build` moves out of its folder: `pe/en/404.html`. Static hosts
 * that look for the nearest 404.html above an unknown path (Cloudflare Pages) find it there by themselves.
 */
export function notFoundFile(region: RegionUrlFacts, language: Language): string {
  return `${notFoundPath(region, language).slice(1)}.html`;
}

/**
 * The 404 page an unknown path gets: its region's (first segment), in the language its second segment names,
 * else the region's own; a path outside every region gets the site's default 404 page (`defaultNotFoundFile`).
 */
export function notFoundFileFor(path: string, regions: readonly RegionLanguageFacts[]): string {
  const parsed = parsePath(path, regions);
  const region = regions.find((candidate) => candidate.id === parsed?.region);
  return parsed && region ? notFoundFile(region, parsed.language) : defaultNotFoundFile;
}

/** Vike's own error page, in the default region's language: for paths outside every region. */
export const defaultNotFoundFile = '404.html';

/** Where the build writes the search index with Pagefind's script (generator/outputs/search-index.ts), fetched only when search opens. */
export const searchBundleFolder = 'pagefind';

/** The script of the search index, which the search island imports. */
export function searchScriptPath(): string {
  return `/${searchBundleFolder}/pagefind.js`;
}
