import { z } from 'zod';
import { type Locales, languageCode, regionCode } from './locales.ts';
import { localeSchemas, slug } from './primitives.ts';
import { route } from './route.ts';
import { regionListKeys, siteSchemas } from './site.ts';

/**
 * The languages and regions a manifest names, read first, as site.yaml's are: the rest of the manifest is checked
 * against them, so a route or a default region outside them is named as the broken field.
 */
export const manifestLocales = z
  .looseObject({
    languages: z.array(languageCode).min(1),
    regions: z.array(z.looseObject({ id: regionCode, languages: z.array(languageCode).min(1) })).min(1),
  })
  .transform(
    ({ languages, regions }): Locales => ({
      languages,
      everywhere: languages,
      reference: languages[0] ?? '',
      regions: regions.map((region) => region.id),
      regionLanguages: Object.fromEntries(regions.map((region) => [region.id, region.languages])),
    }),
  );

/**
 * dist/site-manifest.json: what `site serve` needs to route requests without reading YAML (regions, domains,
 * every page path) and the reCAPTCHA site key the pages were built with, which production checks
 * (server/config.ts). Written by `site build` (generator/outputs/site-files.ts), checked when the server loads it.
 */
export function serverManifestSchema(locales: Locales) {
  const locale = localeSchemas(locales);
  const { region } = siteSchemas(locale);
  return z.strictObject({
    recaptchaSiteKey: z.string().min(1).optional(),
    browserDelivery: z.boolean().optional().meta({
      description: "Whether the pages send each message to EmailJS from the visitor's browser (built with CONTACT_DELIVERY=browser).",
    }),
    defaultRegion: locale.region,
    languages: z.array(locale.language).min(1),
    regions: z
      .array(
        region.pick({ id: true, defaultLanguage: true, languages: true, domains: true, ...regionListKeys }).extend({
          /** Office ids: the contact endpoint accepts only these as `location`. */
          offices: z.array(slug),
        }),
      )
      .min(1),
    routes: z.array(route.extend({ region: locale.region, language: locale.language })),
  });
}
export type ServerManifest = z.infer<ReturnType<typeof serverManifestSchema>>;
