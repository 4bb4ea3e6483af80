import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { yamlValues } from '../../generator/content/yaml-source.ts';
import { writeAtomically } from '../../generator/outputs/write-atomically.ts';
import { editableValues, editedYaml } from './yaml-edit.ts';

/**
 * The lists of site.yaml through which a region shows the entries of a kind (`jobs: [field-engineer-quito]`), as the
 * editor's Delete and `site new` change them: only those lists, the rest of the file as it was.
 */

const siteFile = (contentDir: string) => path.join(contentDir, 'site.yaml');

type Region = Record<string, unknown>;
const isRegion = (value: unknown): value is Region => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (region: Region, kind: string): unknown[] => (Array.isArray(region[kind]) ? region[kind] : []);

/** The regions whose list of `kind` names `slug`; none when site.yaml cannot be read (its problems say why). */
export async function regionsListing(contentDir: string, kind: string, slug: string): Promise<string[]> {
  const regions = (yamlValues(await readFile(siteFile(contentDir), 'utf8')) as { regions?: unknown } | undefined)?.regions;
  if (!Array.isArray(regions)) return [];
  return regions.filter(isRegion).flatMap((region) => (listOf(region, kind).includes(slug) ? [String(region.id)] : []));
}

/**
 * Gives each region's list of `kind` the list `change` returns for it (undefined: unchanged), writes site.yaml when
 * one changed, and returns the ids of the regions whose list changed. A site.yaml YAML cannot read is refused
 * (EditRefused) before anything is written.
 */
export async function changeRegionLists(
  contentDir: string,
  kind: string,
  change: (list: unknown[], regionId: string) => unknown[] | undefined,
): Promise<string[]> {
  const text = await readFile(siteFile(contentDir), 'utf8');
  const data = editableValues(text) as { regions?: unknown };
  const changed: string[] = [];
  const regions = (Array.isArray(data.regions) ? data.regions : []).map((region: unknown) => {
    if (!isRegion(region)) return region;
    const next = change(listOf(region, kind), String(region.id));
    if (next === undefined) return region;
    changed.push(String(region.id));
    return { ...region, [kind]: next };
  });
  if (changed.length > 0) await writeAtomically(siteFile(contentDir), editedYaml(text, { ...data, regions }));
  return changed;
}
