import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../schemas/primitives.ts';
import type { UiStrings } from '../../schemas/translations.ts';

/** One i18next instance per page language, holding only that language's strings; a missing text shows its key. */
export function createI18n(language: Language, strings: UiStrings): i18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: strings } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

const shared = new WeakMap<UiStrings, i18n>();

/**
 * The instance for a language's strings, made once and shared by every page rendered from them: the build renders
 * each language's pages from one strings object, and an instance is only read (its language never changes).
 * Making one per page cost more than rendering the page's header.
 */
export function i18nFor(language: Language, strings: UiStrings): i18n {
  const known = shared.get(strings);
  if (known?.language === language) return known;
  const made = createI18n(language, strings);
  shared.set(strings, made);
  return made;
}
