/**
 * `npm run test:browser` (and the last step of `npm test`): the browser tests, several files at a time, each in
 * its own process with its own Chromium, servers on free ports and folders of its own.
 *
 * Files start longest first, by the durations of the last run (kept in node_modules/.cache), so that no long file
 * starts last and runs on alone while the others are done; a file not timed yet starts first, being unknown.
 * Arguments name the files to run instead of all of them.
 */
import { glob, mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { cacheRoot, compileCacheFolder } from '../generator/outputs/cache-folders.ts';
import { chromiumExecutable, missingChromium } from '../tests/support/chromium.ts';
import { pruneCompileCache } from './compile-cache-pruning.ts';

const projectRoot = path.resolve(import.meta.dirname, '..');
const durationsFile = path.join(cacheRoot, 'browser-test-durations.json');

/**
 * Files at a time. Measured on two cores (a file's Chromium and server each wait on the other much of the time):
 * three finished the suite sooner than two or four, and no test failed in repeated runs at three.
 */
const concurrency = Math.max(3, availableParallelism());

async function readDurations(): Promise<Record<string, number>> {
  return readFile(durationsFile, 'utf8').then(
    (text) => JSON.parse(text) as Record<string, number>,
    () => ({}),
  );
}

/**
 * Runs the browser test files (all of them when `files` is empty); resolves with the exit code. None starts
 * without the browser they drive (`chromium`, the one tests/support/chromium.ts picks), which is said instead.
 */
export async function runBrowserTests(files: string[], chromium = chromiumExecutable): Promise<number> {
  const missing = missingChromium(chromium);
  if (missing) {
    process.stderr.write(missing);
    return 1;
  }
  const all = files.length > 0 ? files.map((file) => path.resolve(file)) : [];
  if (all.length === 0) for await (const file of glob('tests/**/*.test.ts', { cwd: projectRoot })) all.push(path.join(projectRoot, file));
  const known = await readDurations();
  const expected = (file: string) => known[path.relative(projectRoot, file)] ?? Number.POSITIVE_INFINITY;
  all.sort((a, b) => expected(b) - expected(a) || a.localeCompare(b));

  // The test files' processes and the copies of the project they run `site` in add to it; what no run reads goes.
  await pruneCompileCache(compileCacheFolder);
  const measured: Record<string, number> = {};
  let code = 0;
  // Each file's process loads Playwright, the server and the test support again: from V8's cache, a quarter of
  // a second of CPU less a file (0.72 s against 0.49 s of user time to import them, medians of 3).
  const env = { ...process.env, NODE_COMPILE_CACHE: compileCacheFolder };
  const stream = run({ files: all, concurrency, cwd: projectRoot, env });
  stream.on('test:fail', () => {
    code = 1;
  });
  // A file's own entry: nesting 0, named by its path, timed from its process's start to its end.
  stream.on('test:complete', (data) => {
    if (data.nesting === 0 && data.file && data.name === data.file)
      measured[path.relative(projectRoot, data.file)] = data.details.duration_ms;
  });
  const report = stream.compose(spec);
  report.on('data', (chunk: string | Buffer) => process.stdout.write(chunk));
  await finished(report);
  await mkdir(path.dirname(durationsFile), { recursive: true });
  await writeFile(durationsFile, `${JSON.stringify({ ...known, ...measured }, null, 2)}\n`);
  return code;
}

if (import.meta.main) process.exitCode = await runBrowserTests(process.argv.slice(2));
