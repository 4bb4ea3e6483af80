import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { type FSWatcher, watch } from 'chokidar';
import { isoDate } from '../generator/content/closed-entries.ts';
import { type LoadResult, loadContent, type YamlSourceCache } from '../generator/content/load-content.ts';
import type { Problem } from '../generator/content/problem.ts';
import { imageCacheDir } from '../generator/media/image-cache.ts';
import { contentFileExtension } from '../schemas/asset-kinds.ts';
import { formatReport, problemLine, summaryLine } from './problem-formats.ts';

interface ContentWatcher {
  /** Resolves once every file present at the start is watched: a save after this is never missed. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * How long a file stays unchanged before it is read. chokidar reports a file's change and then drops its further
 * changes for 50 ms: a save made of several writes (truncate, then write) may be reported at its first, and the
 * rest is never reported. Read later than that, the file is whole.
 */
export const writesSettleMs = 60;

/**
 * Calls `onChange` with the files (relative to contentDir) that changed, once a burst of saves has settled.
 * chokidar follows files by path, not by inode: a save that writes a temporary file and renames it over the old
 * one (sed -i, JetBrains safe write, gedit, vim's backup mode) or deletes and re-creates it is still the same
 * file, and new folders are watched as they appear.
 */
export function watchContent(contentDir: string, onChange: (changed: string[]) => void, debounceMs = writesSettleMs): ContentWatcher {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  // A look at a replaced folder that was under way when the watcher closed still ends: it must not report.
  let closed = false;
  const root = path.resolve(contentDir);
  const watcher = watch(root, {
    ignoreInitial: true,
    ignored: (file) => isEditorLitter(path.basename(file)),
    // Editors that replace a file in several steps (rename away, write, rename back) report one change.
    atomic: true,
  });
  const record = (file: string) => {
    if (closed) return;
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
      closed = true;
      clearTimeout(timer);
      folders.stop();
      await watcher.close();
    },
  };
}

/**
 * chokidar loses a folder that is removed and created again at once (a script, `git checkout`, a sync tool):
 * it takes the new folder for the old one, reports the old files as removed and never sees a file in the new
 * folder, sometimes without reporting any removal. Each watched folder's inode is remembered; after a removal or
 * a rename in or of a folder whose inode changed, the folder is watched again and reported as changed, so
 * everything in it is read as it is now. Files written while
 * chokidar scans the new folder count as already there and are never reported, and on a busy machine a script may
 * create the folder only after the first look: so the folder is looked at again until what it holds stops changing.
 */
export function followReplacedFolders(
  watcher: Pick<FSWatcher, 'getWatched' | 'on' | 'unwatch' | 'add'>,
  replaced: (folder: string) => void,
) {
  const inodes = new Map<string, number>();
  const remember = async (folder: string) => {
    const inode = await inodeOf(folder);
    if (inode !== undefined) inodes.set(folder, inode);
  };
  const suspects = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  // Looks under way when stop() is called end on their own; they neither report nor schedule another.
  let stopped = false;
  const report = (folder: string) => {
    if (!stopped) replaced(folder);
  };
  const later = (ms: number, run: () => Promise<void>) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run();
    }, ms);
    timers.add(timer);
  };
  let checkTimer: NodeJS.Timeout | undefined;
  /**
   * Looks at a replaced folder again every `settleMs`, reporting it each time it changed, for at least `minLooks`
   * looks (longer than chokidar takes to scan a folder on a busy machine) and then until two looks agree.
   */
  const settle = (folder: string, seen: string, looks: number) =>
    later(settleMs, async () => {
      const now = await folderState(folder);
      if (now !== seen) report(folder);
      if ((now !== seen || looks < minLooks) && looks < maxLooks) settle(folder, now, looks + 1);
    });
  const check = async (folder: string, looksLeft: number) => {
    const [known, now] = [inodes.get(folder), await inodeOf(folder)];
    if (stopped || known === undefined || known === now) return;
    // Gone for now: a script may still be about to create it again.
    if (now === undefined) {
      if (looksLeft > 1) later(settleMs, () => check(folder, looksLeft - 1));
      return;
    }
    inodes.set(folder, now);
    const seen = await folderState(folder);
    if (stopped) return;
    watcher.unwatch(folder);
    watcher.add(folder);
    report(folder);
    settle(folder, seen, 1);
  };
  const suspect = (file: string) => {
    suspects.add(path.dirname(file));
    suspects.add(file);
    clearTimeout(checkTimer);
    // After the burst of removals, by which time a script has usually created the folder again.
    checkTimer = setTimeout(() => {
      const folders = [...suspects];
      suspects.clear();
      for (const folder of folders) void check(folder, maxLooks);
    }, 150);
  };
  return {
    start: async () => {
      await Promise.all(Object.keys(watcher.getWatched()).map(remember));
      // A folder chokidar reports as added under a name it watched before is a replaced one, unless its inode says not.
      watcher.on('addDir', (folder) => (inodes.has(folder) ? suspect(folder) : void remember(folder)));
      watcher.on('unlink', suspect);
      watcher.on('unlinkDir', suspect);
      // When the folder is created again before chokidar looks, it reports no removal at all: only the system's
      // own notice that a name in the parent folder was renamed or removed tells.
      watcher.on('raw', (event, name, details) => {
        const watched = details && typeof details === 'object' && 'watchedPath' in details ? details.watchedPath : undefined;
        if (event === 'rename' && name && typeof watched === 'string') suspect(path.resolve(watched, name));
      });
    },
    stop: () => {
      stopped = true;
      clearTimeout(checkTimer);
      for (const timer of timers) clearTimeout(timer);
    },
  };
}

