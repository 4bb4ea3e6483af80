/*
 * Links that reach a person rather than a page of the site, apart from urls.ts (the site's own addresses, built from
 * the page registry) so that components in the browser (the contact form, the office cards) take them without it.
 */

/** A phone number as content writes it (`+593 2 245 1000`, schemas/primitives.ts) as a link that dials it. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replaceAll(' ', '')}`;
}

/** An e-mail address as a link that writes to it, with the subject it should carry, if any. */
export function emailHref(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
