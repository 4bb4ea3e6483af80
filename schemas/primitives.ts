import { z } from 'zod';
import { type AssetField, assetFieldKeyword, assetFieldTypes, assetFileEnding } from './asset-kinds.ts';
import { englishName } from './language-codes.ts';
import type { Locales } from './locales.ts';

export type { Language, RegionId } from './locales.ts';

const nonEmptyText = z.string().trim().min(1);

/**
 * The fields whose shape depends on site.yaml's languages and regions, built once those are validated: a
 * language or a region field accepts exactly the declared ones, and a text has one entry per language.
 */
export function localeSchemas(locales: Locales) {
  const { languages, everywhere, reference, regions } = locales;
  const language = z.enum(languages).meta({ description: `A site language: ${languages.join(', ')}.` });
  const region = z.enum(regions).meta({ description: `A region: ${regions.join(', ')}.` });
  /**
   * Human text written once per language; the reference language is the one every other is checked against. A
   * language only some regions list may wait: its region publishes it once every text it shows has it.
   */
  const localizedText = z
    .strictObject(
      Object.fromEntries(
        languages.map((code) => {
          const text = nonEmptyText.meta({
            description: everywhere.includes(code)
              ? `${englishName(code)} text${code === reference ? ' (the reference language)' : ''}.`
              : `${englishName(code)} text (the regions that list ${code} publish it once all their texts have it).`,
          });
          // Typed as always present: a page is only ever rendered in a language whose texts it shows are all
          // written (site build publishes no other; site dev fills the gaps with '[translate]' texts to preview).
          return [code, everywhere.includes(code) ? text : (text.optional() as unknown as typeof text)];
        }),
      ),
    )
    .meta({ description: `Text in every language of the site: ${languages.join(', ')}.` })
    // Its keys are only known at run time, so the type carries a brand: the renderer tells a text from any other record.
    .brand<'LocalizedText'>();
  return { locales, language, region, localizedText };
}
export type LocaleSchemas = ReturnType<typeof localeSchemas>;
export type LocalizedText = z.infer<LocaleSchemas['localizedText']>;

/** Any entity can be unfinished: `site dev` shows it with a badge, `site build` leaves it out of the site. */
export const draft = z
  .boolean()
  .optional()
  .meta({ description: 'true while this entry is not ready: site dev shows it with a "Draft" badge, site build leaves it out.' });

/**
 * Asset files live in content/assets and are served under /assets, so references are written as the public URL.
 * Camera names (IMG_2041.JPG) are fine: photos are published under content-hashed names, not their own.
 */
export const assetPath = z
  .string()
  .regex(new RegExp(`^/assets/[A-Za-z0-9][A-Za-z0-9/._-]*${assetFileEnding}`, 'i'), 'asset-path')
  .meta({
    description: 'A file in content/assets, written as its public path, e.g. /assets/events/fair-2025.svg or /assets/events/IMG_2041.JPG.',
    [assetFieldKeyword]: 'any' satisfies AssetField,
  });

/** A picture in content/assets (a photo, a drawing, a logo), which the browser editor offers to add from the computer. */
export const picturePath = assetPath.meta({ [assetFieldKeyword]: 'picture' satisfies AssetField });

/** What a path of content/assets takes, as its schema declares it; undefined for any other field. */
export function assetFieldOf(schema: z.core.$ZodType): AssetField | undefined {
  const declared = z.globalRegistry.get(schema)?.[assetFieldKeyword];
  return typeof declared === 'string' && Object.hasOwn(assetFieldTypes, declared) ? (declared as AssetField) : undefined;
}

const twoCapitals = /^[A-Z]{2}$/;
const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/**
 * Codes Intl names that are no country of ISO 3166: groups (EU, EZ, UN, QO), pseudo-locales (XA, XB), the unknown
 * region (ZZ), codes reserved or withdrawn (UK, SU, YU, DD, AN) and islands it names apart (AC, CP, DG, EA, IC, TA, CQ).
 */
const notCountries = new Set('EU EZ UN QO XA XB ZZ UK SU YU DD AN AC CP DG EA IC TA CQ'.split(' '));

/**
 * A country, which pages show by its name in the reader's language (Intl.DisplayNames): a code Intl cannot name
 * would be shown as the code itself, so it is refused with the format words `country` (generator/content/zod-issues.ts).
 */
export const countryCode = z
  .string()
  .regex(twoCapitals, 'country-code')
  .check((context) => {
    const code = context.value;
    // A code of the wrong form is already reported by the regex above, in its own words.
    if (!twoCapitals.test(code) || (countryNames.of(code) !== undefined && !notCountries.has(code))) return;
    context.issues.push({ code: 'invalid_format', format: 'country', message: 'country', input: code });
  })
  .meta({ description: 'Two-letter ISO country code, e.g. EC.' });

export const slug = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'slug')
  .meta({ description: 'A short lowercase identifier: letters, digits and hyphens.' });

/**
 * `Feria de Hannover 2025` -> `feria-de-hannover-2025`: letters without their accents, lowercase, words joined by
 * hyphens, short enough for a file name; empty when the text has no such letter or digit.
 */
export function slugify(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let name = '';
  for (const word of words) {
    if (name && name.length + word.length + 1 > 48) break;
    name = name ? `${name}-${word}` : word;
  }
  return name;
}

/**
 * Fields that name a file of another content folder (a region's service lines and sectors, a download's, a certificate's
 * document). `site validate` checks the file exists and lists the others (generator/checks/cross-checks.ts); the editor
 * JSON Schemas offer the files present as the allowed values.
 */
export const fileReferences = z.registry<{ folder: string }>();

/** A file name of content/{folder}, without its extension. */
export const fileNameIn = (folder: string, description: string) => slug.meta({ description }).register(fileReferences, { folder });

export const httpsUrl = z.url({ protocol: /^https$/ }).meta({ description: 'A full https:// address.' });

/** Dotted key of a UI string in translations/{lang}.yaml, e.g. nav.home. */
export const translationKey = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9]*(\.[a-zA-Z][a-zA-Z0-9]*)+$/, 'translation-key')
  .meta({ description: 'The dotted key of a UI text in translations/*.yaml, e.g. nav.home.' });

export const phoneNumber = z
  .string()
  .regex(/^\+[0-9]{1,3}( [0-9]{1,4}){2,4}$/, 'phone')
  .meta({ description: 'An international phone number with spaces, e.g. +593 2 245 1000.' });
