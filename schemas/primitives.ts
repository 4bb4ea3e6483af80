import { z } from 'zod';
import { assetFileEnding } from './asset-kinds.ts';

export const languages = ['es', 'en', 'pt', 'de'] as const;
export const languageSchema = z.enum(languages).meta({ description: 'A site language: es, en, pt or de.' });
export type Language = z.infer<typeof languageSchema>;

export const regionIds = ['ec', 'pe', 'br'] as const;
export const regionIdSchema = z.enum(regionIds).meta({ description: 'A region: ec (Ecuador), pe (Peru) or br (Brazil).' });
export type RegionId = z.infer<typeof regionIdSchema>;

const nonEmptyText = z.string().trim().min(1);

/** Human text written once per language; Spanish is the reference every other language is checked against. */
export const localizedText = z
  .strictObject({
    es: nonEmptyText.meta({ description: 'Spanish text (the reference language).' }),
    en: nonEmptyText.meta({ description: 'English text.' }),
    pt: nonEmptyText.meta({ description: 'Portuguese text.' }),
    de: nonEmptyText.meta({ description: 'German text.' }),
  })
  .meta({ description: 'Text in all four languages: es, en, pt and de.' });
export type LocalizedText = z.infer<typeof localizedText>;

/** Any entity can be unfinished: `site dev` shows it with a badge, `site build` leaves it out of the site. */
export const draft = z
  .boolean()
  .optional()
  .meta({ description: 'true while this entry is not ready: site dev shows it with a "Draft" badge, site build leaves it out.' });

/**
 * Asset files live in content/assets and are served under /assets, so references are written as the public URL.
 * Camera names (IMG_2041.JPG) are fine: photos are published under content-hashed names, not their own.
 */
export const assetPath = z
  .string()
  .regex(new RegExp(`^/assets/[A-Za-z0-9][A-Za-z0-9/._-]*${assetFileEnding}`, 'i'), 'asset-path')
  .meta({
    description: 'A file in content/assets, written as its public path, e.g. /assets/events/fair-2025.svg or /assets/events/IMG_2041.JPG.',
  });

export const slug = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'slug')
  .meta({ description: 'A short lowercase identifier: letters, digits and hyphens.' });

export const httpsUrl = z.url({ protocol: /^https$/ }).meta({ description: 'A full https:// address.' });

/** Dotted key of a UI string in translations/{lang}.yaml, e.g. nav.home. */
export const translationKey = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9]*(\.[a-zA-Z][a-zA-Z0-9]*)+$/, 'translation-key')
  .meta({ description: 'The dotted key of a UI text in translations/*.yaml, e.g. nav.home.' });

export const phoneNumber = z
  .string()
  .regex(/^\+[0-9]{1,3}( [0-9]{1,4}){2,4}$/, 'phone')
  .meta({ description: 'An international phone number with spaces, e.g. +593 2 245 1000.' });
