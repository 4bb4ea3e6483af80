import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { contentFileNames, contentJsonSchemas } from '../../generator/content/json-schemas.ts';
import { localesView } from '../../schemas/locales.ts';
import { choiceLabelsKeyword, uiTextGroupAt } from '../../schemas/ui-text.ts';

const contentDir = fileURLToPath(new URL('../../content/', import.meta.url));

type Node = Record<string, unknown> & { properties?: Record<string, Node>; items?: Node; enum?: unknown[] };

/** Every closed list of the kinds' JSON Schemas that names UI texts for its labels, with the path it names. */
function labelled(node: Node, found: { at: string; values: string[] }[] = []) {
  if (typeof node[choiceLabelsKeyword] === 'string')
    found.push({ at: node[choiceLabelsKeyword] as string, values: (node.enum ?? []).map(String) });
  for (const child of [...Object.values(node.properties ?? {}), ...(node.items ? [node.items] : [])]) labelled(child, found);
  return found;
}

describe('the labels of closed lists', () => {
  it('name a group of the UI texts with a label for exactly each value, in every language of the site', async () => {
    const site = parseDocument(await readFile(path.join(contentDir, 'site.yaml'), 'utf8')).toJS() as unknown;
    const locales = localesView.parse(site);
    const lists = [...contentJsonSchemas(locales, await contentFileNames(contentDir)).values()].flatMap((json) =>
      labelled(JSON.parse(json) as Node),
    );
    expect(lists.map((list) => list.at).sort()).toEqual(['downloads.types', 'events.categories', 'jobs.contracts']);
    for (const language of locales.languages) {
      const texts = parseDocument(await readFile(path.join(contentDir, 'translations', `${language}.yaml`), 'utf8')).toJS() as unknown;
      for (const { at, values } of lists)
        expect(Object.keys(uiTextGroupAt(texts, at) ?? {}).sort(), `${language}: ${at}`).toEqual([...values].sort());
    }
  });
});
