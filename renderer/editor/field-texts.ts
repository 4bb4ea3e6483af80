import type { JsonSchema } from './api.ts';

/**
 * The words of the editor's form that come from the schemas (the fields' names and descriptions) and from `site
 * new` (the New entry questions): written once, in English, beside the code they describe, and translated here per
 * language, keyed by that English as gettext does. A `{name}` in a key stands for data of the site (language or
 * region codes, folder names), which reads the same in every language and is carried over as it is.
 */
export type FieldTexts = Readonly<Record<string, string>>;

const placeholder = /\{(\w+)\}/g;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
}

function templateOf(key: string): Template {
  const names = [...key.matchAll(placeholder)].map((match) => match[1] as string);
  const pattern = new RegExp(
    `^${key
      .split(placeholder)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escaped(part)))
      .join('')}$`,
  );
  return { key, pattern, names };
}

/** The catalog's key an English text is translated by: itself, or the template it fills; undefined when none. */
export function keyFor(catalog: FieldTexts, english: string): { key: string; values: Record<string, string> } | undefined {
  if (Object.hasOwn(catalog, english)) return { key: english, values: {} };
  for (const key of Object.keys(catalog)) {
    if (!key.includes('{')) continue;
    const template = templateOf(key);
    const match = template.pattern.exec(english);
    if (match) return { key, values: Object.fromEntries(template.names.map((name, index) => [name, match[index + 1] as string])) };
  }
  return undefined;
}

/** A translator for one language: English stays as it is where the catalog has no translation (a field just added). */
export function fieldTranslator(catalog: FieldTexts | undefined): (english: string) => string {
  if (!catalog) return (english) => english;
  const known = new Map<string, string>();
  return (english) => {
    const cached = known.get(english);
    if (cached !== undefined) return cached;
    const found = keyFor(catalog, english);
    const translated = found
      ? (catalog[found.key] as string).replace(placeholder, (whole, name: string) => found.values[name] ?? whole)
      : english;
    known.set(english, translated);
    return translated;
  };
}

/** A text per language, exactly: the shape of every translated field of the content. */
export function isTranslated(schema: JsonSchema, languages: readonly string[]): boolean {
  const keys = Object.keys(schema.properties ?? {});
  return schema.type === 'object' && keys.length === languages.length && languages.every((language) => keys.includes(language));
}

/** The words of a field's name: `validThrough` is "Valid through". */
export function labelOf(key: string | number): string {
  const words = String(key)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Every schema text the form shows for a kind, as Form.tsx draws it: each field's name and description; a
 * translated text's own languages are named by the browser, and the root's description is not shown.
 */
export function textsShown(schema: JsonSchema, languages: readonly string[], root = true): Set<string> {
  const shown = new Set<string>();
  if (!root && schema.description) shown.add(schema.description);
  if (isTranslated(schema, languages)) return shown;
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    shown.add(labelOf(key));
    for (const text of textsShown(child, languages, false)) shown.add(text);
  }
  if (schema.type === 'array' && schema.items) for (const text of textsShown(schema.items, languages, false)) shown.add(text);
  return shown;
}
