import { readdir, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * V8's compile cache (generator/outputs/cache-folders.ts) keeps a file per module path and never removes one. The
 * browser tests run `site` in copies of the project at new temporary paths, whose modules are cached once and never
 * asked for again: about 1,800 files (15 MB) a run, 270 MB after a day's work, with no end. This removes the files
 * no process has read for `unreadDays` days, and the folders (one per Node version and V8 flags) left empty.
 *
 * The file system's access time says when a file was last read. Under Linux's default `relatime` it moves at most
 * once a day, so a module read every day keeps its file; on a `noatime` mount a file in use is removed too, and the
 * next process compiles that module once more.
 */
export async function pruneCompileCache(
  folder: string,
  { unreadDays = 2, now = Date.now() } = {},
): Promise<{ removed: number; kept: number }> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const oldest = now - unreadDays * dayMs;
  let removed = 0;
  let kept = 0;
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        // A file another process removed or replaced meanwhile is no longer this run's concern.
        const { atimeMs } = await stat(file).catch(() => ({ atimeMs: now }));
        if (atimeMs >= oldest) {
          kept += 1;
          return;
        }
        await rm(file, { force: true });
        removed += 1;
      }),
  );
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => path.join(entry.parentPath, entry.name));
  // A folder still holding files (or being written into by a process starting now) is left as it is.
  await Promise.all(folders.map((each) => rmdir(each).catch(() => undefined)));
  return { removed, kept };
}
