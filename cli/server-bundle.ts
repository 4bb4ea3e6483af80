import path from 'node:path';

/** The production server's file name in the build output (cli/production.ts is its source). */
export const serverBundleFile = 'site-server.mjs';

/**
 * Bundles `site serve` and `site messages` with every library they use (Fastify, zod...) into one ES module in
 * the build output, so the production host needs only Node 24 and the release folder: no npm install there.
 */
export async function bundleServer(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    // Not the site's Vite configuration (Vike, React): a plain Node bundle.
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: path.resolve(import.meta.dirname, 'production.ts'),
      outDir,
      emptyOutDir: false,
      minify: false,
      target: 'node24',
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: serverBundleFile, format: 'es', codeSplitting: false } },
    },
    ssr: { noExternal: true, target: 'node' },
  });
}
