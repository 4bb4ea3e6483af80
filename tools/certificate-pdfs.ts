/**
 * Draws the certificate documents content/certifications/*.yaml link to (content/assets/certificates/*.pdf) from
 * the same files: the standard, scope, body, number and dates are written once, in the YAML, and the PDF a visitor
 * downloads cannot disagree with the page. Run `npm run certificates` after changing a certification;
 * the PDFs are committed. Dated by the certificate's issue day, so the same YAML always gives the same file.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { parse } from 'yaml';

const projectRoot = path.resolve(import.meta.dirname, '..');
const contentDir = path.join(projectRoot, 'content');
const navy = rgb(0.06, 0.16, 0.3);
const teal = rgb(0.06, 0.46, 0.43);
const grey = rgb(0.35, 0.38, 0.42);

interface CertificationFile {
  standard: string;
  scope: Record<string, string>;
  body: string;
  number: string;
  issued: string;
  validUntil: string;
  document: string;
}

/** Lines of at most `width` points in `font` at `size`, broken between words. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
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

async function certificatePdf(certification: CertificationFile): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const day = new Date(`${certification.issued}T00:00:00Z`);
  pdf.setTitle(`${certification.standard} – Tecnandes – ${certification.number}`);
  pdf.setAuthor(certification.body);
  pdf.setProducer('Tecnandes');
  pdf.setCreator('tools/certificate-pdfs.ts');
  pdf.setCreationDate(day);
  pdf.setModificationDate(day);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { width } = page.getSize();
  const margin = 64;
  const centred = (text: string, y: number, font: PDFFont, size: number, color = navy) =>
    page.drawText(text, { x: (width - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color });

  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: 841.89 - 48, borderColor: teal, borderWidth: 3 });
  page.drawRectangle({ x: 32, y: 32, width: width - 64, height: 841.89 - 64, borderColor: navy, borderWidth: 0.75 });
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
  const target = path.join(contentDir, certification.document);
  await writeFile(target, await certificatePdf(certification));
  process.stdout.write(`${path.relative(projectRoot, target)}\n`);
}
