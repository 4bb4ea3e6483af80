import { readFile } from 'node:fs/promises';
import pLimit from 'p-limit';

/**
 * Files read at a time: enough to keep the disk busy (read one after another, a build's passes over its pages
 * spent most of their time waiting on it), few enough for the open files of a site of thousands of pages.
 */
const filesAtOnce = 32;

/** Reads a file as UTF-8 text, as `textFileReader` makes it: once, however often it is asked for. */
export type TextFileReader = (file: string) => Promise<string>;

/**
 * A reader shared by the stages that read the same files (the search index and the pages' rewrite): each file is
 * read once, whichever stage asks first, a few at a time in the order asked. A failed read counts as handled until
 * its promise is awaited, so a file that cannot be read fails where it is used, not as an unhandled rejection
 * while an earlier one is still awaited.
 */
export function textFileReader(): TextFileReader {
  const limit = pLimit(filesAtOnce);
  const reads = new Map<string, Promise<string>>();
  return (file) => {
    const known = reads.get(file);
    if (known) return known;
    const read = limit(() => readFile(file, 'utf8'));
    read.catch(() => undefined);
    reads.set(file, read);
    return read;
  };
}

/** Reads `files` (see `textFileReader`): one promise per file, to await in turn as a stream or all together. */
export function readTextFiles(files: readonly string[], read: TextFileReader = textFileReader()): Promise<string>[] {
  return files.map((file) => read(file));
}
