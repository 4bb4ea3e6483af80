import { z } from 'zod';
import { brandsSchemas } from './brands.ts';
import { caseSchemas } from './case.ts';
import { eventSchemas } from './event.ts';
import { locationSchemas } from './location.ts';
import { assetSize } from './media.ts';
import type { LocaleSchemas } from './primitives.ts';
import { privacySchemas } from './privacy.ts';
import { serviceSchemas } from './service.ts';
import { siteSchemas } from './site.ts';
import { uiStrings } from './translations.ts';

/** A draft or a text still marked '[translate]': listed by the preview banner of `site dev`. */
const unfinishedEntry = z.strictObject({
  file: z.string(),
  line: z.int().min(1),
  kind: z.enum(['draft', 'untranslated']),
});
export type UnfinishedEntry = z.infer<typeof unfinishedEntry>;

/** Everything the renderer and server receive from the generator, already validated. */
function siteContentSchema(locale: LocaleSchemas) {
  return z.strictObject({
    site: siteSchemas(locale).siteFile,
    translations: z.record(locale.language, uiStrings),
    services: z.record(z.string(), serviceSchemas(locale).serviceFile),
    cases: z.record(z.string(), caseSchemas(locale).caseFile),
    events: z.array(eventSchemas(locale).eventFile),
    locations: z.record(locale.region, locationSchemas(locale).locationsFile),
    brands: brandsSchemas(locale).brandsFile,
    privacy: z.record(locale.region, privacySchemas(locale).privacyPolicy),
    assetSizes: z.record(z.string(), assetSize),
    /** Only in the preview of `site dev`: what is not finished yet. A published site has none. */
    unfinished: z.array(unfinishedEntry).optional(),
  });
}
export type SiteContent = z.infer<ReturnType<typeof siteContentSchema>>;
