import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { z } from 'zod';

/** The production server's file name in the build output (cli/production.ts is its source). */
export const serverBundleFile = 'site-server.mjs';

interface BundleOptions {
  /** The module bundled; cli/production.ts unless a test bundles a fixture. */
  entry?: string;
  /** Where the last bundle is kept with the files it was made of. */
  cacheDir?: string;
}

/** The cache's record of the last bundle: every file it was made of, and one hash of their contents. */
const bundleRecord = z.object({
  inputs: z.array(z.string()).meta({ description: 'Absolute paths of every module in the bundle, this file included.' }),
  key: z.string().meta({ description: 'SHA-256 of those files’ paths and contents.' }),
});

/**
 * Bundles `site serve` and `site messages` with every library they use (Fastify, zod...) into one ES module in
 * the build output, so the production host needs only Node 24 and the release folder: no npm install there.
 * The bundle depends on code only, never on content, so a build whose server code and libraries did not change
 * copies the last bundle from the cache instead of bundling again. Returns which of the two it did.
 */
export async function bundleServer(
  outDir: string,
  {
    entry = path.resolve(import.meta.dirname, 'production.ts'),
    cacheDir = path.resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'site-server'),
  }: BundleOptions = {},
): Promise<'bundled' | 'cached'> {
  const target = path.join(outDir, serverBundleFile);
  const cachedBundle = path.join(cacheDir, serverBundleFile);
  const recordFile = path.join(cacheDir, 'inputs.json');
  const record = await readFile(recordFile, 'utf8').then(
    (text) => bundleRecord.safeParse(JSON.parse(text)).data,
    () => undefined,
  );
  if (record && (await inputsKey(record.inputs)) === record.key) {
    await mkdir(outDir, { recursive: true });
    await copyFile(cachedBundle, target);
    return 'cached';
  }
  const modules = await bundle(entry, outDir);
  // This module's options shape the bundle too.
  const inputs = [...modules, import.meta.filename];
  await mkdir(cacheDir, { recursive: true });
  // Written aside and renamed, so a build running at the same time never reads half a file.
  const suffix = `.${process.pid}.tmp`;
  await copyFile(target, cachedBundle + suffix);
  await rename(cachedBundle + suffix, cachedBundle);
  await writeFile(recordFile + suffix, JSON.stringify({ inputs, key: await inputsKey(inputs) }));
  await rename(recordFile + suffix, recordFile);
  return 'bundled';
}

/** Bundles `entry` into `outDir` and returns the files of every module in the bundle. */
async function bundle(entry: string, outDir: string): Promise<string[]> {
  const { build } = await import('vite');
  const modules = new Set<string>();
  const listModules: Plugin = {
    name: 'site:server-bundle-inputs',
    generateBundle(_options, output) {
      for (const chunk of Object.values(output)) {
        // Virtual modules (\0...) and query suffixes are not files; what they are made from is listed on its own.
        if (chunk.type === 'chunk') for (const id of chunk.moduleIds) if (path.isAbsolute(id)) modules.add(id.replace(/\?.*$/, ''));
      }
    },
  };
  await build({
    // Not the site's Vite configuration (Vike, React): a plain Node bundle.
    configFile: false,
    logLevel: 'warn',
    plugins: [listModules],
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

async function inputsKey(inputs: readonly string[]): Promise<string> {
  const contents = await Promise.all(inputs.map((file) => readFile(file).catch(() => Buffer.from('\0missing'))));
  const hash = createHash('sha256');
  for (const [index, file] of inputs.entries()) hash.update(file).update(contents[index] ?? '');
  return hash.digest('hex');
}
