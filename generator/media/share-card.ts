import { outlinedText } from './brand-type.ts';
import { shareCardSize } from './share-card-size.ts';

export interface ShareCardText {
  title: string;
  company: string;
  /** The region as its visitors call it, in the page's language, e.g. "Brasilien". */
  region: string;
}

/**
 * The branded card of one page as SVG, every letter outlined in the brand typeface: the brand mark and
 * company name, the page title in its language and the region, on the site's navy.
 */
export async function shareCardSvg(text: ShareCardText, brandMarkSvg: string) {
  const { width, height } = shareCardSize;
  const margin = 80;
  const company = await outlinedText(text.company, {
    x: margin + 96,
    y: margin + 54,
    size: 44,
    lineHeight: 52,
    maxWidth: 600,
    maxLines: 1,
    weight: 'bold',
  });
  const title = await outlinedText(text.title, {
    x: margin,
    y: 262,
    size: 68,
    lineHeight: 82,
    maxWidth: width - 2 * margin,
    maxLines: 3,
    weight: 'bold',
  });
  const region = await outlinedText(text.region, {
    x: margin,
    y: height - margin + 8,
    size: 34,
    lineHeight: 40,
    maxWidth: 700,
    maxLines: 1,
    weight: 'regular',
  });
  const mark = markHref(brandMarkSvg);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#0b2545"/>
<path d="M${width - 470} ${height} L${width - 250} ${height - 240} L${width - 160} ${height - 150} L${width - 80} ${height - 210} L${width} ${height - 150} L${width} ${height} Z" fill="#1b998b" opacity="0.5"/>
<rect x="${margin}" y="${height - margin - 52}" width="72" height="6" fill="#f4a259"/>
<image href="${mark}" x="${margin}" y="${margin}" width="72" height="72"/>
<path d="${company.path}" fill="#ffffff"/>
<path d="${title.path}" fill="#ffffff"/>
<path d="${region.path}" fill="#9fe3d8"/>
</svg>`;
  return { svg, lines: { company: company.lines, title: title.lines, region: region.lines } };
}

const markHref = (brandMarkSvg: string) => `data:image/svg+xml;base64,${Buffer.from(brandMarkSvg).toString('base64')}`;

/**
 * The title band laid over a page's own photo: the photo shows in the upper half, and the lower part darkens to
 * the site's navy so the title, the brand mark and "company · region" stay readable over any picture.
 */
export async function photoBandSvg(text: ShareCardText, brandMarkSvg: string) {
  const { width, height } = shareCardSize;
  const margin = 64;
  const footBaseline = height - margin + 10;
  const titleOptions = { x: margin, size: 58, lineHeight: 66, maxWidth: width - 2 * margin, maxLines: 2, weight: 'bold' } as const;
  // Set once to count its lines, then again so that its last line sits just above the foot, one line or two.
  const { lines } = await outlinedText(text.title, { ...titleOptions, y: 0 });
  const titleBaseline = footBaseline - 74 - (lines.length - 1) * titleOptions.lineHeight;
  const title = await outlinedText(text.title, { ...titleOptions, y: titleBaseline });
  const foot = await outlinedText(`${text.company} · ${text.region}`, {
    x: margin + 58,
    y: footBaseline,
    size: 30,
    lineHeight: 36,
    maxWidth: width - 2 * margin - 58,
    maxLines: 1,
    weight: 'regular',
  });
  const accent = titleBaseline - 72;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b2545" stop-opacity="0"/><stop offset="0.4" stop-color="#0b2545" stop-opacity="0.84"/><stop offset="1" stop-color="#0b2545" stop-opacity="0.94"/></linearGradient></defs>
<rect y="${accent - 110}" width="${width}" height="${height - accent + 110}" fill="url(#band)"/>
<rect x="${margin}" y="${accent}" width="72" height="6" fill="#f4a259"/>
<image href="${markHref(brandMarkSvg)}" x="${margin}" y="${footBaseline - 33}" width="42" height="42"/>
<path d="${title.path}" fill="#ffffff"/>
<path d="${foot.path}" fill="#9fe3d8"/>
</svg>`;
  return { svg, lines: { title: title.lines, foot: foot.lines } };
}
