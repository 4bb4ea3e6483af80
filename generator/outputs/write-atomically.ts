import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';

/**
 * Writes `file` aside and renames it into place, so that a reader (a build running at the same time, as
 * `npm test`'s build and its unit tests do on one cache) finds the old file or the new one, never half of one,
 * and a file hard-linked into a build earlier keeps its bytes. The name aside is unique to this write: two
 * writes of one file, in one process or two, never share it.
 */
export async function writeAtomically(file: string, data: string | Uint8Array): Promise<void> {
  const aside = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(aside, data);
    await rename(aside, file);
  } catch (error) {
    // A cache shared by many builds must not gather the remains of writes that failed (a full disk).
    await rm(aside, { force: true });
    throw error;
  }
}
