import type { z } from 'zod';
import { brandsSchemas } from './brands.ts';
import { caseSchemas } from './case.ts';
import { eventSchemas } from './event.ts';
import type { Locales } from './locales.ts';
import { locationSchemas } from './location.ts';
import { localeSchemas } from './primitives.ts';
import { privacySchemas } from './privacy.ts';
import { serviceSchemas } from './service.ts';
import { siteSchemas } from './site.ts';
import { uiStrings } from './translations.ts';

/** Every content schema, built from the languages and regions site.yaml declares. */
export function contentSchemas(locales: Locales) {
  const locale = localeSchemas(locales);
  return {
    ...locale,
    ...siteSchemas(locale),
    ...brandsSchemas(locale),
    ...serviceSchemas(locale),
    ...caseSchemas(locale),
    ...eventSchemas(locale),
    ...locationSchemas(locale),
    ...privacySchemas(locale),
    uiStrings,
  };
}
export type ContentSchemas = ReturnType<typeof contentSchemas>;

/** Which schema checks which files of content/; the generator, the JSON Schemas and the editor settings all read this list. */
export const contentKinds = [
  { kind: 'site', folder: '', single: 'site.yaml', schema: (schemas: ContentSchemas) => schemas.siteFile },
  { kind: 'brands', folder: '', single: 'brands.yaml', schema: (schemas: ContentSchemas) => schemas.brandsFile },
  { kind: 'translations', folder: 'translations', schema: (schemas: ContentSchemas) => schemas.uiStrings },
  { kind: 'service', folder: 'services', schema: (schemas: ContentSchemas) => schemas.serviceFile },
  { kind: 'cases', folder: 'cases', schema: (schemas: ContentSchemas) => schemas.caseFile },
  { kind: 'event', folder: 'events', schema: (schemas: ContentSchemas) => schemas.eventFile },
  { kind: 'locations', folder: 'locations', schema: (schemas: ContentSchemas) => schemas.locationsFile },
  { kind: 'privacy', folder: 'privacy', schema: (schemas: ContentSchemas) => schemas.privacyPolicy },
] as const satisfies readonly { kind: string; folder: string; single?: string; schema: (schemas: ContentSchemas) => z.ZodType }[];

export type ContentKind = (typeof contentKinds)[number]['kind'];

export const contentKindPattern = (entry: (typeof contentKinds)[number]): string =>
  'single' in entry ? entry.single : `${entry.folder}/*.yaml`;
