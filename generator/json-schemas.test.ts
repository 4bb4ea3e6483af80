import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentKindPattern, contentKinds } from '../schemas/content-kinds.ts';
import { contentJsonSchemas, jsonSchemaFolder } from './json-schemas.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('editor JSON Schemas', () => {
  it('are committed up to date with the zod schemas (run npm run validate to refresh)', async () => {
    for (const [name, text] of contentJsonSchemas()) {
      expect(await readFile(path.join(root, jsonSchemaFolder, name), 'utf8'), name).toBe(text);
    }
  });

  it('forbid unknown fields and carry the field descriptions', () => {
    const site = JSON.parse(contentJsonSchemas().get('site.schema.json') ?? '{}');
    expect(site.additionalProperties).toBe(false);
    expect(site.properties.company.properties.founded.description).toBe('Year the company was founded.');
  });

  it('say formats in words and list the allowed categories, as the YAML language server shows them', () => {
    const event = JSON.parse(contentJsonSchemas().get('event.schema.json') ?? '{}');
    expect(event.properties.category.enum).toEqual(['news', 'tradeFairs']);
    expect(event.properties.date.errorMessage).toBe('This must be a date written YYYY-MM-DD.');
    const locations = JSON.parse(contentJsonSchemas().get('locations.schema.json') ?? '{}');
    const phone = locations.properties.offices.items.properties.phones.items;
    expect(phone.errorMessage).toBe('This must be an international phone number written like +593 2 245 1000.');
    expect(phone.patternErrorMessage).toBe(phone.errorMessage);
  });

  it('are mapped onto every content kind in the VS Code settings', async () => {
    const settings = JSON.parse(await readFile(path.join(root, '.vscode/settings.json'), 'utf8'));
    for (const entry of contentKinds) {
      expect(settings['yaml.schemas'][`./${jsonSchemaFolder}/${entry.kind}.schema.json`]).toEqual([`content/${contentKindPattern(entry)}`]);
    }
  });
});
