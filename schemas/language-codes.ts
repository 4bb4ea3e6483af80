import type { Language } from './locales.ts';

/** A language code as site.yaml writes it (ISO 639): two or three lowercase letters. Without zod, for the browser. */
export const languageCodePattern = /^[a-z]{2,3}$/;

/**
 * Language names come from the runtime's CLDR data (Intl.DisplayNames), in Node and in the browser alike, so
 * a new language in site.yaml needs no name written anywhere.
 */
const displayNames = new Map<Language, Intl.DisplayNames>();
/** Names already looked up, by language and the language they are in: every page's language menu asks again. */
const names = new Map<string, string>();

/** A language's name in another language, or in its own, capitalised as a label: Español, Deutsch, Allemand. */
export function languageName(language: Language, inLanguage: Language = language): string {
  const key = `${language} ${inLanguage}`;
  const known = names.get(key);
  if (known !== undefined) return known;
  const inThatLanguage = displayNames.get(inLanguage) ?? new Intl.DisplayNames([inLanguage], { type: 'language', fallback: 'code' });
  displayNames.set(inLanguage, inThatLanguage);
  const name = inThatLanguage.of(language) ?? language;
  const label = name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1);
  names.set(key, label);
  return label;
}

/** The English name of a language, for messages to editors and the translation report: Spanish, German. */
export function englishName(language: Language): string {
  return languageName(language, 'en');
}
