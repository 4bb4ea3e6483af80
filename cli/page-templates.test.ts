import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { declaredCollections } from '../schemas/collections.ts';
import { missingPageTemplates } from './page-templates.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-templates-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const awards = {
  name: 'awards',
  entry: 'award',
  label: { en: 'Awards', es: 'Premios', pt: 'Prêmios', de: 'Auszeichnungen' },
  keyedBy: 'file',
  schema: () => {
    throw new Error('not read');
  },
  regions: 'every',
  pages: { list: { name: 'awards', about: 'Awards page.' }, entry: { name: 'award', about: 'Award pages.', param: 'award' } },
} as const;

describe('the page templates a kind declares', () => {
  it('are all written in this project', async () => {
    expect(await missingPageTemplates(declaredCollections)).toEqual([]);
  });

  it('name the declaration and the folder to add when one is missing', async () => {
    await mkdir(path.join(root, 'schemas'), { recursive: true });
    await writeFile(
      path.join(root, 'schemas', 'collections.ts'),
      "export const collections = [\n  defineCollection({\n    name: 'awards',\n    pages: {\n      list: { name: 'awards' },\n      entry: { name: 'award', param: 'award' },\n",
    );
    expect(await missingPageTemplates([awards], root)).toEqual([
      // The listing page is named as its kind is: the page's own line, not the kind's.
      "schemas/collections.ts:5:15  The award kind 'awards' declares the page 'awards', but renderer/pages/awards/+Page.tsx does not exist: add the page's folder with its +Page.tsx and +data.ts (CONTENT.md, \"Add a kind of content\", step 3).",
      "schemas/collections.ts:6:16  The award kind 'awards' declares the page 'award', but renderer/pages/award/+Page.tsx does not exist: add the page's folder with its +Page.tsx and +data.ts (CONTENT.md, \"Add a kind of content\", step 3).",
    ]);
    await mkdir(path.join(root, 'renderer', 'pages', 'awards'), { recursive: true });
    await writeFile(path.join(root, 'renderer', 'pages', 'awards', '+Page.tsx'), 'export default () => null;\n');
    expect(await missingPageTemplates([awards], root)).toHaveLength(1);
  });
});
