import { cp } from 'node:fs/promises';
import { imageCacheDir } from '../../generator/media/image-cache.ts';

/**
 * A fixture's own image cache, starting as a copy of the one the tests' build filled (`npm test` builds before the
 * browser tests): the covers and share images of what the fixture did not change are found there, as a checkout
 * whose CI restores its cache finds them, and only what it changed is encoded. A copy, so that a fixture never
 * writes into a cache another test reads. Without that cache (a browser test run on its own before any build),
 * the fixture starts empty and encodes everything, as before.
 */
export async function seededImageCache(folder: string): Promise<string> {
  await cp(imageCacheDir(), folder, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  return folder;
}
