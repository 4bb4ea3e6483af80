/** A stretch of a result's excerpt: a word Pagefind matched (`mark`) or the text around it. */
interface ExcerptPart {
  text: string;
  mark: boolean;
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

/**
 * Pagefind's excerpt is HTML: the page's text, escaped, with the matched words in <mark>. It is read into text
 * parts here, so React renders it as text (no markup from the index reaches the page) and the marks as elements.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => entities[entity] ?? entity);
  const parts: ExcerptPart[] = [];
  for (const piece of excerpt.split(/(<mark>[\s\S]*?<\/mark>)/)) {
    const marked = /^<mark>([\s\S]*)<\/mark>$/.exec(piece);
    // Pagefind marks a word with the punctuation after it ("actuadores,"): the mark keeps the word only.
    const [, word = '', after = ''] = marked ? (/^([\s\S]*?)([.,;:!?)»“”"]*)$/.exec(decode(marked[1] ?? '')) ?? []) : [];
    if (marked) parts.push({ text: word, mark: true }, { text: after, mark: false });
    else parts.push({ text: decode(piece), mark: false });
  }
  // An excerpt cut mid-sentence says so: an ellipsis before a lower-case start, and after an end without a full stop.
  const first = parts[0];
  if (first && /^\p{Ll}/u.test(first.text)) parts.unshift({ text: '… ', mark: false });
  const last = parts.at(-1);
  if (last && !/[.!?»”"]\s*$/.test(last.text)) parts.push({ text: ' …', mark: false });
  // Text next to text (the punctuation after a mark and what follows it) is one part.
  return parts.reduce<ExcerptPart[]>((joined, part) => {
    const last = joined.at(-1);
    if (part.text === '') return joined;
    if (last && !last.mark && !part.mark) last.text += part.text;
    else joined.push({ ...part });
    return joined;
  }, []);
}
