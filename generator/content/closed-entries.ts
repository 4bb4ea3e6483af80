import { declaredCollections } from '../../schemas/collections.ts';
import type { PageRef } from '../../schemas/page-fields.ts';
import { pageTemplateOf } from '../../schemas/pages.ts';
import type { SiteContent } from '../../schemas/site-content.ts';
import { entryOf } from './content-entries.ts';

/** The field whose date closes an entry of each kind that declares one (`closesAfter`, schemas/collection.ts). */
const closingFields = new Map(declaredCollections.flatMap(({ name, closesAfter }) => (closesAfter ? [[name, closesAfter] as const] : [])));

/** The build's date as the content writes dates (YYYY-MM-DD), in UTC: the default of the build's `today`. */
export function isoDate(date: Date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

/** Whether an entry of the kind is closed on `today`: its closing date (the last day it is open) has passed. */
export function isClosedEntry(kind: string, entry: Record<string, unknown> | undefined, today: string): boolean {
  const field = closingFields.get(kind);
  const closes = field ? entry?.[field] : undefined;
  return typeof closes === 'string' && closes < today;
}

/** Whether a page is the page of a closed entry: it is still built, but listed nowhere (the sitemap, its kind's list page). */
export function isClosedPage(content: SiteContent, page: PageRef, today: string): boolean {
  const { template, slug } = pageTemplateOf(page);
  if (!('each' in template) || slug === undefined) return false;
  return isClosedEntry(template.each, entryOf(content, template.each, slug), today);
}
