import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isMap, isSeq, parseDocument } from 'yaml';
import { yamlValues } from '../../generator/content/yaml-source.ts';
import { writeAtomically } from '../../generator/outputs/write-atomically.ts';
import { UsageError } from './fields.ts';

export async function readYaml(contentDir: string, relative: string): Promise<Record<string, unknown>> {
  return (yamlValues(await readFile(path.join(contentDir, relative), 'utf8')) ?? {}) as Record<string, unknown>;
}

/**
 * Appends to a list of an existing file through the YAML document, so comments and formatting stay; the whole
 * file after the append must pass `schema`, else nothing is written. Returns the new length.
 */
export async function appendItem(
  file: string,
  listName: string,
  item: unknown,
  schema: { parse(data: unknown): unknown },
): Promise<number> {
  const text = await readFile(file, 'utf8');
  const doc = parseDocument(text);
  if (doc.errors.length > 0 || yamlValues(text) === undefined)
    throw new UsageError(`${file} is not valid YAML; fix it first (site validate shows where).`);
  const existing = doc.get(listName, true);
  if (existing !== undefined && !isSeq(existing)) throw new UsageError(`'${listName}' in ${file} is not a list.`);
  if (!isMap(doc.contents)) throw new UsageError(`${file} does not hold a group of fields.`);
  if (existing === undefined) doc.set(listName, doc.createNode([item]));
  else existing.add(doc.createNode(item));
  schema.parse(doc.toJS());
  await writeAtomically(file, doc.toString({ lineWidth: 0 }));
  const after = doc.get(listName, true);
  return isSeq(after) ? after.items.length : 1;
}
