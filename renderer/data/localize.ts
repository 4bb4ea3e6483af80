import { type Language, type LocalizedText, languages } from '../../schemas/primitives.ts';

/** A content type with every {es, en, pt, de} text replaced by the text of one language. */
export type Localized<T> = T extends LocalizedText
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
    if (isLocalizedText(value)) return value[language];
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, localizeValue(child, language)]));
  }
  return value;
}

function isLocalizedText(value: object): value is LocalizedText {
  const keys = Object.keys(value);
  return (
    keys.length === languages.length && languages.every((language) => typeof (value as Record<string, unknown>)[language] === 'string')
  );
}
