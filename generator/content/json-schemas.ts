import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { declaredCollections } from '../../schemas/collections.ts';
import { contentKindPattern, contentKinds, kindSchemas } from '../../schemas/content-kinds.ts';
import type { Locales } from '../../schemas/locales.ts';
import { fileReferences, localeSchemas } from '../../schemas/primitives.ts';
import { yamlFilesIn, yamlStem } from './content-files.ts';
import { formatHints } from './zod-issues.ts';

export const jsonSchemaFolder = 'schemas/json';

/**
 * The files of each folder that content may name by file name (`fileNameIn`: a region's service lines and sectors, a
 * download's, a certificate's document): every kind kept in a folder, so no field's list of files comes out empty.
 */
type ContentFileNames = ReadonlyMap<string, readonly string[]>;

export async function contentFileNames(contentDir: string): Promise<ContentFileNames> {
  const folders = declaredCollections.filter((collection) => collection.file === undefined);
  return new Map(await Promise.all(folders.map(async ({ name }) => [name, (await yamlFilesIn(contentDir, name)).map(yamlStem)] as const)));
}

/** The JSON Schema file of a kind, in schemas/json/. */
const jsonSchemaFile = (kind: string) => `${kind}.schema.json`;

/**
 * JSON Schemas of every content kind, keyed by file name, for editors' completion and live errors; built from
 * site.yaml's languages and regions and the files present, so the editor knows each language key of a text and
 * offers the existing service lines and sectors.
 */
export function contentJsonSchemas(locales: Locales, fileNames: ContentFileNames): Map<string, string> {
  const schemas = kindSchemas(localeSchemas(locales));
  return new Map(
    contentKinds.map((entry) => {
      const jsonSchema = z.toJSONSchema(schemas.get(entry.name as never) as z.ZodType, {
        target: 'draft-07',
        io: 'input',
        unrepresentable: 'any',
        override: (context) => {
          if (!listFiles(context, fileNames)) formatInWords(context);
        },
      });
      return [jsonSchemaFile(entry.name), `${JSON.stringify({ ...jsonSchema, title: `content/${contentKindPattern(entry)}` }, null, 2)}\n`];
    }),
  );
}

type OverrideContext = { zodSchema: z.core.$ZodType; jsonSchema: Record<string, unknown> };

/**
 * A field naming a file of another folder accepts the files present: the YAML language server completes them
 * and, for a wrong name, lists them, as `site validate` does. Returns whether the field was one.
 */
function listFiles({ zodSchema, jsonSchema }: OverrideContext, fileNames: ContentFileNames): boolean {
  const reference = fileReferences.get(zodSchema);
  if (!reference) return false;
  delete jsonSchema.pattern;
  jsonSchema.enum = [...(fileNames.get(reference.folder) ?? [])];
  return true;
}

/**
 * The YAML language server shows a failed `pattern` as the regular expression itself; `errorMessage` (and VS
 * Code's `patternErrorMessage`) replace it with the same words and example `site validate` prints.
 */
function formatInWords({ zodSchema, jsonSchema }: OverrideContext): void {
  if (jsonSchema.pattern === undefined && jsonSchema.format === undefined) return;
  const def = zodSchema._zod.def as { format?: string; checks?: z.core.$ZodCheck[] };
  const names = [
    ...(def.checks ?? []).map((check) => String((check._zod.def.error as (() => unknown) | undefined)?.() ?? '')),
    def.format ?? '',
  ];
  const words = names.map((name) => formatHints[name]).find(Boolean);
  if (!words) return;
  const sentence = `This ${words}.`;
  jsonSchema.errorMessage = sentence;
  jsonSchema.patternErrorMessage = sentence;
}

/** VS Code's YAML extension: which JSON Schema checks which content files (the `yaml.schemas` setting). */
function editorSchemaMapping(): Record<string, string[]> {
  return Object.fromEntries(
    contentKinds.map((entry) => [`./${jsonSchemaFolder}/${jsonSchemaFile(entry.name)}`, [`content/${contentKindPattern(entry)}`]]),
  );
}

/**
 * .vscode/settings.json with `yaml.schemas` mapping every kind's files to its schema; the other settings are kept,
 * and a schema of ours no kind has any more is dropped.
 */
function editorSettingsText(current: string | undefined): string {
  const settings: Record<string, unknown> = current ? JSON.parse(current) : { 'yaml.validate': true, 'yaml.completion': true };
  const mapped = Object.entries((settings['yaml.schemas'] ?? {}) as Record<string, unknown>).filter(
    ([schema]) => !schema.startsWith(`./${jsonSchemaFolder}/`),
  );
  const text = JSON.stringify({ ...settings, 'yaml.schemas': { ...editorSchemaMapping(), ...Object.fromEntries(mapped) } }, null, 2);
  // A list of one file on one line, as the formatter (Biome) writes it.
  return `${text.replace(/\[\n\s+("[^"\n]*")\n\s+\]/g, '[$1]')}\n`;
}

/**
 * Writes the schemas next to the content folder and maps them in .vscode/settings.json, only the files whose text
 * changed, so a clean checkout stays clean; the schema of a kind that is gone is deleted. Returns the names written.
 */
export async function writeContentJsonSchemas(contentDir: string, locales: Locales): Promise<string[]> {
  const projectRoot = path.dirname(path.resolve(contentDir));
  const folder = path.join(projectRoot, jsonSchemaFolder);
  await mkdir(folder, { recursive: true });
  const written: string[] = [];
  const writeChanged = async (target: string, name: string, text: string) => {
    const current = await readFile(target, 'utf8').catch(() => undefined);
    if (current !== text) {
      await writeFile(target, text);
      written.push(name);
    }
  };
  const schemas = contentJsonSchemas(locales, await contentFileNames(contentDir));
  for (const [name, text] of schemas) await writeChanged(path.join(folder, name), name, text);
  for (const stale of (await readdir(folder)).filter((name) => name.endsWith('.schema.json') && !schemas.has(name))) {
    await rm(path.join(folder, stale));
  }
  const settingsFile = path.join(projectRoot, '.vscode', 'settings.json');
  await mkdir(path.dirname(settingsFile), { recursive: true });
  await writeChanged(
    settingsFile,
    '.vscode/settings.json',
    editorSettingsText(await readFile(settingsFile, 'utf8').catch(() => undefined)),
  );
  return written;
}
