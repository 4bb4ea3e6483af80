import type { PageRef } from './page-fields.ts';

/**
 * Every page template of a region, in menu order: the one list the page names, the URLs, the routing, the
 * prerendered paths, the menus and the `meta.*` texts of translations/*.yaml are derived from (CONTENT.md, "Add a
 * page"). A template's name is also its folder in renderer/pages/.
 *
 * - A fixed page is at `/{region}/{lang}/{name}`; `onlyWith` shows it only in regions whose list of that name is
 *   not empty (the cases list needs cases).
 * - A page `each` entry of a region list (`services`, `cases`) is at `/{region}/{lang}/{each}/{slug}`; its texts
 *   name the entry through `{{param}}`, and its browser title is the entry's own name unless `meta` has a title.
 */
export const pageTemplates = [
  { name: 'home', about: 'Home page.' },
  { name: 'about', about: 'About page.' },
  {
    name: 'service',
    about: 'Service pages.',
    each: 'services',
    param: 'service',
    meta: { description: 'Search-engine description; {{service}} is the service line name.' },
  },
  { name: 'cases', about: 'Success-cases list.', onlyWith: 'cases' },
  {
    name: 'case',
    about: 'Success-case sector pages.',
    each: 'cases',
    param: 'sector',
    meta: {
      title: 'Title; {{sector}} is the sector name.',
      description: 'Search-engine description; {{sector}} is the sector name.',
    },
  },
  { name: 'events', about: 'Events page.' },
  { name: 'contact', about: 'Contact page.' },
  { name: 'privacy', about: 'Privacy policy pages.' },
  { name: 'search', about: 'Site search page (and the site map for browsers without JavaScript).' },
] as const satisfies readonly PageTemplateShape[];

interface PageTemplateShape {
  name: string;
  /** What the page is, for the descriptions of its `meta` texts in the translation schema. */
  about: string;
  each?: 'services' | 'cases';
  param?: string;
  onlyWith?: 'services' | 'cases';
  /** Descriptions of the page's `meta` texts; a fixed page has a title and a description. */
  meta?: { title?: string; description: string };
}

export type PageTemplate = (typeof pageTemplates)[number];
export type PageKind = PageTemplate['name'];
export type FixedTemplate = Exclude<PageTemplate, { each: string }>;

export const fixedPageNames = pageTemplates
  .filter((template) => !('each' in template))
  .map((template) => template.name) as FixedTemplate['name'][];
export const entryFolders = pageTemplates.flatMap((template) => ('each' in template ? [template.each] : []));

/** The template that renders a page, and the entry it shows: `services/oil` is the `service` page of `oil`. */
export function pageTemplateOf(page: PageRef): { template: PageTemplate; slug: string | undefined } {
  const [first = '', slug] = page.split('/');
  const template = pageTemplates.find((candidate) =>
    slug === undefined ? candidate.name === first : 'each' in candidate && candidate.each === first,
  );
  if (!template) throw new Error(`No page template renders ${page}`);
  return { template, slug };
}

/** The page of one entry of a region list, e.g. `services/oil`. */
export function entryPage(folder: (typeof entryFolders)[number], slug: string): PageRef {
  return `${folder}/${slug}`;
}
