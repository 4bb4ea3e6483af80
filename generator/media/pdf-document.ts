import * as mupdf from 'mupdf';

/*
 * PDFs are read with MuPDF compiled to WebAssembly (the `mupdf` package): no system library, nothing fetched at
 * install, the same renderer on every machine, so a cover drawn on CI is the cover drawn on a laptop.
 */

/** The first bytes of every PDF file (ISO 32000: `%PDF-` and the version). */
const pdfHeader = '%PDF-';

/** Why a file is not a PDF a visitor can open, or undefined when it is one with at least one page. */
export function pdfProblem(bytes: Uint8Array): string | undefined {
  if (Buffer.from(bytes.subarray(0, pdfHeader.length)).toString('latin1') !== pdfHeader) return 'it does not start as a PDF does (%PDF-)';
  try {
    const document = mupdf.Document.openDocument(bytes, 'application/pdf');
    try {
      if (document.needsPassword()) return 'it asks for a password';
      if (document.countPages() < 1) return 'it has no page';
      // Loading the first page parses its content: a file cut short or damaged fails here, as it would in a viewer.
      document.loadPage(0).getBounds();
    } finally {
      document.destroy();
    }
  } catch (error) {
    return `it does not open (${error instanceof Error ? error.message : String(error)})`;
  }
  return undefined;
}

/** The first page of a PDF as a PNG `width` pixels wide, on white, for the cover the build publishes. */
export function firstPagePng(bytes: Uint8Array, width: number): Buffer {
  const document = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    const page = document.loadPage(0);
    const [left, , right] = page.getBounds();
    const scale = width / (right - left);
    const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
    return Buffer.from(pixmap.asPNG());
  } finally {
    document.destroy();
  }
}
