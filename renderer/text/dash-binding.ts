/**
 * A spaced dash: an en or em dash, or a hyphen standing for one, after a space and before a space, the end or the
 * punctuation that closes a parenthetical dash ("Support –, die"), which German sets right after it.
 */
const spacedDash = /(\S+\s+[–—-])(?=[\s,;:.!?)]|$)/g;

/**
 * A title cut into runs, each dash of "Quito – Oficina matriz" kept in one run with the word before it, so the
 * line may break after the dash but never before it: a line never starts with "–". The runs put back together
 * are the text itself (what search engines, assistive technology and tests read stays the same).
 */
export function dashRuns(text: string): { text: string; keepTogether: boolean }[] {
  const runs: { text: string; keepTogether: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(spacedDash)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), keepTogether: false });
    runs.push({ text: match[0], keepTogether: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), keepTogether: false });
  return runs;
}
