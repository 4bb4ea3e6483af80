import { anchorHref, casePage, pagePath } from '../../generator/routes/urls.ts';
import type { Language } from '../../schemas/primitives.ts';
import type { Region } from '../../schemas/site.ts';
import type { SiteContent } from '../../schemas/site-content.ts';
import { sizedImage } from './images.ts';
import { regionNames } from './intl-formats.ts';
import { localize } from './localize.ts';

/** The id of a client's case on its sector's page, from the client's name: the home page's clients strip links to it. */
export function clientAnchor(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g);
  return `client-${(words ?? []).join('-')}`;
}

/** A country's name in the page's language, from its ISO code (EC → Ecuador, Equador, Ecuador). */
export function countryName(code: string, language: Language): string {
  return regionNames(language).of(code) ?? code;
}

/**
 * The region's clients, derived from the cases it shows (no second list to keep): each client once, in the order
 * of the region's sectors and their cases, linking to its case.
 */
export function regionClients(content: SiteContent, region: Region, language: Language) {
  const seen = new Set<string>();
  return region.cases.flatMap((slug) =>
    (content.cases[slug]?.cards ?? []).flatMap((card) => {
      const { client } = card;
      if (!client || seen.has(client.name)) return [];
      seen.add(client.name);
      return [
        {
          name: client.name,
          sector: localize(client.sector, language),
          // The name is the link's text; the logo beside it is its picture.
          logo: sizedImage(content, { src: client.logo, alt: '' }),
          href: anchorHref(pagePath(region, language, casePage(slug)), clientAnchor(client.name)),
        },
      ];
    }),
  );
}
