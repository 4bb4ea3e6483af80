import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { assetsFolder } from '../../schemas/asset-kinds.ts';
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

/**
 * Files in content/ that no kind reads (a .json or .YAML beside the .yaml files, a file moved into a folder of
 * its own or into a misspelt folder, one left at the top): an entry there would vanish from the site without a
 * word. Hidden files (.gitkeep, .DS_Store) and content/assets are not content.
 */
export async function unreadFiles(contentDir: string, discovered: readonly { relativePath: string }[]): Promise<string[]> {
  const read = new Set(discovered.map((file) => file.relativePath));
  const top = (await readdir(contentDir, { withFileTypes: true }).catch(() => [])).filter(
    (entry) => !entry.name.startsWith('.') && entry.name !== assetsFolder,
  );
  // content/assets is not walked: its pictures and documents are many, and none of them is content to read.
  const below = await Promise.all(
    top
      .filter((entry) => entry.isDirectory())
      .map((entry) => readdir(path.join(contentDir, entry.name), { recursive: true, withFileTypes: true })),
  );
  return [...top, ...below.flat()]
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(contentDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((relative) => !relative.split('/').some((part) => part.startsWith('.')) && !read.has(relative))
    .sort();
}

/** Entries written twice, as name.yaml and name.yml in one folder: YAML would read both, the site show one. */
export function entriesWrittenTwice(discovered: readonly { kind: string; name: string; relativePath: string }[]): string[][] {
  const byEntry = new Map<string, string[]>();
  for (const { kind, name, relativePath } of discovered) {
    const entry = `${kind}/${name}`;
    byEntry.set(entry, [...(byEntry.get(entry) ?? []), relativePath]);
  }
  return [...byEntry.values()].filter((files) => files.length > 1);
}
