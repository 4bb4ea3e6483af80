import { stringsIn } from '../../../generator/content/content-entries.ts';
import { downloadCards } from '../../data/downloads.ts';
import { writingLocale } from '../../data/intl-formats.ts';
import { regionOf } from '../../data/layout-data.ts';
import { localize } from '../../data/localize.ts';
import { pageDataHook } from '../../data/page-data.tsx';

/**
 * Every document, newest first, and the filters' choices: the types, sectors and service lines the documents name,
 * each once, types in the order schemas/download.ts declares them, sectors and services by their names. Sectors and
 * service lines are the region's own: a certificate covers all four lines, but Peru offers two, and a choice of
 * telecommunications there listed nothing but certificates.
 */
export const data = pageDataHook((content, address, site) => {
  const { language } = address;
  const texts = stringsIn(content, language).downloads;
  const downloads = downloadCards(content, address, site);
  const region = regionOf(content, address.region);
  const used = (pick: (download: (typeof downloads)[number]) => readonly string[]) => new Set(downloads.flatMap(pick));
  /** What the documents name of what the region offers: its service lines, or its sectors (those of its lines and of its success cases). */
  const usedHere = (pick: (download: (typeof downloads)[number]) => readonly string[], offered: readonly string[]) =>
    new Set([...used(pick)].filter((slug) => offered.includes(slug)));
  const types = used((download) => [download.type]);
  const named = (slugs: Set<string>, names: Record<string, { name: Parameters<typeof localize>[0] } | undefined>) =>
    [...slugs]
      .flatMap((slug) => {
        const entry = names[slug];
        return entry ? [{ value: slug, label: localize(entry.name, language) as string }] : [];
      })
      .sort((a, b) => a.label.localeCompare(b.label, language));
  return {
    intro: texts.intro,
    locale: writingLocale(content.site, region, language),
    downloads,
    filters: {
      type: Object.entries(texts.types)
        .filter(([type]) => types.has(type))
        .map(([value, label]) => ({ value, label })),
      sector: named(
        usedHere((download) => download.sectors, [...region.services, ...region.cases]),
        content.cases,
      ),
      service: named(
        usedHere((download) => download.services, region.services),
        content.services,
      ),
    },
  };
});
export type Data = Awaited<ReturnType<typeof data>>;
