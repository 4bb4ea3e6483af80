import path from 'node:path';
import { watch } from 'chokidar';
import { writesSettleMs } from './watch.ts';

const projectRoot = path.resolve(import.meta.dirname, '..');
/** The folders whose modules decide what content is valid: a change to them (a new kind of content) validates again. */
const contentCodeFolders = ['schemas', 'generator'];

/**
 * A module the content is validated with. Not a test, and not the editor schemas of schemas/json, which each
 * validation writes again: read as a change of the code, they would validate once more after every one.
 */
const isContentModule = (file: string) => file.endsWith('.ts') && !file.endsWith('.test.ts');

/**
 * A saved schema or generator module validates the content again, as a saved content file does, once the file
 * has settled. The folders have a watcher of their own, not Vite's: Vite closes its watcher whenever its server
 * restarts (a change of Vike's configuration) and the new server brings another, so a listener on Vite's heard no
 * save of a schema after the first restart. chokidar reports a change and then drops
 * the file's further changes for 50 ms: an editor that truncates and then writes can be reported half-written,
 * and Vite keeps the error of that half until the next save. So each changed module is loaded afresh (`reload`)
 * `writesSettleMs` after its last report, and only then is the content validated with it.
 */
export function refreshOnCodeChange(
  reload: (file: string) => void,
  enqueue: (changed: string[]) => void,
  { root = projectRoot, folders = contentCodeFolders }: { root?: string; folders?: readonly string[] } = {},
): { ready: Promise<void>; close(): Promise<void> } {
  const watcher = watch(
    folders.map((folder) => path.join(root, folder)),
    { ignoreInitial: true },
  );
  const settling = new Map<string, NodeJS.Timeout>();
  const onChange = (file: string) => {
    if (!isContentModule(file)) return;
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
    ready: new Promise((resolve) => watcher.once('ready', () => resolve())),
    async close() {
      for (const timer of settling.values()) clearTimeout(timer);
      settling.clear();
      await watcher.close();
    },
  };
}
