import { officesOf } from '../../generator/content/content-entries.ts';
import type { Language, RegionId } from '../../schemas/primitives.ts';
import type { SiteContent } from '../../schemas/site-content.ts';
import { localize } from './localize.ts';

/** A region's offices as their cards and the contact form's choice of office show them, in the page's language. */
export function officeCards(content: SiteContent, region: RegionId, language: Language) {
  return officesOf(content, region).map(({ id, title, address, phones, fax, email, map, draft }) => ({
    ...localize({ id, title, address, phones, fax, email, map }, language),
    draft: draft === true,
  }));
}
