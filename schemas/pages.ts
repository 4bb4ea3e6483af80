import { type Collections, collections, type ListedName } from './collections.ts';
import type { PageRef } from './page-fields.ts';

/** The pages no kind of content owns (CONTENT.md, "Add a page"). */
const ownPages = [
  { name: 'home', about: 'Home page.' },
  { name: 'about', about: 'About page.' },
  { name: 'contact', about: 'Contact page.' },
  { name: 'search', about: 'Site search page (and the site map for browsers without JavaScript).' },
] as const;

type CollectionPages<C> = C extends { name: infer Name; pages: infer Pages }
  ?
      | (Pages extends { list: infer List } ? List & { kind: Name } : never)
      | (Pages extends { entry: infer Entry } ? Entry & { kind: Name; each: Name } : never)
  : never;

/** The pages of the kinds of content (schemas/collections.ts): a listing page and a page per entry. */
const collectionPages = collections.flatMap((collection) => {
  if (!('pages' in collection)) return [];
  const { list, entry } = collection.pages as { list?: object; entry?: object };
  return [
    ...(list ? [{ ...list, kind: collection.name }] : []),
    ...(entry ? [{ ...entry, kind: collection.name, each: collection.name }] : []),
  ];
}) as CollectionPages<Collections[number]>[];

/**
 * Every page template of a region: the one list the page names, the URLs, the routing, the prerendered paths and
 * the `meta.*` texts of translations/*.yaml are derived from (CONTENT.md, "Add a page"). A template's name is also
 * its folder in renderer/pages/.
 *
 * - A fixed page is at `/{region}/{lang}/{name}`; `onlyWithEntries` shows a kind's listing page only in regions
 *   that list entries of it (the cases list needs cases).
 * - A page `each` entry of a kind a region lists (`services`, `cases`) is at `/{region}/{lang}/{each}/{slug}`; its
 *   texts name the entry through `{{param}}`, and its browser title is the entry's own name unless `meta` has a title.
 */
export const pageTemplates = [...ownPages, ...collectionPages];

export type PageTemplate = (typeof pageTemplates)[number];
export type PageKind = PageTemplate['name'];
export type EntryTemplate = Extract<PageTemplate, { each: string }>;
export type FixedTemplate = Exclude<PageTemplate, { each: string }>;

const isEntryTemplate = (template: PageTemplate): template is EntryTemplate => 'each' in template;

export const fixedPageNames = pageTemplates.filter((template) => !isEntryTemplate(template)).map((template) => template.name) as [
  FixedTemplate['name'],
  ...FixedTemplate['name'][],
];
export const entryFolders = pageTemplates.filter(isEntryTemplate).map((template) => template.each as ListedName);

/** The template that renders a page, and the entry it shows: `services/oil` is the `service` page of `oil`. */
export function pageTemplateOf(page: PageRef): { template: PageTemplate; slug: string | undefined } {
  const [first = '', slug] = page.split('/');
  const template = pageTemplates.find((candidate) =>
    slug === undefined ? candidate.name === first && !isEntryTemplate(candidate) : isEntryTemplate(candidate) && candidate.each === first,
  );
  if (!template) throw new Error(`No page template renders ${page}`);
  return { template, slug };
}

/** The page of one entry of a region list, e.g. `services/oil`. */
export function entryPage(folder: ListedName, slug: string): PageRef {
  return `${folder}/${slug}`;
}
