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

  it('are mapped onto every content kind in the VS Code settings', async () => {
    const settings = JSON.parse(await readFile(path.join(root, '.vscode/settings.json'), 'utf8'));
    for (const entry of contentKinds) {
      expect(settings['yaml.schemas'][`./${jsonSchemaFolder}/${entry.kind}.schema.json`]).toEqual([`content/${contentKindPattern(entry)}`]);
    }
  });
});
