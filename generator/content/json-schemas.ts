import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { contentKindPattern, contentKinds, contentSchemas } from '../../schemas/content-kinds.ts';
import type { Locales } from '../../schemas/locales.ts';
import { entryFolders } from '../../schemas/pages.ts';
import { fileReferences } from '../../schemas/primitives.ts';
import { yamlFilesIn, yamlStem } from './content-files.ts';
import { formatHints } from './zod-issues.ts';

export const jsonSchemaFolder = 'schemas/json';

/** The files of each folder that other content names by file name (a region's service lines and sectors). */
type ContentFileNames = Record<(typeof entryFolders)[number], readonly string[]>;

export async function contentFileNames(contentDir: string): Promise<ContentFileNames> {
  const names: Partial<ContentFileNames> = {};
  for (const folder of entryFolders) names[folder] = (await yamlFilesIn(contentDir, folder)).map(yamlStem);
  return names as ContentFileNames;
}

/**
 * JSON Schemas of every content kind, keyed by file name, for editors' completion and live errors; built from
 * site.yaml's languages and regions and the files present, so the editor knows each language key of a text and
 * offers the existing service lines and sectors.
 */
export function contentJsonSchemas(locales: Locales, fileNames: ContentFileNames): Map<string, string> {
  const schemas = contentSchemas(locales);
  return new Map(
    contentKinds.map((entry) => {
      const jsonSchema = z.toJSONSchema(entry.schema(schemas), {
        target: 'draft-07',
        io: 'input',
        unrepresentable: 'any',
        override: (context) => {
          if (!listFiles(context, fileNames)) formatInWords(context);
        },
      });
      return [
        `${entry.kind}.schema.json`,
        `${JSON.stringify({ ...jsonSchema, title: `content/${contentKindPattern(entry)}` }, null, 2)}\n`,
      ];
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
  jsonSchema.enum = [...fileNames[reference.folder]];
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

/**
 * Writes the schemas next to the content folder, only the files whose text changed, so a clean checkout stays
 * clean. Returns the names written.
 */
export async function writeContentJsonSchemas(contentDir: string, locales: Locales): Promise<string[]> {
  const folder = path.join(path.dirname(path.resolve(contentDir)), jsonSchemaFolder);
  await mkdir(folder, { recursive: true });
  const written: string[] = [];
  for (const [name, text] of contentJsonSchemas(locales, await contentFileNames(contentDir))) {
    const target = path.join(folder, name);
    const current = await readFile(target, 'utf8').catch(() => undefined);
    if (current !== text) {
      await writeFile(target, text);
      written.push(name);
    }
  }
  return written;
}
