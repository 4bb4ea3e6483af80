import { Children, cloneElement, createContext, type ReactElement, type ReactNode, useContext } from 'react';
import type { UiStrings } from '../../schemas/translations.ts';

/**
 * The browser's stand-in for react-i18next inside islands (vite.config.ts points the client build's
 * `react-i18next` here). i18next stays the source on the server: it renders the island's HTML, and the
 * island ships only the branches of the UI strings it names (renderer/islands/Island.tsx). This resolves them
 * exactly as the server's i18next is configured (renderer/i18n/create-i18n.ts): `{{name}}` interpolation
 * without escaping, a missing text shows its key, and Trans fills `<tag>…</tag>` with the given elements.
 */
export type IslandStrings = Partial<UiStrings>;

// The page-wide setup stays i18next's: the browser bundle still names it (in page modules it never runs).
export { I18nextProvider, initReactI18next } from 'react-i18next';

interface IslandTexts {
  strings: IslandStrings;
  /** The page's language, whose plural rules pick `key_one` or `key_other` when a text is given a `count`. */
  language: string;
}

const StringsContext = createContext<IslandTexts>({ strings: {}, language: 'en' });

export function IslandText({ strings, language, children }: IslandTexts & { children: ReactNode }) {
  return <StringsContext.Provider value={{ strings, language }}>{children}</StringsContext.Provider>;
}

type Values = Record<string, unknown>;

function lookUp(strings: IslandStrings, key: string): string | undefined {
  let node: unknown = strings;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, values: Values = {}): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** As i18next: with a numeric `count`, the form its plural category names (`key_one`, `key_other`) comes first. */
export function translate({ strings, language }: IslandTexts, key: string, values?: Values): string {
  const count = values?.count;
  const plural = typeof count === 'number' ? lookUp(strings, `${key}_${new Intl.PluralRules(language).select(count)}`) : undefined;
  const text = plural ?? lookUp(strings, key);
  return text === undefined ? key : interpolate(text, values);
}

export function useTranslation() {
  const texts = useContext(StringsContext);
  return { t: (key: string, values?: Values) => translate(texts, key, values) };
}

/** `<name>inner</name>` in a text becomes the element given for `name`, holding the interpolated inner text. */
export function Trans({
  i18nKey,
  values,
  components = {},
}: {
  i18nKey: string;
  values?: Values;
  components?: Record<string, ReactElement>;
}) {
  const { strings } = useContext(StringsContext);
  const text = lookUp(strings, i18nKey);
  if (text === undefined) return <>{i18nKey}</>;
  const parts: ReactNode[] = [];
  let rest = 0;
  for (const match of text.matchAll(/<(\w+)>([\s\S]*?)<\/\1>/g)) {
    parts.push(interpolate(text.slice(rest, match.index), values));
    const element = components[match[1] ?? ''];
    const inner = interpolate(match[2] ?? '', values);
    parts.push(element ? cloneElement(element, { key: match.index }, inner) : inner);
    rest = match.index + match[0].length;
  }
  parts.push(interpolate(text.slice(rest), values));
  return <>{Children.toArray(parts.filter((part) => part !== ''))}</>;
}
