import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { cacheRoot } from '../generator/outputs/cache-folders.ts';
import { exists } from '../generator/outputs/file-exists.ts';
import { writeAtomically } from '../generator/outputs/write-atomically.ts';

/** Where each content folder's slot records which folder it serves. */
const recordName = 'content-dir';

/**
 * Vite's cache for `site dev` (the dependencies it bundles for the browser), one per content folder. Vite's
 * default, node_modules/.vite, is one folder for every Vite process sharing node_modules, and Vite has no lock
 * between processes: a second `site dev` (another content folder, a test's copy) bundling its dependencies there
 * replaced the files the first one's open page was loading, and that page broke or reloaded. A content folder keeps
 * its slot, so the next `site dev` on it starts warm; the slots of content folders that are gone (a test's copy)
 * are removed when another `site dev` starts.
 */
export async function devViteCacheDir(contentDir: string, root = path.join(cacheRoot, 'site-dev')): Promise<string> {
  const slot = path.join(root, createHash('sha256').update(contentDir).digest('hex').slice(0, 16));
  await mkdir(slot, { recursive: true });
  await writeAtomically(path.join(slot, recordName), contentDir);
  await removeSlotsOfRemovedContent(root);
  return path.join(slot, 'vite');
}

/**
 * A slot without its record is still being made by a `site dev` starting at the same time, and stays. The record is
 * written aside and renamed, so another start never reads it half-written (an empty path, which would name no folder
 * and remove a live slot); an empty record is taken for one being made all the same.
 */
async function removeSlotsOfRemovedContent(root: string): Promise<void> {
  const slots = await readdir(root, { withFileTypes: true });
  await Promise.all(
    slots.map(async (slot) => {
      if (!slot.isDirectory()) return;
      const at = path.join(root, slot.name);
      const contentDir = await readFile(path.join(at, recordName), 'utf8').catch(() => undefined);
      if (contentDir && !(await exists(contentDir))) await rm(at, { recursive: true, force: true });
    }),
  );
}
