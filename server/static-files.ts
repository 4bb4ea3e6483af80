import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { precompressedSuffixes } from '../generator/precompress.ts';

const isPrecompressed = (name: string) => precompressedSuffixes.some((suffix) => name.endsWith(suffix));

/**
 * The public files of the build, listed once at start so a request never probes the disk for a path. The .br
 * and .gz copies are not among them: they are another encoding of a listed file, never an address of their own.
 */
export async function listStaticFiles(clientDir: string): Promise<Set<string>> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile() && !isPrecompressed(entry.name))
      .map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`),
  );
}

/** Hashed build output never changes under its name; content assets and pages may change with any build. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/_app/')) return 'public, max-age=31536000, immutable';
  if (pathname.startsWith('/assets/')) return 'public, max-age=86400';
  return 'no-cache';
}
