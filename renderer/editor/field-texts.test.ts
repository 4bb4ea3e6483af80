import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { newEntryPlans } from '../../cli/new/command.ts';
import { siteFactsOf } from '../../cli/new/fields.ts';
import { contentFileNames, contentJsonSchemas } from '../../generator/content/json-schemas.ts';
import { localesView } from '../../schemas/locales.ts';
import type { JsonSchema } from './api.ts';
import { fieldTranslator, keyFor, textsShown } from './field-texts.ts';
import { fieldTextsOf } from './texts.ts';

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
  for (const plan of Object.values(newEntryPlans)) for (const field of (await plan(contentDir, facts)).fields) texts.add(field.question);
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
      expect(english.filter((text) => keyFor(catalog, text) === undefined)).toEqual([]);
      const used = new Set(english.map((text) => keyFor(catalog, text)?.key));
      expect(Object.keys(catalog).filter((key) => !used.has(key))).toEqual([]);
    },
  );

  it.each(catalogs)('keeps in %s every placeholder of the English, and translates each text', (_, catalog) => {
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
    expect(translate('Summary')).toBe('Resumen');
    expect(translate('Valid through')).toBe('Valid through');
    expect(fieldTranslator(undefined)('Summary')).toBe('Summary');
  });
});
