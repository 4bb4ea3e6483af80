import { stringsIn } from '../../../generator/content/content-entries.ts';
import { casePage, pagePath } from '../../../generator/routes/urls.ts';
import { sizedImage } from '../../data/images.ts';
import { regionOf } from '../../data/layout-data.ts';
import { localize } from '../../data/localize.ts';
import { pageDataHook } from '../../data/page-data.tsx';

export const data = pageDataHook((content, { region: regionId, language }) => {
  const region = regionOf(content, regionId);
  return {
    intro: stringsIn(content, language).cases.intro,
    sectors: region.cases.map((slug) => {
      const sector = content.cases[slug];
      if (!sector) throw new Error(`No cases for ${slug}`);
      return {
        slug,
        name: localize(sector.name, language),
        summary: localize(sector.summary, language),
        image: sizedImage(content, localize(sector.cardImage, language)),
        href: pagePath(region, language, casePage(slug)),
        draft: sector.draft === true,
      };
    }),
  };
});
export type Data = Awaited<ReturnType<typeof data>>;
export type SectorCardData = Data['body']['sectors'][number];
