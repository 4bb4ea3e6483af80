import { z } from 'zod';
import { brandsFile } from './brands.ts';
import { caseFile } from './case.ts';
import { eventFile } from './event.ts';
import { locationsFile } from './location.ts';
import { assetSize } from './media.ts';
import { languageSchema, regionIdSchema } from './primitives.ts';
import { privacyPolicy } from './privacy.ts';
import { serviceFile } from './service.ts';
import { siteFile } from './site.ts';
import { uiStrings } from './translations.ts';

/** A draft or a text still marked '[translate]': listed by the preview banner of `site dev`. */
const unfinishedEntry = z.strictObject({
  file: z.string(),
  line: z.int().min(1),
  kind: z.enum(['draft', 'untranslated']),
});
export type UnfinishedEntry = z.infer<typeof unfinishedEntry>;

/** Everything the renderer and server receive from the generator, already validated. */
export const siteContent = z.strictObject({
  site: siteFile,
  translations: z.record(languageSchema, uiStrings),
  services: z.record(z.string(), serviceFile),
  cases: z.record(z.string(), caseFile),
  events: z.array(eventFile),
  locations: z.record(regionIdSchema, locationsFile),
  brands: brandsFile,
  privacy: z.record(regionIdSchema, privacyPolicy),
  assetSizes: z.record(z.string(), assetSize),
  /** Only in the preview of `site dev`: what is not finished yet. A published site has none. */
  unfinished: z.array(unfinishedEntry).optional(),
});
export type SiteContent = z.infer<typeof siteContent>;
