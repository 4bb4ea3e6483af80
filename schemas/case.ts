import { z } from 'zod';
import { assetFieldKeyword } from './asset-kinds.ts';
import { mediaSchemas } from './media.ts';
import { assetPath, countryCode, draft, type LocaleSchemas, picturePath } from './primitives.ts';
import { uiText, uiTextGroup } from './ui-text.ts';

/** The UI texts of its pages: the `cases` group of translations/*.yaml. */
export const caseTexts = uiTextGroup('Success cases.', {
  title: uiText('Heading of the cases list.'),
  intro: uiText('Sentence under the heading.'),
  viewSector: uiText('Link of a sector card in the list.'),
  readMore: uiText("Expands a clamped description ('Ver más')."),
  readLess: uiText("Collapses it again ('Ver menos')."),
  client: uiText('Label before the client of a case, for screen readers and the facts list.'),
  facts: uiText('Name of the list of key figures of a case, for screen readers.'),
  clientsTitle: uiText('Heading of the clients strip on the home page.'),
  clientsIntro: uiText('Sentence under the heading of the clients strip.'),
});

/** A sector's texts are in every language of the site. */
export function caseSchemas(locale: LocaleSchemas) {
  const { localizedText } = locale;
  const { image, column } = mediaSchemas(locale);
  const client = z
    .strictObject({
      name: z.string().trim().min(1).meta({ description: 'The client’s name as it writes it, the same in every language.' }),
      logo: picturePath.meta({ description: 'The client’s logo, e.g. /assets/clients/andina-power.svg (SVG, or PNG on a light ground).' }),
      sector: localizedText.meta({ description: 'What the client does, in a few words, e.g. Electricity transmission.' }),
      country: countryCode.meta({ description: 'Two-letter ISO code of the country where the work was done, e.g. EC.' }),
      year: z.int().min(1975).max(2100).meta({ description: 'Year the work was delivered.' }),
    })
    .meta({ description: 'Who the case was for: shown on the case and in the clients strip of the home page.' });
  const quote = z
    .strictObject({
      text: localizedText.meta({ description: 'What the client said about the work, in one to three sentences.' }),
      person: z.string().trim().min(1).meta({ description: 'Full name of the person quoted.' }),
      role: localizedText.meta({ description: 'Their position at the client, e.g. Operations Manager.' }),
    })
    .meta({ description: 'A quote from the client, with who said it.' });

  const caseCard = z
    .strictObject({
      draft,
      image,
      client: client.optional(),
      quote: quote.optional(),
      facts: z
        .array(localizedText)
        .max(4)
        .default([])
        .meta({ description: 'Up to four key figures, each a few words, e.g. 120 km of fibre.' }),
      title: localizedText.meta({ description: 'Title of the success case.' }),
      description: localizedText.meta({
        description: 'What was done and achieved. Lines starting with "- " become a bulleted list.',
      }),
      columns: z.array(column).max(4).default([]).meta({ description: 'Optional detail columns (subtitle and text).' }),
    })
    .meta({ description: 'One success case of the sector.' });

  const caseFile = z
    .strictObject({
      draft,
      name: localizedText.meta({ description: 'Name of the sector, e.g. Telecommunications.' }),
      summary: localizedText.meta({ description: 'One or two sentences for the cases list and search engines.' }),
      cardImage: image.meta({ description: 'Image of this sector in the cases list.' }),
      story: z
        .strictObject({
          title: localizedText.meta({ description: 'Title shown over the video on the home carousel.' }),
          video: assetPath.meta({ description: 'Short muted H.264 MP4 video for the home carousel.', [assetFieldKeyword]: 'video' }),
          poster: picturePath.meta({ description: 'Still image shown before the video plays.' }),
        })
        .meta({ description: 'The video story of this sector on the home page.' }),
      cards: z.array(caseCard).min(1).meta({ description: 'The success cases, in order.' }),
    })
    .meta({ description: 'A sector of success cases: content/cases/{slug}.yaml; the file name is the URL slug.' });
  return { caseCard, caseFile };
}
type CaseSchemas = ReturnType<typeof caseSchemas>;
export type SuccessCases = z.infer<CaseSchemas['caseFile']>;
