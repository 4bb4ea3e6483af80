import { copyFile, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { writeAtomically } from '../generator/outputs/write-atomically.ts';
import { cacheRoot, inputsKey, moduleFilesPlugin, readInputsRecord } from './code-cache.ts';

/** The production server's file name in the build output (cli/production.ts is its source). */
export const serverBundleFile = 'site-server.mjs';

interface BundleOptions {
  /** The module bundled; cli/production.ts unless a test bundles a fixture. */
  entry?: string;
  /** Where the last bundle is kept with the files it was made of. */
  cacheDir?: string;
}

/**
 * Bundles `site serve` and `site messages` with every library they use (Fastify, zod...) into one ES module in
 * the build output, so the production host needs only Node 24 and the release folder: no npm install there.
 * The bundle depends on code only, never on content, so a build whose server code and libraries did not change
 * copies the last bundle from the cache instead of bundling again. Returns which of the two it did.
 */
export async function bundleServer(
  outDir: string,
  { entry = path.resolve(import.meta.dirname, 'production.ts'), cacheDir = path.join(cacheRoot, 'site-server') }: BundleOptions = {},
): Promise<'bundled' | 'cached'> {
  const target = path.join(outDir, serverBundleFile);
  const cachedBundle = path.join(cacheDir, serverBundleFile);
  const recordFile = path.join(cacheDir, 'inputs.json');
  const record = await readInputsRecord(recordFile);
  // A record names the files of the project that wrote it: another checkout sharing (or copied with) node_modules
  // finds its files unchanged, yet its bundle is of other code.
  if (record?.inputs.includes(entry) && (await inputsKey(record.inputs)) === record.key) {
    await mkdir(outDir, { recursive: true });
    await copyFile(cachedBundle, target);
    return 'cached';
  }
  const modules = await bundle(entry, outDir);
  // This module's options shape the bundle too.
  const inputs = [...modules, import.meta.filename];
  await mkdir(cacheDir, { recursive: true });
  // Copied aside and renamed, so a build running at the same time never reads half a file.
  const aside = `${cachedBundle}.${process.pid}.tmp`;
  await copyFile(target, aside);
  await rename(aside, cachedBundle);
  await writeAtomically(recordFile, JSON.stringify({ inputs, key: await inputsKey(inputs) }));
  return 'bundled';
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
