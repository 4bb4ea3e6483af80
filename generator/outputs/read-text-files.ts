import { readFile } from 'node:fs/promises';
import pLimit from 'p-limit';

/**
 * Files read at a time: enough to keep the disk busy (read one after another, a build's passes over its pages
 * spent most of their time waiting on it), few enough for the open files of a site of thousands of pages.
 */
const filesAtOnce = 32;

/**
 * Reads `files` as UTF-8 text, a few at a time in the order given: one promise per file, to await in turn as a
 * stream or all together. A failed read counts as handled until its promise is awaited, so a file that cannot
 * be read fails where it is used, not as an unhandled rejection while an earlier one is still awaited.
 */
export function readTextFiles(files: readonly string[]): Promise<string>[] {
  const limit = pLimit(filesAtOnce);
  return files.map((file) => {
    const read = limit(() => readFile(file, 'utf8'));
    read.catch(() => undefined);
    return read;
  });
}
