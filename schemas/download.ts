import { z } from 'zod';
import { assetFieldKeyword, documentExtension, documentMaxBytes } from './asset-kinds.ts';
import { assetPath, draft, fileNameIn, type LocaleSchemas } from './primitives.ts';
import { choiceLabelsKeyword, uiText, uiTextGroup } from './ui-text.ts';

/**
 * The types of document the download centre offers and filters by, each with its label in every language. A new
 * type is added here first, with its labels in translations/*.yaml.
 */
const documentTypeLabels = uiTextGroup('Document-type labels, one per type (the filter and each document show them).', {
  datasheet: uiText('Technical datasheet of a product or a service.'),
  brochure: uiText('Brochure presenting a line of business.'),
  certificate: uiText('Certificate (ISO management systems, authorisations).'),
  catalogue: uiText('Catalogue of products or services.'),
  policy: uiText('Company policy (quality, safety, environment).'),
});
const documentType = documentTypeLabels.keyof();

/** The download centre's texts and those of the documents listed on service and case pages: the `downloads` group. */
export const downloadTexts = uiTextGroup('Download centre and the documents of service and case pages.', {
  intro: uiText('Sentence under the heading of the download centre.'),
  filters: uiText('Accessible name of the group of filters.'),
  type: uiText('Label of the document-type filter.'),
  sector: uiText('Label of the sector filter.'),
  service: uiText('Label of the service-line filter.'),
  anyType: uiText('Filter option that shows every type.'),
  anySector: uiText('Filter option that shows every sector.'),
  anyService: uiText('Filter option that shows every service line.'),
  reset: uiText('Button that clears the filters.'),
  count_one: uiText('Number of documents shown when it is one; {{count}} is the number.'),
  count_other: uiText('Number of documents shown; {{count}} is the number.'),
  none: uiText('Shown when no document matches the filters.'),
  types: documentTypeLabels,
  published: uiText('Label before the date of a document other than a certificate (its edition).'),
  issued: uiText('Label before the date of a certificate (when it was issued).'),
  related: uiText('Heading of the documents listed on a service or case page.'),
  all: uiText('Link from a service or case page to the download centre.'),
});

/**
 * A document offered for download: its texts in every language of the site, its files (one per language, or one
 * shared file with its language stated), the sectors and service lines it belongs to, and its date.
 */
export function downloadSchemas({ localizedText, language }: LocaleSchemas) {
  const documentFile = z
    .strictObject({
      language: language.meta({ description: 'The language the file is written in, e.g. en.' }),
      src: assetPath.regex(documentExtension, 'pdf-document').meta({
        description: `The PDF in content/assets/downloads (or content/assets/certificates), written as its public path, e.g. /assets/downloads/actuator-datasheet-en.pdf; at most ${documentMaxBytes / 1024 / 1024} MB. The build draws its cover from its first page.`,
        [assetFieldKeyword]: 'document',
      }),
    })
    .meta({ description: 'One file of a document, in one language.' });
  const downloadFile = z
    .strictObject({
      draft,
      type: documentType.meta({
        description: `Type of document: ${documentType.options.join(', ')}. A new type is a change of code: ask a developer (schemas/download.ts).`,
        [choiceLabelsKeyword]: 'downloads.types',
      }),
      title: localizedText.meta({ description: 'Title of the document, as its cover writes it.' }),
      summary: localizedText.meta({ description: 'One or two sentences: what the document holds and who it is for.' }),
      date: z.iso.date().meta({ description: 'Date of the edition, YYYY-MM-DD; the download centre lists the newest first.' }),
      sectors: z
        .array(fileNameIn('cases', 'A sector: the name of its file in content/cases, e.g. energy.'))
        .default([])
        .meta({ description: 'The sectors the document belongs to: their case pages list it.' }),
      services: z
        .array(fileNameIn('services', 'A service line: the name of its file in content/services, e.g. oil.'))
        .default([])
        .meta({ description: 'The service lines the document belongs to: their pages list it.' }),
      files: z
        .array(documentFile)
        .min(1)
        .refine((files) => new Set(files.map((file) => file.language)).size === files.length, {
          message: 'Two files of the document are in the same language: give each language one file.',
        })
        .meta({ description: 'The document itself: one file per language, or one shared file with its language stated.' }),
    })
    .meta({ description: 'A document of the download centre: content/downloads/{slug}.yaml.' });
  return { downloadFile };
}
