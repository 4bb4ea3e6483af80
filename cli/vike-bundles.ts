import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inputsKey, readInputsRecord, writeAtomically } from './code-cache.ts';

/**
 * Vike's client and server bundles depend on code and on the characters the brand font is cut to; the pages'
 * content, their routes included, reaches them only when they render. A build that changed content alone
 * prerenders with the bundles of the build before it instead of bundling again.
 *
 * Vike builds into one folder per output, `dist.vike` beside `dist`, which outlives the build: its server bundle
 * records the folder it was built in and Vike records, in node_modules, where that bundle's entry is, so it can be
 * prerendered with again only where it was made.
 */

const projectRoot = path.resolve(import.meta.dirname, '..');

export const vikeFolderOf = (target: string) => `${target}.vike`;

const recordFile = (vikeDir: string) => path.join(vikeDir, 'inputs.json');
/** The browser's files of the last bundle, kept aside: each build's pages move on into its release. */
const keptAppFiles = (vikeDir: string) => path.join(vikeDir, 'app');
const appFiles = (clientDir: string) => path.join(clientDir, '_app');

/**
 * Files the bundles depend on that Rolldown does not list as modules: Vike finds its `+` files by name and runs
 * `+config` files before bundling, the brand font reads every component, and the configuration and the lockfile
 * decide what the plugins do.
 */
async function sourceFiles(): Promise<string[]> {
  const renderer = path.join(projectRoot, 'renderer');
  const entries = await readdir(renderer, { recursive: true, withFileTypes: true });
  return [
    ...entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)),
    ...['vite.config.ts', 'package-lock.json', path.join('cli', 'build.ts')].map((file) => path.join(projectRoot, file)),
    import.meta.filename,
  ];
}

const allInputs = async (modules: Iterable<string>) => [...new Set([...modules, ...(await sourceFiles())])].sort();

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Vike keeps the state of one build or prerender per process: the kept bundles serve a fresh process only. */
let vikeRanInThisProcess = false;

/**
 * Whether Vike's prerender will load `serverEntry`. Vike finds the server bundle through a file its build wrote
 * into node_modules, naming the entry of the last build of any project: it loads that entry if it lies inside the
 * working directory, and otherwise looks in the output folder. An entry of another build in this directory
 * (a test's fixture build, another output folder) would be loaded instead of ours.
 */
async function vikeFindsEntry(serverEntry: string): Promise<boolean> {
  // Written by a dependency of Vike, beside its runtime: found as Vike finds it.
  const fromVike = createRequire(fileURLToPath(import.meta.resolve('vike')));
  const runtime = fromVike.resolve('@brillout/vite-plugin-server-entry/runtime');
  const text = await readFile(path.join(path.dirname(runtime), 'autoImporter.js'), 'utf8').catch(() => '');
  const recorded = /serverEntryFilePathAbsolute: ("[^"\n]*")/.exec(text)?.[1];
  if (recorded === undefined) return false;
  const entry = JSON.parse(recorded) as string;
  return entry === serverEntry || !entry.startsWith(process.cwd() + path.sep);
}

/** Whether `vikeDir` holds the bundles of these inputs and `facts`, ready to prerender with. */
export async function canPrerenderWithKeptBundles(vikeDir: string, facts: string): Promise<boolean> {
  if (vikeRanInThisProcess) return false;
  const record = await readInputsRecord(recordFile(vikeDir));
  // A file added to renderer/ since (a new page) is among the source files, so it changes the key.
  if (!record || record.key !== (await inputsKey(await allInputs(record.inputs), facts))) return false;
  const serverEntry = path.join(path.resolve(vikeDir), 'server', 'entry.mjs');
  return (await exists(serverEntry)) && (await exists(keptAppFiles(vikeDir))) && (await vikeFindsEntry(serverEntry));
}

/** Runs Vike (a build, or a prerender with the kept bundles) with nothing left of a previous run's pages. */
export async function runVike<T>(vikeDir: string, mode: 'build' | 'prerender', run: () => Promise<T>): Promise<T> {
  vikeRanInThisProcess = true;
  // A build replaces everything; a prerender the pages only. The record goes first: a build cut short leaves
  // no bundles that look whole.
  if (mode === 'build') await rm(vikeDir, { recursive: true, force: true });
  else await rm(path.join(vikeDir, 'client'), { recursive: true, force: true });
  return run();
}

/** After a build: keeps the record of what the bundles were made from (`modules`: Rolldown's module files). */
export async function keepBundles(vikeDir: string, modules: Iterable<string>, facts: string): Promise<void> {
  await cp(appFiles(path.join(vikeDir, 'client')), keptAppFiles(vikeDir), { recursive: true });
  const inputs = await allInputs(modules);
  await writeAtomically(recordFile(vikeDir), JSON.stringify({ inputs, key: await inputsKey(inputs, facts) }));
}

/**
 * Moves the rendered pages into the staging folder, with the browser's files when they came from the kept bundle.
 * Vite's manifest of the client bundle stays out: it is the build's record, not a file for visitors.
 */
export async function moveRenderedPages(vikeDir: string, clientDir: string, fromKeptBundles: boolean): Promise<void> {
  await mkdir(path.dirname(clientDir), { recursive: true });
  await rename(path.join(vikeDir, 'client'), clientDir);
  await rm(path.join(clientDir, '.vite'), { recursive: true, force: true });
  if (fromKeptBundles) await cp(keptAppFiles(vikeDir), appFiles(clientDir), { recursive: true });
}
