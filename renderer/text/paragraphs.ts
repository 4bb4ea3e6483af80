/** Splits a text into paragraphs at its line breaks; blank lines and surrounding spaces are dropped. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
