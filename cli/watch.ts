import path from 'node:path';
import { watch } from 'chokidar';
import { type LoadResult, loadContent, type YamlSourceCache } from '../generator/load-content.ts';
import type { Problem } from '../generator/problem.ts';
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
  return {
    ready,
    async close() {
      clearTimeout(timer);
      await watcher.close();
    },
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
  let previous: LoadResult = await loadContent(contentDir, { sourceCache });
  write(`${formatReport('human', previous.problems, previous.stats)}\n`);

  let running: Promise<void> = Promise.resolve();
  const revalidate = (changed: string[]) => {
    running = running.then(async () => {
      const current = await loadContent(contentDir, { sourceCache });
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
