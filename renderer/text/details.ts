/**
 * The small formatting language editors use in long texts (event details, case descriptions):
 * a line ending with ':' is a heading, a line starting with '- ' is a bullet, **text** is bold.
 * The result is plain data that components turn into React elements, so no content ever becomes HTML.
 */

export type Inline = { kind: 'text'; text: string } | { kind: 'bold'; text: string };

export type Block = { kind: 'heading'; content: Inline[] } | { kind: 'paragraph'; content: Inline[] } | { kind: 'list'; items: Inline[][] };

interface FormatOptions {
  /** Whether a line ending with ':' becomes a heading (event details) or stays a paragraph (case descriptions). */
  headings?: boolean;
}

/** Bold needs a pair of markers around non-blank text; a marker without its partner stays as written. */
const boldPattern = /\*\*(?=\S)(.+?)(?<=\S)\*\*/g;
const bulletPattern = /^- +(\S.*)$/;

export function formatInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(boldPattern)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'bold', text: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

export function formatDetails(text: string, { headings = true }: FormatOptions = {}): Block[] {
  const blocks: Block[] = [];
  let list: Inline[][] | undefined;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    const bullet = bulletPattern.exec(line)?.[1];
    if (bullet !== undefined) {
      if (!list) {
        list = [];
        blocks.push({ kind: 'list', items: list });
      }
      list.push(formatInline(bullet.trimEnd()));
      continue;
    }
    // A blank line or any other line ends the current list: only consecutive bullets form one list.
    list = undefined;
    if (line === '') continue;
    const isHeading = headings && line.length > 1 && line.endsWith(':');
    blocks.push({ kind: isHeading ? 'heading' : 'paragraph', content: formatInline(line) });
  }
  return blocks;
}
