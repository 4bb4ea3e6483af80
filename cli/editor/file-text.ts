import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { utf8Text } from '../../generator/content/utf8-text.ts';
import { Refused } from './refused.ts';

/**
 * A content file's text, its byte-order mark kept (dropping it would change the file's first line). A file saved in
 * another encoding (Windows-1252 from an old editor) is refused rather than read with its accented letters
 * replaced: a save would write the replacements back for good.
 */
export async function fileText(absolute: string, relative: string): Promise<string> {
  const text = utf8Text(await readFile(absolute));
  if (text !== undefined) return text;
  throw new Refused(409, `content/${relative} is not saved as UTF-8: open it in a text editor and save it as UTF-8 first.`, {
    words: { id: 'notUtf8', values: {} },
  });
}

/** What the editor had opened: a save or a confirmation of another version would undo changes it never saw. */
export const versionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * Refuses a change made to `opened` when the file on disk is no longer that version: someone changed it since (git,
 * another tab, a text editor, `site new`), and writing the editor's copy would silently take their change back.
 */
export function assertUnchangedSince(opened: unknown, text: string, relative: string): void {
  if (opened !== versionOf(text)) throw changedOnDisk(relative);
}

/** The refusal of a change made to a version the file no longer is, which the editor offers to open again. */
export function changedOnDisk(relative: string): Refused {
  return new Refused(
    409,
    `content/${relative} changed on disk since it was opened (in another tab, by git or in a text editor), in a field this change also changes; nothing was saved. Open it again to see the change.`,
    { changedOnDisk: true },
  );
}
