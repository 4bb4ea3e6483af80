import type { JsonSchema } from './api.ts';

/**
 * The words of the editor's form that come from the schemas (the fields' names and descriptions) and from `site
 * new` (the New entry questions): written once, in English, beside the code they describe, and translated here per
 * language, keyed by that English as gettext does. A `{name}` in a key stands for data of the site (language or
 * region codes, folder names), which reads the same in every language and is carried over as it is. A question
 * asked from a field's description (the description without its final period) is translated by the description's
 * entry.
 */
export type FieldTexts = Readonly<Record<string, string>>;

const placeholder = /\{(\w+)\}/g;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A key as a pattern: each `{name}` matches some text, the same text wherever the name comes again. */
function patternOf(key: string): RegExp {
  const seen = new Set<string>();
  const parts = key.split(placeholder).map((part, index) => {
    if (index % 2 === 0) return escaped(part);
    if (seen.has(part)) return `\\k<${part}>`;
    seen.add(part);
    return `(?<${part}>.+?)`;
  });
  return new RegExp(`^${parts.join('')}$`);
}

interface CatalogMatch {
  key: string;
  values: Record<string, string>;
  /** The English is the key without its final period: a New entry question asked from a field's description. */
  withoutPeriod: boolean;
}

function matchesIn(catalog: FieldTexts, english: string): Omit<CatalogMatch, 'withoutPeriod'>[] {
  return Object.keys(catalog).flatMap((key) => {
    if (key === english) return [{ key, values: {} }];
    if (!key.includes('{')) return [];
    const match = patternOf(key).exec(english);
    return match ? [{ key, values: { ...match.groups } }] : [];
  });
}

/** Every key of the catalog that translates an English text: the text itself, or each template it fills. */
export function keysFor(catalog: FieldTexts, english: string): CatalogMatch[] {
  const own = matchesIn(catalog, english);
  if (own.length > 0 || english.endsWith('.')) return own.map((match) => ({ ...match, withoutPeriod: false }));
  return matchesIn(catalog, `${english}.`).map((match) => ({ ...match, withoutPeriod: true }));
}

/** A translator for one language: English stays as it is where the catalog has no translation (a field just added). */
export function fieldTranslator(catalog: FieldTexts | undefined): (english: string) => string {
  if (!catalog) return (english) => english;
  const known = new Map<string, string>();
  return (english) => {
    const cached = known.get(english);
    if (cached !== undefined) return cached;
    const [found] = keysFor(catalog, english);
    let translated = english;
    if (found) {
      translated = (catalog[found.key] as string).replace(placeholder, (whole, name: string) => found.values[name] ?? whole);
      if (found.withoutPeriod) translated = translated.replace(/\.$/, '');
    }
    known.set(english, translated);
    return translated;
  };
}

/** A text per language, exactly: the shape of every translated field of the content. */
export function isTranslated(schema: JsonSchema, languages: readonly string[]): boolean {
  const keys = Object.keys(schema.properties ?? {});
  return schema.type === 'object' && keys.length === languages.length && languages.every((language) => keys.includes(language));
}

/** Field names written short in the files, spelt out for the editor (the other languages translate these words). */
const spelledOut: Readonly<Record<string, string>> = {
  src: 'File',
  alt: 'Alternative text',
  id: 'ID',
  url: 'URL',
  geo: 'Coordinates',
  lat: 'Latitude',
  lng: 'Longitude',
};

/** The words of a field's name: `validThrough` is "Valid through", `src` is "File". */
export function labelOf(key: string | number): string {
  const spelled = spelledOut[String(key)];
  if (spelled) return spelled;
  const words = String(key)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
