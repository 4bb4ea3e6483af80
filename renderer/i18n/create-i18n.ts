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
