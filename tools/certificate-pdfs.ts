/**
 * Draws the certificate documents content/certifications/*.yaml name (through their entry in content/downloads, whose
 * file is the PDF, in content/assets/certificates/) from the same files: the standard, scope, body, number and dates are written once, in the YAML, and the PDF a visitor
 * downloads cannot disagree with the page. Run `npm run certificates` after changing a certification;
 * the PDFs are committed. Dated by the certificate's issue day, so the same YAML always gives the same file.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type PDFFont, StandardFonts } from 'pdf-lib';
import { parse } from 'yaml';
import type { z } from 'zod';
import type { certificationSchemas } from '../schemas/certification.ts';
import { a4, datedPdf, grey, navy, teal, wrap } from './pdf-drawing.ts';

const projectRoot = path.resolve(import.meta.dirname, '..');
const contentDir = path.join(projectRoot, 'content');

/** A certification as its file is written (schemas/certification.ts). */
type CertificationFile = z.input<ReturnType<typeof certificationSchemas>['certificationFile']>;

async function certificatePdf(certification: CertificationFile): Promise<Uint8Array> {
  const pdf = await datedPdf({
    title: `${certification.standard} – Tecnandes – ${certification.number}`,
    author: certification.body,
    day: certification.issued,
    creator: 'tools/certificate-pdfs.ts',
  });
  const page = pdf.addPage([a4.width, a4.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { width } = page.getSize();
  const margin = 64;
  const centred = (text: string, y: number, font: PDFFont, size: number, color = navy) =>
    page.drawText(text, { x: (width - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color });

  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: a4.height - 48, borderColor: teal, borderWidth: 3 });
  page.drawRectangle({ x: 32, y: 32, width: width - 64, height: a4.height - 64, borderColor: navy, borderWidth: 0.75 });
  centred(certification.body.toUpperCase(), 760, bold, 12, teal);
  centred('CERTIFICATE', 700, bold, 34);
  centred('This is to certify that the management system of', 660, regular, 12, grey);
  centred('Tecnandes', 620, bold, 28);
  centred('Quito · Guayaquil · Lima · São Paulo', 598, regular, 11, grey);
  centred('has been assessed and found to conform to the requirements of', 560, regular, 12, grey);
  centred(certification.standard, 522, bold, 26, teal);

  let y = 478;
  for (const [language, label] of [
    ['en', 'Scope'],
    ['es', 'Alcance'],
  ] as const) {
    page.drawText(label, { x: margin, y, size: 10, font: bold, color: teal });
    y -= 16;
    for (const line of wrap(certification.scope[language] ?? '', regular, 11, width - 2 * margin)) {
      page.drawText(line, { x: margin, y, size: 11, font: regular, color: navy });
      y -= 15;
    }
    y -= 14;
  }

  const facts = [
    ['Certificate number', certification.number],
    ['Issued', certification.issued],
    ['Valid until', certification.validUntil],
  ];
  y = 190;
  for (const [label, value] of facts) {
    page.drawText(label ?? '', { x: margin, y, size: 10, font: regular, color: grey });
    page.drawText(value ?? '', { x: margin + 140, y, size: 11, font: bold, color: navy });
    y -= 20;
  }
  page.drawLine({ start: { x: width - margin - 170, y: 120 }, end: { x: width - margin, y: 120 }, thickness: 0.75, color: navy });
  page.drawText(`For ${certification.body}`, { x: width - margin - 170, y: 104, size: 9, font: regular, color: grey });
  return pdf.save();
}

const folder = path.join(contentDir, 'certifications');
for (const name of (await readdir(folder)).filter((file) => file.endsWith('.yaml')).sort()) {
  const certification = parse(await readFile(path.join(folder, name), 'utf8')) as CertificationFile;
  const download = parse(await readFile(path.join(contentDir, 'downloads', `${certification.download}.yaml`), 'utf8')) as {
    files: { src: string }[];
  };
  const [file] = download.files;
  if (!file) throw new Error(`content/downloads/${certification.download}.yaml names no file`);
  const target = path.join(contentDir, file.src);
  await writeFile(target, await certificatePdf(certification));
  process.stdout.write(`${path.relative(projectRoot, target)}\n`);
}
