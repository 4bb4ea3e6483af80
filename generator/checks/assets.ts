import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { assetsFolder, assetUrlPrefix, imageExtension, vectorExtension } from '../../schemas/asset-kinds.ts';
import type { AssetSize } from '../../schemas/media.ts';
import { contentStrings } from '../content/content-walk.ts';
import type { Problem } from '../content/problem.ts';
import type { PathSegment, YamlSource } from '../content/yaml-source.ts';
import { readImageSize } from '../media/image-metadata.ts';
import { type MediaReference, mediaProblems } from '../media/media-checks.ts';

/**
 * The path as it is on disk when only its capitals differ (`/assets/events/IMG_2041.JPG` for `.../IMG_2041.jpg`):
 * a name that a Mac's or Windows's disk finds and the server's, which tells capitals apart, does not. Undefined
 * when the folder holds the name as written, or nothing like it.
 */
export async function sameFileInOtherCapitals(contentDir: string, assetUrl: string): Promise<string | undefined> {
  const folder = path.posix.dirname(assetUrl);
  const asked = path.posix.basename(assetUrl);
  const names = await readdir(path.join(contentDir, folder)).catch((): string[] => []);
  if (names.includes(asked)) return undefined;
  const found = names.find((name) => name.toLowerCase() === asked.toLowerCase());
  return found === undefined ? undefined : `${folder}/${found}`;
}

/** Every `/assets/...` string in every file must name a file in content/assets; images also give their size. */
export async function checkAssets(
  sources: readonly YamlSource[],
  contentDir: string,
  cacheDir: string | undefined,
): Promise<{ problems: Problem[]; sizes: Record<string, AssetSize> }> {
  const assetsDir = path.join(contentDir, assetsFolder);
  const references = sources.flatMap((source) => assetReferences(source.data).map((reference) => ({ source, ...reference })));
  const checked = new Map<string, Promise<{ exists: boolean; folder?: boolean; size?: AssetSize | undefined }>>();
  const inspect = (assetUrl: string) => {
    let result = checked.get(assetUrl);
    if (!result) {
      const absolutePath = path.join(assetsDir, assetUrl.slice(assetUrlPrefix.length));
      // A folder by the file's name (an export unpacked where the file was to go) is no file: said, not read.
      result = stat(absolutePath).then(
        async (found) =>
          found.isFile()
            ? { exists: true, size: imageExtension.test(assetUrl) ? await readImageSize(absolutePath) : undefined }
            : { exists: false, folder: found.isDirectory() },
        () => ({ exists: false }),
      );
      checked.set(assetUrl, result);
    }
    return result;
  };

  const problems: Problem[] = [];
  const sizes: Record<string, AssetSize> = {};
  const existing: MediaReference[] = [];
  for (const { source, path: valuePath, value } of references) {
    if (value.split('/').includes('..')) {
      problems.push(source.problemAt(valuePath, 'invalid-value', { id: 'pathWithDots', values: { path: value } }));
      continue;
    }
    const { exists, folder, size } = await inspect(value);
    // Found by a disk that ignores capitals (a Mac's, Windows's), under a name the server would not find.
    const otherCapitals = exists ? await sameFileInOtherCapitals(contentDir, value) : undefined;
    if (otherCapitals) {
      problems.push(
        source.problemAt(valuePath, 'missing-asset', { id: 'noSuchFileOtherCapitals', values: { path: value, found: otherCapitals } }),
      );
    }
    if (exists) existing.push({ source, path: valuePath, value, absolutePath: path.join(assetsDir, value.slice(assetUrlPrefix.length)) });
    if (folder) {
      problems.push(source.problemAt(valuePath, 'missing-asset', { id: 'folderNotFile', values: { path: value } }));
    } else if (!exists) {
      const found = await sameFileInOtherCapitals(contentDir, value);
      problems.push(
        source.problemAt(
          valuePath,
          'missing-asset',
          found ? { id: 'noSuchFileOtherCapitals', values: { path: value, found } } : { id: 'noSuchFile', values: { path: value } },
        ),
      );
    } else if (size) {
      sizes[value] = size;
    } else if (vectorExtension.test(value)) {
      // A photo without a size is not a photo the build can read: the media checks say so, with how to export it.
      problems.push(source.problemAt(valuePath, 'invalid-value', { id: 'svgWithoutSize', values: { path: value } }));
    }
  }
  problems.push(...(await mediaProblems(existing, contentDir, cacheDir)));
  return { problems, sizes };
}

/** Every `/assets/…` text of a content file, with its path. */
export function assetReferences(data: unknown): { path: PathSegment[]; value: string }[] {
  return contentStrings(data).filter(({ value }) => value.startsWith(assetUrlPrefix));
}
