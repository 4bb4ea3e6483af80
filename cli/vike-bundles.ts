import { cp, mkdir, readdir, realpath, rename, rm } from 'node:fs/promises';
import { createRequire, registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { exists } from '../generator/outputs/file-exists.ts';
import { writeAtomically } from '../generator/outputs/write-atomically.ts';
import { inputsKey, readInputsRecord } from './code-cache.ts';

/**
 * Vike's client and server bundles depend on code and on the characters the brand font is cut to; the pages'
 * content, their routes included, reaches them only when they render. A build that changed content alone
 * prerenders with the bundles of the build before it instead of bundling again.
 *
 * Vike builds into one folder per output, `dist.vike` beside `dist`, which outlives the build: its server bundle
 * records the folder it was built in, so it can be prerendered with again only where it was made.
 */

const projectRoot = path.resolve(import.meta.dirname, '..');
const renderer = path.join(projectRoot, 'renderer');

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
  const entries = await readdir(renderer, { recursive: true, withFileTypes: true });
  return [
    ...entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)),
    ...['vite.config.ts', 'package-lock.json', path.join('cli', 'build.ts')].map((file) => path.join(projectRoot, file)),
    import.meta.filename,
  ];
}

const allInputs = async (modules: Iterable<string>) => [...new Set([...modules, ...(await sourceFiles())])].sort();

/** Vike keeps the state of one build or prerender per process: the kept bundles serve a fresh process only. */
let vikeRanInThisProcess = false;

const serverEntryOf = (vikeDir: string) => path.join(path.resolve(vikeDir), 'server', 'entry.mjs');

/**
 * Vike's prerender finds the server bundle through `autoImporter.js`, a module of a dependency of Vike, which Vike's
 * build rewrites in node_modules to name its own entry. node_modules shared with another checkout or a test's copy
 * may name that one's entry, and Vike loads it instead of this build's when the two lie under different top-level
 * folders (it takes such a path for one of webpack's). While Vike runs, this process answers that module itself,
 * naming the entry in `vikeDir`: a build never depends on what another project wrote into node_modules (and site
 * build keeps Vike's build from writing it).
 */
async function handVikeItsServerEntry(vikeDir: string): Promise<{ deregister(): void }> {
  const fromVike = createRequire(fileURLToPath(import.meta.resolve('vike')));
  const runtime = fromVike.resolve('@brillout/vite-plugin-server-entry/runtime');
  const autoImporter = pathToFileURL(await realpath(path.join(path.dirname(runtime), 'autoImporter.js'))).href;
  const entry = serverEntryOf(vikeDir);
  const source = [
    "export const status = 'SET';",
    `export const loadServerEntry = async () => { await import(${JSON.stringify(pathToFileURL(entry).href)}); };`,
    `export const paths = { serverEntryFilePathAbsolute: ${JSON.stringify(entry)} };`,
  ].join('\n');
  return registerHooks({
    load: (url, context, nextLoad) => (url === autoImporter ? { format: 'module', source, shortCircuit: true } : nextLoad(url, context)),
  });
}

/**
 * Vike's entries still look for the page files of its former design (`*.page.js`, `*.page.server.js`...) with nine
 * import.meta.glob() calls rooted at the project folder, and Vite walks the whole folder for each, node_modules
 * aside: with it every release kept beside dist, dist itself through its link, and the bench's and the tests'
 * scratch builds, some thousands of folders a build. This project's pages are Vike's `+` files, all under
 * renderer/, where any page file would have to be: the globs look there and find, as before, nothing.
 */
export function pageGlobsInRenderer(): Plugin {
  const from = "import.meta.glob(['/**/";
  const to = `import.meta.glob(['/${path.basename(renderer)}/**/`;
  return {
    name: 'site:page-globs-in-renderer',
    apply: 'build',
    transform(code, id) {
      return id.startsWith('\0virtual:vike:global-entry:') ? code.replaceAll(from, to) : undefined;
    },
  };
}

/** Whether `vikeDir` holds the bundles of these inputs and `facts`, ready to prerender with. */
export async function canPrerenderWithKeptBundles(vikeDir: string, facts: string): Promise<boolean> {
  if (vikeRanInThisProcess) return false;
  const record = await readInputsRecord(recordFile(vikeDir));
  // A file added to renderer/ since (a new page) is among the source files, so it changes the key.
  if (!record || record.key !== (await inputsKey(await allInputs(record.inputs), facts))) return false;
  return (await exists(serverEntryOf(vikeDir))) && (await exists(keptAppFiles(vikeDir)));
}

/** Runs Vike (a build, or a prerender with the kept bundles) with nothing left of a previous run's pages. */
export async function runVike<T>(vikeDir: string, mode: 'build' | 'prerender', run: () => Promise<T>): Promise<T> {
  vikeRanInThisProcess = true;
  // A build replaces everything; a prerender the pages only. The record goes first: a build cut short leaves
  // no bundles that look whole.
  if (mode === 'build') await rm(vikeDir, { recursive: true, force: true });
  else await rm(path.join(vikeDir, 'client'), { recursive: true, force: true });
  const hooks = await handVikeItsServerEntry(vikeDir);
  try {
    return await run();
  } finally {
    hooks.deregister();
  }
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
