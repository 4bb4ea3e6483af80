import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, type PDFDocumentLoadingTask } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';

/*
 * PDFs are read with pdf.js (Mozilla's, Apache-2.0) and drawn on @napi-rs/canvas (Skia, MIT, prebuilt in the
 * registry): no system library, nothing fetched at install, the same renderer on every machine, so a cover drawn on
 * CI is the cover drawn on a laptop.
 */

/** The first bytes of every PDF file (ISO 32000: `%PDF-` and the version). */
const pdfHeader = '%PDF-';

/** pdf.js's own data, read from its package: the 14 standard fonts (PDFs written with pdf-lib name Helvetica without embedding it), CMaps and WebAssembly decoders. */
const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const dataFolder = (name: string) => `${path.join(pdfjsRoot, name)}${path.sep}`;

/** A PDF being opened; its `destroy()` frees it once read. */
function openPdf(bytes: Uint8Array): PDFDocumentLoadingTask {
  return getDocument({
    // pdf.js takes ownership of the buffer it is given; a copy leaves the caller's bytes as they were.
    data: new Uint8Array(bytes),
    standardFontDataUrl: dataFolder('standard_fonts'),
    cMapUrl: dataFolder('cmaps'),
    wasmUrl: dataFolder('wasm'),
    verbosity: 0,
  });
}

/** Why a file is not a PDF a visitor can open, or undefined when it is one with at least one page. */
export async function pdfProblem(bytes: Uint8Array): Promise<string | undefined> {
  if (Buffer.from(bytes.subarray(0, pdfHeader.length)).toString('latin1') !== pdfHeader) return 'it does not start as a PDF does (%PDF-)';
  const opening = openPdf(bytes);
  try {
    const document = await opening.promise;
    if (document.numPages < 1) return 'it has no page';
    // Reading the first page's content parses it: a file cut short or damaged fails here, as it would in a viewer.
    await (await document.getPage(1)).getOperatorList();
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') return 'it asks for a password';
    return `it does not open (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await opening.destroy();
  }
  return undefined;
}

/** The first page of a PDF as a PNG `width` pixels wide, on white, for the cover the build publishes. */
export async function firstPagePng(bytes: Uint8Array, width: number): Promise<Buffer> {
  const opening = openPdf(bytes);
  try {
    const document = await opening.promise;
    const page = await document.getPage(1);
    const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    // Painted on white, the page has no transparency: its PNG has none either, so the cover's fallback is a JPEG.
    return await sharp(canvas.data(), { raw: { width: canvas.width, height: canvas.height, channels: 4 } })
      .removeAlpha()
      .png()
      .toBuffer();
  } finally {
    await opening.destroy();
  }
}
