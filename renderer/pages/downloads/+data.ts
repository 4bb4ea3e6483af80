import { stringsIn } from '../../../generator/content/content-entries.ts';
import { hreflangOf } from '../../../generator/routes/urls.ts';
import { downloadCards } from '../../data/downloads.ts';
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
  const offered = new Set<string>([...region.services, ...(region.cases ?? [])]);
  const used = (pick: (download: (typeof downloads)[number]) => readonly string[]) => new Set(downloads.flatMap(pick));
  const usedHere = (pick: (download: (typeof downloads)[number]) => readonly string[]) =>
    new Set([...used(pick)].filter((slug) => offered.has(slug)));
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
    locale: hreflangOf(region, language),
    downloads,
    filters: {
      type: Object.entries(texts.types)
        .filter(([type]) => types.has(type))
        .map(([value, label]) => ({ value, label })),
      sector: named(
        usedHere((download) => download.sectors),
        content.cases,
      ),
      service: named(
        usedHere((download) => download.services),
        content.services,
      ),
    },
  };
});
export type Data = Awaited<ReturnType<typeof data>>;
