import { z } from 'zod';
import { languageCodePattern } from './language-codes.ts';

/**
 * Languages and regions are content (site.yaml), not code: this part of site.yaml is read and checked first,
 * and every schema whose fields depend on it (texts per language, region names, per-region sets) is built
 * from the result, so a new language or region is a content-only change (Starlight's locales-as-data model).
 */
export const languageCode = z
  .string()
  .regex(languageCodePattern, 'language-code')
  .meta({ description: 'A language code of two or three lowercase letters (ISO 639), e.g. es, en or fr.' });
export type Language = z.infer<typeof languageCode>;

export const regionCode = z
  .string()
  .regex(/^[a-z]{2}$/, 'region-code')
  .meta({ description: 'A region code: two lowercase letters, e.g. ec, pe or co.' });
export type RegionId = z.infer<typeof regionCode>;

const unique = (list: readonly string[]) => new Set(list).size === list.length;

/**
 * The locale facts of site.yaml; the rest of site.yaml is checked afterwards by the schema built from them.
 * `languages` are published in every region and every text is written in each; a region may list its own
 * `languages` instead, and a language only some regions list is published in each of them once the texts that
 * region shows are written in it (generator/checks/region-languages.ts): French can start in one region.
 */
export const localesView = z
  .looseObject({
    languages: z.array(languageCode).min(1).refine(unique, 'each language must be listed once'),
    referenceLanguage: languageCode,
    regions: z
      .array(
        z.looseObject({
          id: regionCode,
          languages: z.array(languageCode).min(1).refine(unique, 'each language must be listed once').optional(),
        }),
      )
      .min(1)
      .refine((regions) => unique(regions.map((region) => region.id)), 'each region id must be used once'),
  })
  .refine((site) => site.languages.includes(site.referenceLanguage), {
    message: 'must be one of the languages listed in languages',
    path: ['referenceLanguage'],
  })
  .transform((site) => {
    const regionLanguages = Object.fromEntries(site.regions.map((region) => [region.id, region.languages ?? site.languages]));
    return {
      /** Every language of the site: those of every region, then those only some regions list, in the order written. */
      languages: [...new Set([...site.languages, ...Object.values(regionLanguages).flat()])],
      /** The languages every text is written in (site.yaml's `languages`). */
      everywhere: site.languages,
      reference: site.referenceLanguage,
      regions: site.regions.map((region) => region.id),
      /** The languages each region declares, whether or not their texts are all written yet. */
      regionLanguages: regionLanguages as Record<RegionId, Language[]>,
    };
  });
export type Locales = z.output<typeof localesView>;
