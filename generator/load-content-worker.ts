import { parentPort, Worker, workerData } from 'node:worker_threads';
import { type LoadResult, loadContent } from './load-content.ts';

/**
 * `site build` validates the content on a thread of its own while the main thread loads Vite and Vike: the two
 * share nothing, and on two cores the validation costs no wall time. The result is plain data, copied back whole.
 */
export function loadContentInWorker(contentDir: string): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // None of the parent's flags: a build started with `node --input-type=module -e` would pass on a flag a
    // worker refuses.
    const worker = new Worker(new URL(import.meta.url), { workerData: { contentDir }, execArgv: [] });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`content validation stopped (exit code ${code})`)));
  });
}

if (parentPort && (workerData as { contentDir?: unknown } | null)?.contentDir) {
  parentPort.postMessage(await loadContent((workerData as { contentDir: string }).contentDir));
}
