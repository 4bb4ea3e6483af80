import 'i18next';
import type { UiStrings } from '../../schemas/translations.ts';

/** `t()` accepts only keys that exist in the UI strings schema, so a typo is a compile error. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: UiStrings };
  }
}
