import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildCommand } from '../../cli/build.ts';
import { vikeFolderOf } from '../../cli/vike-bundles.ts';
import { withOutputCaptured } from './captured-output.ts';
import { seededImageCache } from './image-cache-seed.ts';
import { defaultDistDir, projectRoot, type SiteServer, startSiteServer } from './site-server.ts';

/** `site build` of `contentDir` into `outDir` in this process, as a test's fixture: its phase lines are returned, not printed. */
async function buildInProcess(contentDir: string, outDir: string, imageCacheDir: string, today?: string): Promise<string> {
  const nodeEnv = process.env.NODE_ENV;
  try {
    const built = await withOutputCaptured(() => buildCommand({ contentDir, outDir, imageCacheDir, ...(today ? { today } : {}) }));
    assert.equal(built.result, 0, built.stderr);
    return built.stdout;
  } finally {
    // Vite sets NODE_ENV=production while it builds; a server the test starts afterwards is a test server.
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

export interface ServedBuild {
  /** The build's output folder (a release link, as site build leaves it). */
  outDir: string;
  /** What site build printed: its phase lines. */
  output: string;
  /** The build's own image cache; a `site build` process the test starts finds it as SITE_IMAGE_CACHE_DIR. */
  imageCacheDir: string;
  server: SiteServer;
  /** Stops the server and removes the output and the image cache (unless kept). */
  remove: () => Promise<void>;
}

interface BuildOptions {
  /** An empty image cache, for a test of the encoding itself: every photo, cover and share image is made. */
  emptyImageCache?: boolean;
  /**
   * An image cache kept between runs, for a fixture whose test looks at the published files, not at their
   * encoding: its photos are encoded on its first run only, as an editor's unchanged photos are.
   */
  keptImageCache?: string;
  /** The build's date, YYYY-MM-DD. */
  today?: string;
}

/** A new image cache for one fixture: empty, or a copy of the tests' build's. */
async function ownImageCache(empty: boolean): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'site-images-'));
  return empty ? folder : seededImageCache(folder);
}

/**
 * Builds a fixture's content as `site build` does, with an image cache of its own (a copy of the tests' build's, so
 * only what the fixture changed is encoded, unless `emptyImageCache` or `keptImageCache` says otherwise), into a
 * scratch folder inside the project (Vike builds only there), and serves the result.
 * `today` pins the build's date (`site build --today`), so what is closed does not depend on the day the test runs.
 */
export async function buildAndServe(
  contentDir: string,
  name: string,
  { emptyImageCache = false, keptImageCache, today }: BuildOptions = {},
): Promise<ServedBuild> {
  const cacheDir = keptImageCache ?? (await ownImageCache(emptyImageCache));
  const scratch = path.join(projectRoot, '.scratch');
  await mkdir(scratch, { recursive: true });
  const outDir = path.join(await mkdtemp(path.join(scratch, `${name}-`)), 'dist');
  // The bundles of the build the tests run against, which site build prerenders with unless anything they were made
  // of differs for the fixture (its code, its content's characters: cli/vike-bundles.ts checks). The careers fixture,
  // the real content on another day, then costs a prerender instead of a bundling (about 13 CPU-seconds).
  await cp(vikeFolderOf(defaultDistDir), vikeFolderOf(outDir), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  const removeFiles = async () => {
    if (!keptImageCache) await rm(cacheDir, { recursive: true, force: true });
    await rm(path.dirname(outDir), { recursive: true, force: true });
  };
  try {
    const output = await buildInProcess(contentDir, outDir, cacheDir, today);
    const server = await startSiteServer({ distDir: outDir });
    return {
      outDir,
      output,
      imageCacheDir: cacheDir,
      server,
      remove: async () => {
        await server.close();
        await removeFiles();
      },
    };
  } catch (error) {
    await removeFiles();
    throw error;
  }
}
