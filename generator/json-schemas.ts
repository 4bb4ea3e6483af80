import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { contentKindPattern, contentKinds, contentSchemas } from '../schemas/content-kinds.ts';
import type { Locales } from '../schemas/locales.ts';
import { formatHints } from './zod-issues.ts';

export const jsonSchemaFolder = 'schemas/json';

/**
 * JSON Schemas of every content kind, keyed by file name, for editors' completion and live errors; built from
 * site.yaml's languages and regions, so the editor knows each language key of a text.
 */
export function contentJsonSchemas(locales: Locales): Map<string, string> {
  const schemas = contentSchemas(locales);
  return new Map(
    contentKinds.map((entry) => {
      const jsonSchema = z.toJSONSchema(entry.schema(schemas), {
        target: 'draft-07',
        io: 'input',
        unrepresentable: 'any',
        override: formatInWords,
      });
      return [
        `${entry.kind}.schema.json`,
        `${JSON.stringify({ ...jsonSchema, title: `content/${contentKindPattern(entry)}` }, null, 2)}\n`,
      ];
    }),
  );
}

/**
 * The YAML language server shows a failed `pattern` as the regular expression itself; `errorMessage` (and VS
 * Code's `patternErrorMessage`) replace it with the same words and example `site validate` prints.
 */
function formatInWords({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodType; jsonSchema: Record<string, unknown> }): void {
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

/** Writes only files whose text changed, so a clean checkout stays clean. Returns the names written. */
export async function writeContentJsonSchemas(projectRoot: string, locales: Locales): Promise<string[]> {
  const folder = path.join(projectRoot, jsonSchemaFolder);
  await mkdir(folder, { recursive: true });
  const written: string[] = [];
  for (const [name, text] of contentJsonSchemas(locales)) {
    const target = path.join(folder, name);
    const current = await readFile(target, 'utf8').catch(() => undefined);
    if (current !== text) {
      await writeFile(target, text);
      written.push(name);
    }
  }
  return written;
}
