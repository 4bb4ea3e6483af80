import { statSync } from 'node:fs';
import path from 'node:path';
import { stringsIn } from '../../generator/content/content-entries.ts';
import { pagePath } from '../../generator/routes/urls.ts';
import { languageName } from '../../schemas/language-codes.ts';
import type { Language, RegionId } from '../../schemas/primitives.ts';
import type { SiteContent } from '../../schemas/site-content.ts';
import type { SiteInput } from '../build/site-input.ts';
import { downloadAnchor } from './anchors.ts';
import { sizedImage } from './images.ts';
import { dateFormat, numberFormat, writingLocale } from './intl-formats.ts';
import { regionOf } from './layout-data.ts';
import { localize } from './localize.ts';

type Download = SiteContent['downloads'][string];
type DownloadFile = Download['files'][number];

/** The file of a document a visitor reading `language` is offered first: the one in that language, else the first. */
function fileFor(download: Download, language: Language): DownloadFile {
  const [first] = download.files;
  if (!first) throw new Error('A document has at least one file (schemas/download.ts)');
  return download.files.find((file) => file.language === language) ?? first;
}

/** The PDF of a certificate, named by its entry in the download centre (the one place its file is written). */
export function certificateDocument(content: SiteContent, slug: string, language: Language): string {
  const download = content.downloads[slug];
  if (!download) throw new Error(`No download ${slug}`);
  return fileFor(download, language).src;
}

/** A file's size as a visitor reads it, in their language: 240 kB, 1.2 MB (Intl's units are of 1,000 bytes). */
function fileSize(bytes: number, locale: string): string {
  const megabytes = bytes >= 1000 * 1000;
  return numberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(Math.max(1, bytes / (megabytes ? 1000 * 1000 : 1000)));
}

/**
 * Every document as its card shows it, newest first: type and date, title and summary, the cover of the file in
 * the page's language, and each file with its language, type and size (read from the file the build publishes).
 * `where` keeps those that belong to a service line or a sector.
 */
export function downloadCards(
  content: SiteContent,
  { region: regionId, language }: { region: RegionId; language: Language },
  site: Pick<SiteInput, 'contentDir'>,
  where: { service?: string; sector?: string } = {},
) {
  const region = regionOf(content, regionId);
  const locale = writingLocale(content.site, region, language);
  const texts = stringsIn(content, language).downloads;
  const date = dateFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  return Object.entries(content.downloads)
    .filter(
      ([, download]) =>
        (where.service === undefined || download.services.includes(where.service)) &&
        (where.sector === undefined || download.sectors.includes(where.sector)),
    )
    .sort(([slugA, a], [slugB, b]) => b.date.localeCompare(a.date) || slugA.localeCompare(slugB))
    .map(([slug, download]) => {
      const title = localize(download.title, language);
      const files = download.files.toSorted((a, b) => Number(b.language === language) - Number(a.language === language));
      return {
        slug,
        anchor: downloadAnchor(slug),
        type: download.type,
        typeLabel: texts.types[download.type],
        title,
        summary: localize(download.summary, language),
        // A certificate's date is the day it was issued, not an edition of it.
        date: {
          label: download.type === 'certificate' ? texts.issued : texts.published,
          iso: download.date,
          text: date.format(new Date(`${download.date}T00:00:00Z`)),
        },
        sectors: download.sectors,
        services: download.services,
        draft: download.draft === true,
        // The cover repeats the title beside it: it adds no words.
        cover: sizedImage(content, { src: fileFor(download, language).src, alt: '' }),
        files: files.map((file) => ({
          href: file.src,
          language: file.language,
          languageName: languageName(file.language, language),
          format: 'PDF',
          size: fileSize(statSync(path.join(site.contentDir, file.src)).size, locale),
        })),
      };
    });
}
export type DownloadCardData = ReturnType<typeof downloadCards>[number];

/** The documents of a service line or a sector, for its page, with the way to the download centre. */
export function relatedDownloads(
  content: SiteContent,
  address: { region: RegionId; language: Language },
  site: Pick<SiteInput, 'contentDir'>,
  where: { service: string } | { sector: string },
) {
  return {
    downloads: downloadCards(content, address, site, where),
    centre: pagePath(regionOf(content, address.region), address.language, 'downloads'),
  };
}
export type RelatedDownloads = ReturnType<typeof relatedDownloads>;
