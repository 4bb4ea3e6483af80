import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { exists } from '../generator/outputs/file-exists.ts';
import type { Collection } from '../schemas/collection.ts';

const projectRoot = path.resolve(import.meta.dirname, '..');
const declarationsFile = 'schemas/collections.ts';

/**
 * The page templates the kinds declare that are not written yet: `renderer/pages/{name}/+Page.tsx` for each listing
 * and entry page, said where the declaration names it. Without them Vike's prerender stops on a URL that matches no
 * page, naming neither the kind nor the folder to add.
 */
export async function missingPageTemplates(declarations: readonly Collection[], root = projectRoot): Promise<string[]> {
  const declared = await readFile(path.join(root, declarationsFile), 'utf8').catch(() => '');
  const lines = declared.split('\n');
  const missing: string[] = [];
  for (const collection of declarations) {
    for (const page of [collection.pages?.list, collection.pages?.entry]) {
      if (!page) continue;
      const template = `renderer/pages/${page.name}/+Page.tsx`;
      if (await exists(path.join(root, template))) continue;
      const place = placeOfPage(lines, collection.name, page.name);
      missing.push(
        `${place}  The ${collection.entry} kind '${collection.name}' declares the page '${page.name}', but ${template} does not exist: add the page's folder with its +Page.tsx and +data.ts (CONTENT.md, "Add a kind of content", step 3).`,
      );
    }
  }
  return missing;
}

/**
 * Where the declaration of a kind names one of its pages: the first `name: '…'` of the page after the kind's own
 * name (a kind and its listing page are often named alike), on the line and at the column it is written.
 */
function placeOfPage(lines: readonly string[], kind: string, page: string): string {
  const kindLine = lines.findIndex((text) => text.includes(`name: '${kind}'`));
  const written = `name: '${page}'`;
  const line = lines.findIndex((text, index) => index > kindLine && text.includes(written));
  return line === -1 ? declarationsFile : `${declarationsFile}:${line + 1}:${(lines[line] ?? '').indexOf(written) + 1}`;
}
