import { hreflangOf } from '../../generator/routes/urls.ts';
import type { Language } from '../../schemas/primitives.ts';
import { languageOfTag, type Region, type Site } from '../../schemas/site.ts';

/**
 * Making one of Intl's formatters takes about a fifth of a millisecond, and a build renders some hundred and seventy
 * pages that format dates, file sizes and country names: each formatter is made once per locale and options, and
 * kept, as schemas/language-codes.ts keeps its language names.
 */
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>();

function kept<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>(key: string, make: () => T): T {
  const known = made.get(key) as T | undefined;
  if (known) return known;
  const formatter = make();
  made.set(key, formatter);
  return formatter;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** Country names in `language` (EC → Ecuador, Equador). */
export function regionNames(language: string): Intl.DisplayNames {
  return kept(`region ${language}`, () => new Intl.DisplayNames([language], { type: 'region' }));
}

/**
 * The locale a page writes its dates and numbers in: the country's own in the region's language (es-EC), else the
 * one site.yaml's `languageLocales` gives the language (en-GB, as the English texts are British), else the
 * language's own.
 */
export function writingLocale(
  site: Pick<Site, 'languageLocales'>,
  region: Pick<Region, 'defaultLanguage' | 'locale'>,
  language: Language,
): string {
  const tag = hreflangOf(region, language);
  return tag === language ? (site.languageLocales.find((locale) => languageOfTag(locale) === language) ?? tag) : tag;
}
