/**
 * A content file's bytes as text when they are UTF-8, else undefined: a Windows-1252 letter is not read as U+FFFD
 * and passed on. A byte-order mark stays in the text, as `readFile(…, 'utf8')` keeps it (YAML reads past it).
 */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}
