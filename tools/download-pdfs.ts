/**
 * Draws the documents of the download centre that the project writes itself (datasheets, brochures, a catalogue,
 * a policy) into content/assets/downloads/: the title, type and date come from content/downloads/{slug}.yaml, in
 * the language of each file, so the PDF cannot disagree with the page that offers it; the body comes from
 * tools/documents/{slug}.yaml, one list of sections per language. A download without a body there (a certificate,
 * drawn by `npm run certificates`, or a PDF the company supplies) is left alone. Run `npm run downloads` after
 * changing either file; the PDFs are committed. Dated by the document's date, so the same YAML gives the same file.
 */
import { access, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { parse } from 'yaml';
import type { z } from 'zod';
import type { downloadSchemas } from '../schemas/download.ts';
import { a4, datedPdf, grey, navy, teal, wrap } from './pdf-drawing.ts';

const projectRoot = path.resolve(import.meta.dirname, '..');
const contentDir = path.join(projectRoot, 'content');
const bodiesDir = path.join(import.meta.dirname, 'documents');

/** A download as its file is written (schemas/download.ts). */
type DownloadFile = z.input<ReturnType<typeof downloadSchemas>['downloadFile']>;

/** A section of a document's body: a heading over a table of label and value, or over bullets. */
interface Section {
  heading: string;
  rows?: [string, string][];
  bullets?: string[];
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

const white = rgb(1, 1, 1);
const margin = 56;
const textWidth = a4.width - 2 * margin;

/** Draws `lines` from `y` downwards and returns where the next line goes. */
function drawLines(
  page: PDFPage,
  lines: string[],
  { x, y, size, font, color, leading }: Parameters<PDFPage['drawText']>[1] & { x: number; y: number; size: number; leading: number },
) {
  let next = y;
  for (const line of lines) {
    page.drawText(line, { x, y: next, size, font, color });
    next -= leading;
  }
  return next;
}

function drawSection(page: PDFPage, section: Section, fonts: Fonts, top: number): number {
  let y = top;
  page.drawText(section.heading, { x: margin, y, size: 12, font: fonts.bold, color: teal });
  y -= 8;
  page.drawLine({ start: { x: margin, y }, end: { x: a4.width - margin, y }, thickness: 0.5, color: teal });
  y -= 16;
  const labelWidth = 150;
  for (const [label, value] of section.rows ?? []) {
    const labelLines = wrap(label, fonts.bold, 9.5, labelWidth - 12);
    const valueLines = wrap(value, fonts.regular, 9.5, textWidth - labelWidth);
    drawLines(page, labelLines, { x: margin, y, size: 9.5, font: fonts.bold, color: navy, leading: 13 });
    const after = drawLines(page, valueLines, { x: margin + labelWidth, y, size: 9.5, font: fonts.regular, color: navy, leading: 13 });
    y = Math.min(after, y - 13 * labelLines.length) - 5;
  }
  for (const bullet of section.bullets ?? []) {
    page.drawCircle({ x: margin + 3, y: y + 3, size: 1.8, color: teal });
    y =
      drawLines(page, wrap(bullet, fonts.regular, 10, textWidth - 14), {
        x: margin + 14,
        y,
        size: 10,
        font: fonts.regular,
        color: navy,
        leading: 14,
      }) - 4;
  }
  return y - 16;
}

async function documentPdf(download: DownloadFile, language: string, sections: Section[], typeLabel: string): Promise<Uint8Array> {
  const title = download.title[language] ?? '';
  const pdf = await datedPdf({ title, author: 'Tecnandes', day: download.date, creator: 'tools/download-pdfs.ts' });
  pdf.setLanguage(language);
  const page = pdf.addPage([a4.width, a4.height]);
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };

  // A navy band with the company and the type, as on every document the company hands out.
  page.drawRectangle({ x: 0, y: a4.height - 96, width: a4.width, height: 96, color: navy });
  page.drawRectangle({ x: 0, y: a4.height - 100, width: a4.width, height: 4, color: teal });
  page.drawText('TECNANDES', { x: margin, y: a4.height - 56, size: 20, font: fonts.bold, color: white });
  const label = typeLabel.toUpperCase();
  page.drawText(label, {
    x: a4.width - margin - fonts.bold.widthOfTextAtSize(label, 10),
    y: a4.height - 54,
    size: 10,
    font: fonts.bold,
    color: white,
  });
  let y = drawLines(page, wrap(title, fonts.bold, 22, textWidth), {
    x: margin,
    y: a4.height - 150,
    size: 22,
    font: fonts.bold,
    color: navy,
    leading: 27,
  });
  y = drawLines(page, wrap(download.summary[language] ?? '', fonts.regular, 11, textWidth), {
    x: margin,
    y: y - 8,
    size: 11,
    font: fonts.regular,
    color: grey,
    leading: 15,
  });
  y -= 22;
  for (const section of sections) y = drawSection(page, section, fonts, y);
  if (y < 90) throw new Error(`${title}: the body runs into the footer; shorten tools/documents`);

  page.drawLine({ start: { x: margin, y: 64 }, end: { x: a4.width - margin, y: 64 }, thickness: 0.5, color: grey });
  page.drawText('Tecnandes · Quito · Guayaquil · Lima · São Paulo · 1975', {
    x: margin,
    y: 48,
    size: 8.5,
    font: fonts.regular,
    color: grey,
  });
  page.drawText(download.date, {
    x: a4.width - margin - fonts.regular.widthOfTextAtSize(download.date, 8.5),
    y: 48,
    size: 8.5,
    font: fonts.regular,
    color: grey,
  });
  return pdf.save();
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
const readYaml = async <T>(file: string) => parse(await readFile(file, 'utf8')) as T;
const typeLabels = new Map<string, Record<string, string>>();
const typeLabel = async (language: string, type: string) => {
  let labels = typeLabels.get(language);
  if (!labels) {
    labels = (await readYaml<{ downloads: { types: Record<string, string> } }>(path.join(contentDir, 'translations', `${language}.yaml`)))
      .downloads.types;
    typeLabels.set(language, labels);
  }
  return labels[type] ?? type;
};

const folder = path.join(contentDir, 'downloads');
for (const name of (await readdir(folder)).filter((file) => file.endsWith('.yaml')).sort()) {
  const slug = name.slice(0, -'.yaml'.length);
  const bodyFile = path.join(bodiesDir, `${slug}.yaml`);
  if (!(await exists(bodyFile))) continue;
  const download = await readYaml<DownloadFile>(path.join(folder, name));
  const bodies = await readYaml<Record<string, Section[]>>(bodyFile);
  for (const file of download.files) {
    const sections = bodies[file.language];
    if (!sections) throw new Error(`tools/documents/${slug}.yaml has no body in ${file.language}, the language of ${file.src}`);
    const target = path.join(contentDir, file.src);
    await writeFile(target, await documentPdf(download, file.language, sections, await typeLabel(file.language, download.type)));
    process.stdout.write(`${path.relative(projectRoot, target)}\n`);
  }
}
