/**
 * Ids of page sections that other pages link to (`/ec/about#certifications`), in a module of their own so a
 * component that renders the section takes the id without the server-side page data modules.
 */
export const certificationsId = 'certifications';

/** The heading of an event's card on the events page: search results and links name an event by it (`/ec/events#event-12`). */
export const eventAnchor = (id: number) => `event-${id}`;

/** The event an address's fragment names, if it names one. */
export function eventOfAnchor(fragment: string): number | undefined {
  const match = /^event-(\d+)$/.exec(fragment);
  return match ? Number(match[1]) : undefined;
}

/** The heading of a document's card on the download centre: search results name a document by it (`/ec/downloads#download-iso-9001-certificate`). */
export const downloadAnchor = (slug: string) => `download-${slug}`;
