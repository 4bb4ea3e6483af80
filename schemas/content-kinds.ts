import type { z } from 'zod';
import { type Collection, collectionPattern } from './collection.ts';
import { collections } from './collections.ts';
import type { LocaleSchemas } from './primitives.ts';
import { siteSchemas } from './site.ts';
import { uiStrings } from './translations.ts';

/** The two files every other kind is checked against: site.yaml (languages, regions) and the UI texts of each language. */
const coreKinds = [
  { name: 'site', file: 'site.yaml', schema: (locale: LocaleSchemas) => siteSchemas(locale).siteFile },
  { name: 'translations', schema: (_locale: LocaleSchemas) => uiStrings },
] as const;

/** Which schema checks which files of content/; the loader, the JSON Schemas and the editor settings all read this list. */
export const contentKinds: readonly Pick<Collection, 'name' | 'file' | 'schema'>[] = [...coreKinds, ...collections];

export type ContentKind = (typeof coreKinds)[number]['name'] | (typeof collections)[number]['name'];

export const contentKindPattern = collectionPattern;

/** Each kind's schema, built from the languages and regions site.yaml declares. */
export function kindSchemas(locale: LocaleSchemas): Map<ContentKind, z.ZodType> {
  return new Map(contentKinds.map((kind) => [kind.name as ContentKind, kind.schema(locale)]));
}
