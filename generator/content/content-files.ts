import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type ContentKind, contentKinds } from '../../schemas/content-kinds.ts';

const yamlEnding = /\.ya?ml$/;

/** A content file's name without folder and extension: `oil` for content/services/oil.yaml. */
export function yamlStem(file: string): string {
  return path.posix.basename(file.split(path.sep).join('/')).replace(yamlEnding, '');
}

/** The YAML files of a folder of content/, sorted, as paths relative to content/; none when the folder is missing. */
export async function yamlFilesIn(contentDir: string, folder: string): Promise<string[]> {
  const names: string[] = await readdir(path.join(contentDir, folder)).catch(() => []);
  return names
    .filter((name) => yamlEnding.test(name))
    .sort()
    .map((name) => `${folder}/${name}`);
}

/**
 * Every content file the schemas check (schemas/content-kinds.ts), present or expected: the loader, the
 * translation report and `site new` find them here.
 */
export async function contentFiles(contentDir: string): Promise<{ kind: ContentKind; relativePath: string; name: string }[]> {
  const perKind = await Promise.all(
    contentKinds.map(async (entry) =>
      (entry.file ? [entry.file] : await yamlFilesIn(contentDir, entry.name)).map((relativePath) => ({
        kind: entry.name as ContentKind,
        relativePath,
        name: yamlStem(relativePath),
      })),
    ),
  );
  return perKind.flat();
}
