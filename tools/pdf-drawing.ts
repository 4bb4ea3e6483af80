/**
 * What the documents the project draws with pdf-lib share (tools/certificate-pdfs.ts, tools/download-pdfs.ts): the
 * house colours, the A4 page, a document dated by its own content (the same YAML always gives the same file) and
 * text broken into lines.
 */
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';

export const navy = rgb(0.06, 0.16, 0.3);
export const teal = rgb(0.06, 0.46, 0.43);
export const grey = rgb(0.35, 0.38, 0.42);
export const a4 = { width: 595.28, height: 841.89 } as const;

/** A new PDF with its title and author set, dated `day` (YYYY-MM-DD), so drawing it again gives the same bytes. */
export async function datedPdf({ title, author, day, creator }: { title: string; author: string; day: string; creator: string }) {
  const pdf = await PDFDocument.create();
  const date = new Date(`${day}T00:00:00Z`);
  pdf.setTitle(title);
  pdf.setAuthor(author);
  pdf.setProducer('Tecnandes');
  pdf.setCreator(creator);
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  return pdf;
}

/** Lines of at most `width` points in `font` at `size`, broken between words. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}
