import { clientAnchor, countryName } from '../../data/clients.ts';
import { relatedDownloads } from '../../data/downloads.ts';
import { sizedImage } from '../../data/images.ts';
import { localize } from '../../data/localize.ts';
import { pageDataHook } from '../../data/page-data.tsx';
import { formatDetails } from '../../text/details.ts';
import { splitParagraphs } from '../../text/paragraphs.ts';

export const data = pageDataHook((content, address, site) => {
  const { language, page } = address;
  const slug = page.slice('cases/'.length);
  const sector = content.cases[slug];
  if (!sector) throw new Error(`No cases for ${slug}`);
  return {
    intro: localize(sector.summary, language),
    cards: sector.cards.map((card) => ({
      image: sizedImage(content, localize(card.image, language)),
      draft: card.draft === true,
      title: localize(card.title, language),
      client: card.client && {
        anchor: clientAnchor(card.client.name),
        name: card.client.name,
        // The client's name is written beside it: the logo adds no words.
        logo: sizedImage(content, { src: card.client.logo, alt: '' }),
        sector: localize(card.client.sector, language),
        country: countryName(card.client.country, language),
        year: card.client.year,
      },
      quote: card.quote && {
        text: localize(card.quote.text, language),
        person: card.quote.person,
        role: localize(card.quote.role, language),
      },
      facts: localize(card.facts, language),
      // Case descriptions know bullets and bold; a line ending with ':' stays an ordinary sentence.
      description: formatDetails(localize(card.description, language), { headings: false }),
      columns: card.columns.map((column) => ({
        subtitle: localize(column.subtitle, language),
        paragraphs: splitParagraphs(localize(column.text, language)),
      })),
    })),
    documents: relatedDownloads(content, address, site, { sector: slug }),
  };
});
export type Data = Awaited<ReturnType<typeof data>>;
export type CaseCardData = Data['body']['cards'][number];
