import { stat } from 'node:fs/promises';
import path from 'node:path';
import { type FSWatcher, watch } from 'chokidar';
import { isoDate } from '../generator/content/closed-entries.ts';
import { type LoadResult, loadContent, type YamlSourceCache } from '../generator/content/load-content.ts';
import type { Problem } from '../generator/content/problem.ts';
import { contentFileExtension } from '../schemas/asset-kinds.ts';
import { formatReport, problemLine, summaryLine } from './problem-formats.ts';

interface ContentWatcher {
  /** Resolves once every file present at the start is watched: a save after this is never missed. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Calls `onChange` with the files (relative to contentDir) that changed, once a burst of saves has settled.
 * chokidar follows files by path, not by inode: a save that writes a temporary file and renames it over the old
 * one (sed -i, JetBrains safe write, gedit, vim's backup mode) or deletes and re-creates it is still the same
 * file, and new folders are watched as they appear.
 */
export function watchContent(contentDir: string, onChange: (changed: string[]) => void, debounceMs = 60): ContentWatcher {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const root = path.resolve(contentDir);
  const watcher = watch(root, {
    ignoreInitial: true,
    ignored: (file) => isEditorLitter(path.basename(file)),
    // Editors that replace a file in several steps (rename away, write, rename back) report one change.
    atomic: true,
  });
  const record = (file: string) => {
    pending.add(path.relative(root, file).split(path.sep).join('/'));
    clearTimeout(timer);
    timer = setTimeout(() => {
      const changed = [...pending].filter(Boolean).sort();
      pending = new Set();
      onChange(changed);
    }, debounceMs);
  };
  for (const event of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const) watcher.on(event, record);
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  const folders = followReplacedFolders(watcher, record);
  return {
    ready: ready.then(folders.start),
    async close() {
      clearTimeout(timer);
      folders.stop();
      await watcher.close();
    },
  };
}

/**
 * chokidar loses a folder that is removed and created again at once (a script, `git checkout`, a sync tool):
 * it takes the new folder for the old one, reports the old files as removed and never sees a file in the new
 * folder. Each watched folder's inode is remembered; after a removal inside a folder whose inode changed, the
 * folder is watched again and reported as changed, so everything in it is read as it is now.
 */
function followReplacedFolders(watcher: FSWatcher, replaced: (folder: string) => void) {
  const inodes = new Map<string, number>();
  const inodeOf = (folder: string) =>
    stat(folder).then(
      (stats) => (stats.isDirectory() ? stats.ino : undefined),
      () => undefined,
    );
  const remember = async (folder: string) => {
    const inode = await inodeOf(folder);
    if (inode !== undefined) inodes.set(folder, inode);
  };
  const suspects = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const check = async () => {
    const folders = [...suspects];
    suspects.clear();
    for (const folder of folders) {
      const [known, now] = [inodes.get(folder), await inodeOf(folder)];
      if (known === undefined || now === undefined || known === now) continue;
      inodes.set(folder, now);
      watcher.unwatch(folder);
      watcher.add(folder);
      replaced(folder);
    }
  };
  const removed = (file: string) => {
    suspects.add(path.dirname(file));
    suspects.add(file);
    clearTimeout(timer);
    // After the burst of removals, by which time a script has created the folder again.
    timer = setTimeout(() => void check(), 150);
  };
  return {
    start: async () => {
      await Promise.all(Object.keys(watcher.getWatched()).map(remember));
      watcher.on('addDir', (folder) => void remember(folder));
      watcher.on('unlink', removed);
      watcher.on('unlinkDir', removed);
    },
    stop: () => clearTimeout(timer),
  };
}

/** Swap and backup files of editors (vim, emacs, JetBrains, sed): saving through them is one change, not three. */
function isEditorLitter(base: string): boolean {
  return /\.(swp|swx|tmp)$|~$|^\.#|^4913$|___jb_(tmp|old)___$|^sed[A-Za-z0-9]{6}$/.test(base);
}

/**
 * Problems that appeared and disappeared between two runs. A problem is the same problem when it is in the
 * same file with the same code and message, even if lines above it moved it down.
 */
export function diffProblems(before: readonly Problem[], after: readonly Problem[]): { added: Problem[]; fixed: Problem[] } {
  const identity = (problem: Problem) => `${problem.file}\u0000${problem.code}\u0000${problem.message}`;
  const unmatched = (from: readonly Problem[], against: readonly Problem[]) => {
    const available = new Map<string, number>();
    for (const problem of against) available.set(identity(problem), (available.get(identity(problem)) ?? 0) + 1);
    return from.filter((problem) => {
      const left = available.get(identity(problem)) ?? 0;
      if (left === 0) return true;
      available.set(identity(problem), left - 1);
      return false;
    });
  };
  return { added: unmatched(after, before), fixed: unmatched(before, after) };
}

interface WatchOptions {
  contentDir: string;
  write?: (text: string) => void;
  /** Stops watching; the command then resolves with 0. */
  signal?: AbortSignal;
  debounceMs?: number;
}

/** `site validate --watch`: a full report once, then on every save only what changed, and one summary line. */
export async function watchValidateCommand({
  contentDir,
  write = (text) => process.stdout.write(text),
  signal,
  debounceMs,
}: WatchOptions): Promise<number> {
  const sourceCache: YamlSourceCache = new Map();
  let previous: LoadResult = await loadContent(contentDir, { sourceCache, today: isoDate() });
  write(`${formatReport('human', previous.problems, previous.stats)}\n`);

  let running: Promise<void> = Promise.resolve();
  const revalidate = (changed: string[]) => {
    running = running.then(async () => {
      const current = await loadContent(contentDir, { sourceCache, today: isoDate() });
      const { added, fixed } = diffProblems(previous.problems, current.problems);
      const time = new Date().toTimeString().slice(0, 8);
      // Temporary files of atomic saves (sed -i, some editors) are not worth naming.
      const named = changed.filter((name) => contentFileExtension.test(name));
      const where = named.length > 0 ? named.map((name) => `${path.basename(contentDir)}/${name}`).join(', ') : path.basename(contentDir);
      const out = [`\n${time} changed: ${where}`];
      for (const problem of fixed) out.push(`  ✔ fixed  ${problemLine(problem)}`);
      for (const problem of added) out.push(`  ✖ new    ${problemLine(problem)}`);
      const change = added.length + fixed.length === 0 ? 'no change in problems' : `${added.length} new, ${fixed.length} fixed`;
      out.push(`  ${change}; ${summaryLine(current.problems, current.stats)}`);
      write(`${out.join('\n')}\n`);
      previous = current;
    });
  };
  const watcher = watchContent(contentDir, revalidate, debounceMs);
  await watcher.ready;
  write(`Watching ${contentDir} for changes (Ctrl+C stops).\n`);

  await new Promise<void>((resolve) => {
    const stop = () => {
      void watcher.close().then(resolve);
    };
    if (signal?.aborted) stop();
    signal?.addEventListener('abort', stop, { once: true });
    if (!signal) {
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    }
  });
  await running;
  return 0;
}
