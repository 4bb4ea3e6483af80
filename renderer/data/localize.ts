import { languageCodePattern } from '../../schemas/language-codes.ts';
import type { Language, LocalizedText } from '../../schemas/primitives.ts';

/** A content type with every text per language replaced by the text of one language. */
type Localized<T> = T extends LocalizedText
  ? string
  : T extends readonly (infer Item)[]
    ? Localized<Item>[]
    : T extends object
      ? { [Key in keyof T]: Localized<T[Key]> }
      : T;

/** Keeps one language of every localized text, so a page ships only the language it shows. */
export function localize<T>(value: T, language: Language): Localized<T> {
  return localizeValue(value, language) as Localized<T>;
}

function localizeValue(value: unknown, language: Language): unknown {
  if (Array.isArray(value)) return value.map((item) => localizeValue(item, language));
  if (value && typeof value === 'object') {
    if (isLocalizedText(value, language)) return value[language];
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, localizeValue(child, language)]));
  }
  return value;
}

/**
 * A text per language is the only content object whose keys are all language codes and whose values are all
 * strings; records keyed by region hold objects or lists, and every other object has field names.
 */
function isLocalizedText(value: object, language: Language): value is LocalizedText {
  const entries = Object.entries(value);
  return Object.hasOwn(value, language) && entries.every(([key, text]) => typeof text === 'string' && languageCodePattern.test(key));
}
