import type { Language, RegionId } from '../../schemas/locales.ts';
import type { SiteContent } from '../../schemas/site-content.ts';

/**
 * The content schemas are built from site.yaml's languages and regions and require an entry for each one
 * (a translations file per language, offices, privacy policy and brand set per region), so their types are
 * records of strings; these read an entry, and a missing one means content that was never validated.
 */
function entry<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The validated content has no ${what}.`);
  return value;
}

export const stringsIn = (content: SiteContent, language: Language) =>
  entry(content.translations[language], `translations/${language}.yaml`);

export const officesOf = (content: SiteContent, region: RegionId) => entry(content.locations[region], `locations/${region}.yaml`).offices;

export const privacyOf = (content: SiteContent, region: RegionId) => entry(content.privacy[region], `privacy/${region}.yaml`);

export const brandSetOf = (content: SiteContent, region: RegionId) => entry(content.brands.sets[region], `brand set for ${region}`);

/** An entry of a kind keyed by file name (schemas/collection.ts), as any kind's: `services/oil` is `entryOf(content, 'services', 'oil')`. */
export function entryOf(content: SiteContent, kind: string, slug: string): Record<string, unknown> | undefined {
  const entries = (content as unknown as Record<string, unknown>)[kind];
  const entry = entries && typeof entries === 'object' ? (entries as Record<string, unknown>)[slug] : undefined;
  return entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : undefined;
}
