import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { newEntryPlans } from '../../cli/new/command.ts';
import { siteFactsOf } from '../../cli/new/fields.ts';
import { contentFileNames, contentJsonSchemas } from '../../generator/content/json-schemas.ts';
import { declaredCollections } from '../../schemas/collections.ts';
import { localesView } from '../../schemas/locales.ts';
import { choiceWordsKeyword } from '../../schemas/ui-text.ts';
import type { JsonSchema } from './api.ts';
import { choiceText } from './Form.tsx';
import { fieldTranslator, isTranslated, keysFor, labelOf } from './field-texts.ts';
import { fieldTextsOf } from './texts.ts';

/**
 * Every schema text the form shows for a kind, as Form.tsx draws it: each field's name and description; a
 * translated text's own languages are named by the browser, and the root's description is not shown.
 */
function textsShown(schema: JsonSchema, languages: readonly string[], root = true): Set<string> {
  const shown = new Set<string>();
  const add = (texts: Iterable<string>) => {
    for (const text of texts) shown.add(text);
  };
  if (!root && schema.description) shown.add(schema.description);
  // A closed list of English words (a photo's sides) shows each in the editor's language.
  if (schema[choiceWordsKeyword]) add((schema.enum ?? []).map(String));
  if (isTranslated(schema, languages)) return shown;
  // A value of several shapes: each shape is offered by its title, then shows its own fields.
  for (const shape of schema.anyOf ?? schema.oneOf ?? []) {
    shown.add(shape.title ?? shape.description ?? '');
    add(textsShown(shape, languages, false));
  }
  // A map of a closed list of keys: a field per key, named by the key as written.
  if (schema.propertyNames?.enum && typeof schema.additionalProperties === 'object')
    add(textsShown(schema.additionalProperties, languages, false));
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    // The mark of a shape is chosen with the shape, not shown as a field.
    if (child.const !== undefined) continue;
    shown.add(labelOf(key));
    add(textsShown(child, languages, false));
  }
  if (schema.type === 'array') for (const item of [schema.items ?? []].flat()) add(textsShown(item, languages, false));
  return shown;
}

const contentDir = fileURLToPath(new URL('../../content/', import.meta.url));

/** Every English text the editor shows of the project's schemas and `site new`'s questions. */
async function englishTexts(): Promise<Set<string>> {
  const site = parseDocument(await readFile(path.join(contentDir, 'site.yaml'), 'utf8')).toJS() as unknown;
  const locales = localesView.parse(site);
  const texts = new Set<string>();
  for (const [file, json] of contentJsonSchemas(locales, await contentFileNames(contentDir))) {
    // UI text files are edited by their keys, beside the reference language's texts: no field names or descriptions.
    if (file === 'translations.schema.json') continue;
    for (const text of textsShown(JSON.parse(json) as JsonSchema, locales.languages)) texts.add(text);
  }
  const facts = siteFactsOf(site);
  if (!facts) throw new Error('content/site.yaml has no site facts');
  // The editor offers New entry for each kind that declares one (cli/editor/routes.ts); the other plans are site new's.
  for (const { newEntry } of declaredCollections) {
    const plan = newEntry ? newEntryPlans[newEntry] : undefined;
    for (const field of plan ? (await plan(contentDir, facts)).fields : []) texts.add(field.question);
  }
  return texts;
}

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();

describe('the editor’s field texts', () => {
  const catalogs = Object.entries(fieldTextsOf).flatMap(([language, catalog]) => (catalog ? [[language, catalog] as const] : []));

  it('has a catalog for every language the editor speaks but English', () => {
    expect(catalogs.map(([language]) => language).sort()).toEqual(['de', 'es', 'pt']);
  });

  it.each(catalogs)(
    'translates into %s every field name, description and question the editor shows, and nothing else',
    async (_, catalog) => {
      const english = [...(await englishTexts())];
      expect(english.length).toBeGreaterThan(300);
      expect(english.filter((text) => keysFor(catalog, text).length === 0)).toEqual([]);
      // One key each, so that the catalog's order never decides which translation a text gets.
      expect(english.filter((text) => new Set(keysFor(catalog, text).map((match) => match.key)).size > 1)).toEqual([]);
      const used = new Set(english.flatMap((text) => keysFor(catalog, text).map((match) => match.key)));
      expect(Object.keys(catalog).filter((key) => !used.has(key))).toEqual([]);
    },
  );

  it.each(catalogs)('keeps in %s every placeholder of the English, and leaves no text empty', (_, catalog) => {
    for (const [key, translation] of Object.entries(catalog)) {
      expect(placeholders(translation), key).toEqual(placeholders(key));
      expect(translation.trim(), key).not.toBe('');
    }
  });

  it('fills a template with the site’s own codes, and leaves a text without a translation in English', () => {
    const translate = fieldTranslator({
      'Text in every language of the site: {languages}.': 'Texto en cada idioma del sitio: {languages}.',
      Summary: 'Resumen',
    });
    expect(translate('Text in every language of the site: es, en, fr.')).toBe('Texto en cada idioma del sitio: es, en, fr.');
    // A question asked from a description is the description without its final period, and so is its translation.
    expect(translate('Text in every language of the site: es, en')).toBe('Texto en cada idioma del sitio: es, en');
    expect(translate('Summary')).toBe('Resumen');
    expect(translate('Valid through')).toBe('Valid through');
    expect(fieldTranslator(undefined)('Summary')).toBe('Summary');
  });

  it('names a field by the words of its key, and a key written short by the words it stands for', () => {
    expect(labelOf('validThrough')).toBe('Valid through');
    expect(labelOf('regional_block')).toBe('Regional block');
    expect(labelOf('src')).toBe('File');
    expect(labelOf('alt')).toBe('Alternative text');
    expect(fieldTranslator(fieldTextsOf.es)(labelOf('src'))).toBe('Archivo');
  });

  it("names a closed list's English words in the editor's language, beside the value the file keeps", () => {
    expect(choiceText('top left', undefined, 'es', fieldTranslator(fieldTextsOf.es))).toBe('arriba a la izquierda (top left)');
    expect(choiceText('bottom', undefined, 'de', fieldTranslator(fieldTextsOf.de))).toBe('unten (bottom)');
    expect(choiceText('top left', undefined, 'en', fieldTranslator(fieldTextsOf.en))).toBe('top left');
  });

  it('fills a name that comes twice with the same text only', () => {
    const translate = fieldTranslator({
      'In content/assets/{folder}/, e.g. /assets/{folder}/a.jpg': 'En content/assets/{folder}/, p. ej. /assets/{folder}/a.jpg',
    });
    expect(translate('In content/assets/cases/, e.g. /assets/cases/a.jpg')).toBe('En content/assets/cases/, p. ej. /assets/cases/a.jpg');
    expect(translate('In content/assets/cases/, e.g. /assets/news/a.jpg')).toBe('In content/assets/cases/, e.g. /assets/news/a.jpg');
  });
});
