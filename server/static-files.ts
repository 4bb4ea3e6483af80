import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { isPrecompressedCopy } from '../generator/outputs/precompress.ts';

/**
 * The public files of the build, listed once at start so a request never probes the disk for a path. The .br
 * and .gz copies site build writes next to a file are not among them: they are another encoding of that file,
 * never an address of their own (a content asset that is itself a .gz, with no file beside it, stays listed).
 */
export async function listStaticFiles(clientDir: string): Promise<Set<string>> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`),
  );
  for (const file of files) if (isPrecompressedCopy(file, files)) files.delete(file);
  return files;
}

/** Hashed build output never changes under its name; content assets and pages may change with any build. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/_app/')) return 'public, max-age=31536000, immutable';
  if (pathname.startsWith('/assets/')) return 'public, max-age=86400';
  return 'no-cache';
}
