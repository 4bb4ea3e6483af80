import { z } from 'zod';
import { endNotBeforeStart, isoDay } from './date-order.ts';
import { draft, fileNameIn, type LocaleSchemas } from './primitives.ts';
import { uiText, uiTextGroup } from './ui-text.ts';

/** The certifications' own texts, on the About page and in the footer: the `certifications` group of translations/*.yaml. */
export const certificationTexts = uiTextGroup('Certifications.', {
  title: uiText('Heading of the certifications section of the About page and of the footer.'),
  intro: uiText('Sentence under the heading on the About page.'),
  body: uiText('Label before the certification body.'),
  number: uiText('Label before the certificate number.'),
  validUntil: uiText('Label before the date the certificate is valid until.'),
  download: uiText('Link to the certificate document (a PDF); screen readers hear the standard after it.'),
});

const dayOf = (description: string) => isoDay.meta({ description });

/** A certificate's scope is in every language of the site; its standard, body and number are written as issued. */
export function certificationSchemas({ localizedText }: LocaleSchemas) {
  const certificationFile = z
    .strictObject({
      draft,
      standard: z
        .string()
        .trim()
        .min(1)
        .meta({ description: 'The standard certified against, as the certificate writes it, e.g. ISO 9001:2015.' }),
      scope: localizedText.meta({ description: 'What the certificate covers, as its scope states it.' }),
      body: z.string().trim().min(1).meta({ description: 'The certification body that issued it, e.g. Bureau Veritas Certification.' }),
      number: z.string().trim().min(1).meta({ description: 'The certificate number, as printed on it.' }),
      issued: dayOf('Date the certificate was issued, YYYY-MM-DD.'),
      validUntil: dayOf('Last day the certificate is valid, YYYY-MM-DD; site validate warns 60 days before it.'),
      // The PDF is named once, by the certificate's entry in the download centre, which also offers it.
      download: fileNameIn(
        'downloads',
        'The certificate in the download centre: the name of its file in content/downloads, e.g. iso-9001-certificate; its file is the PDF the About page links to.',
      ),
    })
    .superRefine(...endNotBeforeStart('issued', 'validUntil'))
    .meta({ description: 'A certification of the company: content/certifications/{slug}.yaml.' });
  return { certificationFile };
}