const settleMs = 250;
const minLooks = 4;
/** At most this many looks (about five seconds): a folder still changing after that is being written on purpose, and watched. */
const maxLooks = 20;

const inodeOf = (folder: string) =>
  stat(folder).then(
    (stats) => (stats.isDirectory() ? stats.ino : undefined),
    () => undefined,
  );

/** What a folder holds, all the way down, as one comparable string: names, sizes and modification times. */
async function folderState(folder: string): Promise<string> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  const lines = await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const stats = await stat(file).catch(() => undefined);
      return `${file}\u0000${stats?.size}\u0000${stats?.mtimeMs}`;
    }),
  );
  return lines.sort().join('\n');
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
  /** Where verdicts on unchanged documents are kept between runs; SITE_IMAGE_CACHE_DIR or node_modules/.cache by default. */
  cacheDir?: string;
  /** What checks the content each round: loadContent, unless a test hands in one that fails. */
  load?: typeof loadContent;
  /** `--today`: every round checks expiry dates as of that day; by default as of the day the round runs. */
  today?: string;
}

/** The time of day a watch line begins with, as 14:03:27. */
export const clockTime = () => new Date().toTimeString().slice(0, 8);

/** `site validate --watch`: a full report once, then on every save only what changed, and one summary line. */
export async function watchValidateCommand({
  contentDir,
  write = (text) => process.stdout.write(text),
  signal,
  debounceMs,
  cacheDir = imageCacheDir(),
  load = loadContent,
  today,
}: WatchOptions): Promise<number> {
  const sourceCache: YamlSourceCache = new Map();
  // A watch left running overnight checks the next day's dates, unless a day was named.
  const checkedOn = () => today ?? isoDate();
  let previous: LoadResult = await load(contentDir, { sourceCache, today: checkedOn(), cacheDir });
  write(`${formatReport('human', previous.problems, previous.stats)}\n`);

  const reportChange = async (changed: string[]) => {
    const current = await load(contentDir, { sourceCache, today: checkedOn(), cacheDir });
    const { added, fixed } = diffProblems(previous.problems, current.problems);
    // Temporary files of atomic saves (sed -i, some editors) are not worth naming.
    const named = changed.filter((name) => contentFileExtension.test(name));
    const where = named.length > 0 ? named.map((name) => `${path.basename(contentDir)}/${name}`).join(', ') : path.basename(contentDir);
    const out = [`\n${clockTime()} changed: ${where}`];
    for (const problem of fixed) out.push(`  ✔ fixed  ${problemLine(problem)}`);
    for (const problem of added) out.push(`  ✖ new    ${problemLine(problem)}`);
    const change = added.length + fixed.length === 0 ? 'no change in problems' : `${added.length} new, ${fixed.length} fixed`;
    out.push(`  ${change}; ${summaryLine(current.problems, current.stats)}`);
    write(`${out.join('\n')}\n`);
    previous = current;
  };
  let running: Promise<void> = Promise.resolve();
  const revalidate = (changed: string[]) => {
    // A check that cannot end (a file removed or replaced while it is read) ends only its own round, said as such:
    // the watch goes on, and the next save checks again.
    running = running
      .then(() => reportChange(changed))
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        write(`\n${clockTime()} could not check the content: ${reason}\n  Still watching: the next save checks it again.\n`);
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
