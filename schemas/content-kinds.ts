import type { z } from 'zod';
import { brandsFile } from './brands.ts';
import { caseFile } from './case.ts';
import { eventFile } from './event.ts';
import { locationsFile } from './location.ts';
import { privacyPolicy } from './privacy.ts';
import { serviceFile } from './service.ts';
import { siteFile } from './site.ts';
import { uiStrings } from './translations.ts';

/** Which schema checks which files of content/; the generator, the JSON Schemas and the editor settings all read this list. */
export const contentKinds = [
  { kind: 'site', folder: '', single: 'site.yaml', schema: siteFile },
  { kind: 'brands', folder: '', single: 'brands.yaml', schema: brandsFile },
  { kind: 'translations', folder: 'translations', schema: uiStrings },
  { kind: 'service', folder: 'services', schema: serviceFile },
  { kind: 'cases', folder: 'cases', schema: caseFile },
  { kind: 'event', folder: 'events', schema: eventFile },
  { kind: 'locations', folder: 'locations', schema: locationsFile },
  { kind: 'privacy', folder: 'privacy', schema: privacyPolicy },
] as const satisfies readonly { kind: string; folder: string; single?: string; schema: z.ZodType }[];

export type ContentKind = (typeof contentKinds)[number]['kind'];

export const contentKindPattern = (entry: (typeof contentKinds)[number]): string =>
  'single' in entry ? entry.single : `${entry.folder}/*.yaml`;
