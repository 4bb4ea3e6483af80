import path from 'node:path';
import { writesSettleMs } from './watch.ts';

const projectRoot = path.resolve(import.meta.dirname, '..');
/** The folders whose modules decide what content is valid: a change to them (a new kind of content) validates again. */
const contentCodeFolders = ['schemas', 'generator'];

/** What is needed of Vite's development server: its file watcher, and its modules to load afresh. */
interface CodeWatch {
  watcher: { on(event: 'add' | 'change', listener: (file: string) => void): unknown };
  /** Vite's own answer to a changed file: its modules, and those that import them, are transformed again at the next load. */
  reload(file: string): void;
}

/**
 * A saved schema or generator module validates the content again, as a saved content file does, once the file
 * has settled. chokidar (Vite's watcher) reports a change and then drops the file's further changes for 50 ms:
 * an editor that truncates and then writes can be reported half-written, and Vite keeps the error of that
 * half until the next save. So each changed module is loaded afresh `writesSettleMs` after its last report,
 * and only then is the content validated with it. Returns what stops the waits under way.
 */
export function refreshOnCodeChange(
  { watcher, reload }: CodeWatch,
  enqueue: (changed: string[]) => void,
  { root = projectRoot, folders = contentCodeFolders }: { root?: string; folders?: readonly string[] } = {},
): { stop(): void } {
  const codeFolders = folders.map((folder) => path.join(root, folder) + path.sep);
  const settling = new Map<string, NodeJS.Timeout>();
  const onChange = (file: string) => {
    if (!codeFolders.some((folder) => file.startsWith(folder)) || file.endsWith('.test.ts')) return;
    clearTimeout(settling.get(file));
    settling.set(
      file,
      setTimeout(() => {
        settling.delete(file);
        reload(file);
        enqueue([path.relative(root, file).split(path.sep).join('/')]);
      }, writesSettleMs),
    );
  };
  watcher.on('change', onChange);
  watcher.on('add', onChange);
  return {
    stop() {
      for (const timer of settling.values()) clearTimeout(timer);
      settling.clear();
    },
  };
}
