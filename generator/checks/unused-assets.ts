import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { assetsFolder, assetUrlPrefix, codeAssets } from '../../schemas/asset-kinds.ts';
import { type Problem, worded } from '../content/problem.ts';
import { assetReferences } from './assets.ts';

/** The files of content/assets that `data` names (each `/assets/…` text in it), and those the code names. */
export function namedAssets(data: readonly unknown[]): Set<string> {
  const named = new Set<string>(Object.values(codeAssets));
  for (const item of data) for (const { value } of assetReferences(item)) named.add(value);
  return named;
}

/** Every file of content/assets as the content names it (`/assets/events/a.jpg`); hidden files (.DS_Store) left out. */
async function assetFiles(contentDir: string): Promise<string[]> {
  const assetsDir = path.join(contentDir, assetsFolder);
  const entries = await readdir(assetsDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(assetsDir, path.join(entry.parentPath, entry.name)).split(path.sep))
    .filter((segments) => segments.every((segment) => !segment.startsWith('.')))
    .map((segments) => `${assetUrlPrefix}${segments.join('/')}`)
    .sort();
}

/**
 * A file of content/assets that no content file and no code names: an old photo, or one added and never used. The
 * build publishes only what the published content names, so it is not on the site; said so that it is not kept,
 * or forgotten, by mistake.
 */
export async function unusedAssetProblems(contentDir: string, projectRoot: string, named: ReadonlySet<string>): Promise<Problem[]> {
  return (await assetFiles(contentDir))
    .filter((asset) => !named.has(asset))
    .map((asset) => ({
      file: path.relative(projectRoot, path.join(contentDir, asset)).split(path.sep).join('/'),
      line: 1,
      col: 1,
      code: 'unused-asset',
      severity: 'warning',
      ...worded({ id: 'assetNamedByNone', values: { path: asset } }),
    }));
}
