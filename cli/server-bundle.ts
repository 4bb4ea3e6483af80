import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { cacheRoot } from '../generator/outputs/cache-folders.ts';
import { exists } from '../generator/outputs/file-exists.ts';
import { writeAtomically } from '../generator/outputs/write-atomically.ts';
import { inputsKey, moduleFilesPlugin, readInputsRecord } from './code-cache.ts';

/** The production server's file name in the build output (cli/production.ts is its source). */
export const serverBundleFile = 'site-server.mjs';

interface BundleOptions {
  /** The module bundled; cli/production.ts unless a test bundles a fixture. */
  entry?: string;
  /** Where the last bundle of each checkout is kept with the files it was made of, in a folder per entry. */
  cacheDir?: string;
}

/**
 * Bundles `site serve` and `site messages` with every library they use (Fastify, zod...) into one ES module in
 * the build output, so the production host needs only Node 24 and the release folder: no npm install there.
 * The bundle depends on code only, never on content, so a build whose server code and libraries did not change
 * copies the last bundle from the cache instead of bundling again. Returns which of the two it did.
 *
 * Each checkout (each entry file) keeps its own last bundle: checkouts sharing one node_modules (a worktree, a
 * test's copy of the project) that build in turn would otherwise replace each other's and bundle every time.
 */
export async function bundleServer(
  outDir: string,
  { entry = path.resolve(import.meta.dirname, 'production.ts'), cacheDir = path.join(cacheRoot, 'site-server') }: BundleOptions = {},
): Promise<'bundled' | 'cached'> {
  const slot = path.join(cacheDir, slotName(entry));
  const target = path.join(outDir, serverBundleFile);
  const cachedBundle = path.join(slot, serverBundleFile);
  const recordFile = path.join(slot, 'inputs.json');
  const record = await readInputsRecord(recordFile);
  // The record names the files it was made of: the entry among them is this checkout's.
  if (record?.inputs.includes(entry) && (await inputsKey(record.inputs)) === record.key) {
    await mkdir(outDir, { recursive: true });
    await copyFile(cachedBundle, target);
    return 'cached';
  }
  const modules = await bundle(entry, outDir);
  // This module's options shape the bundle too.
  const inputs = [...modules, import.meta.filename];
  await mkdir(slot, { recursive: true });
  // Copied aside and renamed, so a build running at the same time never reads half a file.
  const aside = `${cachedBundle}.${process.pid}.tmp`;
  await copyFile(target, aside);
  await rename(aside, cachedBundle);
  await writeAtomically(recordFile, JSON.stringify({ inputs, key: await inputsKey(inputs) }));
  await removeSlotsOfRemovedCheckouts(cacheDir);
  return 'bundled';
}

/** The folder of `entry`'s bundle inside the cache. */
const slotName = (entry: string) => createHash('sha256').update(entry).digest('hex').slice(0, 16);

/**
 * The slots whose entry file is gone (a test's copy of the project, once removed) can never be used again: each
 * would keep a bundle of some megabytes for good. So can files beside the slots (the cache's layout before it had
 * a slot per checkout). Slots still being written have no record yet and stay.
 */
async function removeSlotsOfRemovedCheckouts(cacheDir: string): Promise<void> {
  const entries = await readdir(cacheDir, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const at = path.join(cacheDir, entry.name);
      if (!entry.isDirectory()) return rm(at, { force: true });
      const record = await readInputsRecord(path.join(at, 'inputs.json'));
      const ownEntry = record?.inputs.find((input) => slotName(input) === entry.name);
      if (record && !(ownEntry && (await exists(ownEntry)))) await rm(at, { recursive: true, force: true });
    }),
  );
}

/** Bundles `entry` into `outDir` and returns the files of every module in the bundle. */
async function bundle(entry: string, outDir: string): Promise<string[]> {
  const { build } = await import('vite');
  const modules = new Set<string>();
  await build({
    // Not the site's Vite configuration (Vike, React): a plain Node bundle.
    configFile: false,
    logLevel: 'warn',
    plugins: [moduleFilesPlugin(modules)],
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: false,
      minify: false,
      target: 'node24',
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: serverBundleFile, format: 'es', codeSplitting: false } },
    },
    ssr: { noExternal: true, target: 'node' },
  });
  return [...modules].sort();
}
