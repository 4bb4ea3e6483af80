import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentKindPattern, contentKinds } from '../../schemas/content-kinds.ts';
import { localesView } from '../../schemas/locales.ts';
import { contentFileNames, contentJsonSchemas, jsonSchemaFolder, writeContentJsonSchemas } from './json-schemas.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const locales = localesView.parse(parse(await readFile(path.join(root, 'content', 'site.yaml'), 'utf8')));
const fileNames = await contentFileNames(path.join(root, 'content'));

describe('editor JSON Schemas', () => {
  it('are committed up to date with the zod schemas (run npm run validate to refresh)', async () => {
    for (const [name, text] of contentJsonSchemas(locales, fileNames)) {
      expect(await readFile(path.join(root, jsonSchemaFolder, name), 'utf8'), name).toBe(text);
    }
  });

  it('forbid unknown fields and carry the field descriptions', () => {
    const site = JSON.parse(contentJsonSchemas(locales, fileNames).get('site.schema.json') ?? '{}');
    expect(site.additionalProperties).toBe(false);
    expect(site.properties.company.properties.founded.description).toBe('Year the company was founded.');
  });

  it('list every language of site.yaml as a required key of a text, so the editor asks for the missing one', () => {
    const withFrench = { ...locales, languages: [...locales.languages, 'fr'], everywhere: [...locales.everywhere, 'fr'] };
    const event = JSON.parse(contentJsonSchemas(withFrench, fileNames).get('events.schema.json') ?? '{}');
    expect(event.properties.title.required).toEqual([...locales.languages, 'fr']);
    expect(event.properties.title.additionalProperties).toBe(false);
    expect(event.properties.title.properties.fr.description).toBe('French text.');
  });

  it('offer a language only some regions list as a text key the editor may leave out until it is written', () => {
    const inEcuador = {
      ...locales,
      languages: [...locales.languages, 'fr'],
      regionLanguages: { ...locales.regionLanguages, ec: [...locales.everywhere, 'fr'] },
    };
    const event = JSON.parse(contentJsonSchemas(inEcuador, fileNames).get('events.schema.json') ?? '{}');
    expect(event.properties.title.required).toEqual(locales.everywhere);
    expect(event.properties.title.properties.fr.description).toBe(
      'French text (the regions that list fr publish it once all their texts have it).',
    );
  });

  it('say formats in words and list the allowed categories, as the YAML language server shows them', () => {
    const event = JSON.parse(contentJsonSchemas(locales, fileNames).get('events.schema.json') ?? '{}');
    expect(event.properties.category.enum).toEqual(['news', 'tradeFairs']);
    expect(event.properties.date.errorMessage).toBe('This must be a date written YYYY-MM-DD, like 2025-11-20.');
    const locations = JSON.parse(contentJsonSchemas(locales, fileNames).get('locations.schema.json') ?? '{}');
    const phone = locations.properties.offices.items.properties.phones.items;
    expect(phone.errorMessage).toBe('This must be an international phone number written like +593 2 245 1000.');
    expect(phone.patternErrorMessage).toBe(phone.errorMessage);
  });

  it("offer a region's service lines and sectors from the files present, as the YAML language server lists them", () => {
    const withMining = new Map([...fileNames, ['services', [...(fileNames.get('services') ?? []), 'mining']]]);
    const site = JSON.parse(contentJsonSchemas(locales, withMining).get('site.schema.json') ?? '{}');
    const region = site.properties.regions.items.properties;
    expect(region.services.items.enum).toEqual(['energy', 'industrial', 'oil', 'telecomunications', 'mining']);
    expect(region.services.items.pattern).toBeUndefined();
    expect(region.cases.items.enum).toEqual(['energy', 'industrial', 'oil', 'telecomunications']);
    expect(region.cases.items.description).toBe('A sector of success cases: the name of its file in content/cases, e.g. energy.');
  });

  it("offer a certificate's document and a download's service lines from the files present, never an empty list", () => {
    const certification = JSON.parse(contentJsonSchemas(locales, fileNames).get('certifications.schema.json') ?? '{}');
    expect(certification.properties.download.enum).toContain('iso-9001-certificate');
    const download = JSON.parse(contentJsonSchemas(locales, fileNames).get('downloads.schema.json') ?? '{}');
    expect(download.properties.services.items.enum).toEqual(['energy', 'industrial', 'oil', 'telecomunications']);
    expect(download.properties.sectors.items.enum).toEqual(['energy', 'industrial', 'oil', 'telecomunications']);
  });

  it("are written beside content/ with the editor's settings, keeping its own and dropping the schema of a kind that is gone", async () => {
    const project = await mkdtemp(path.join(tmpdir(), 'json-schemas-'));
    try {
      await mkdir(path.join(project, 'content'));
      await mkdir(path.join(project, jsonSchemaFolder), { recursive: true });
      await mkdir(path.join(project, '.vscode'));
      await writeFile(path.join(project, jsonSchemaFolder, 'vacancies.schema.json'), '{}');
      const own = {
        'editor.tabSize': 2,
        'yaml.schemas': { 'https://json.schemastore.org/github-workflow.json': ['.github/workflows/*.yml'] },
      };
      await writeFile(path.join(project, '.vscode', 'settings.json'), JSON.stringify(own));
      const written = await writeContentJsonSchemas(path.join(project, 'content'), locales);
      expect(written).toContain('.vscode/settings.json');
      expect(await readdir(path.join(project, jsonSchemaFolder))).not.toContain('vacancies.schema.json');
      const settings = JSON.parse(await readFile(path.join(project, '.vscode', 'settings.json'), 'utf8'));
      expect(settings['editor.tabSize']).toBe(2);
      expect(settings['yaml.schemas']['https://json.schemastore.org/github-workflow.json']).toEqual(['.github/workflows/*.yml']);
      expect(settings['yaml.schemas'][`./${jsonSchemaFolder}/events.schema.json`]).toEqual(['content/events/*.yaml']);
      // Nothing changed, nothing written: a clean checkout stays clean.
      expect(await writeContentJsonSchemas(path.join(project, 'content'), locales)).toEqual([]);
    } finally {
      await rm(project, { recursive: true, force: true });
    }
  });

  it('are mapped onto every content kind in the VS Code settings', async () => {
    const settings = JSON.parse(await readFile(path.join(root, '.vscode/settings.json'), 'utf8'));
    for (const entry of contentKinds) {
      expect(settings['yaml.schemas'][`./${jsonSchemaFolder}/${entry.name}.schema.json`]).toEqual([`content/${contentKindPattern(entry)}`]);
    }
  });
});
