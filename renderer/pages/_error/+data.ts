import { homePath } from '../../../generator/urls.ts';
import { headData } from '../../data/head-data.ts';
import { layoutData, regionOf } from '../../data/layout-data.ts';
import { siteContent } from '../../data/site-content.ts';

/**
 * The 404 page is the site's own page (header, footer, logo) in the default region and its language, with
 * `lang` to match; it reads 'Not Found' (SPEC.md) and offers the way home.
 */
export async function data() {
  const { content } = await siteContent();
  const region = regionOf(content, content.site.defaultRegion);
  const address = { region: region.id, language: region.defaultLanguage, page: 'home' as const };
  const layout = layoutData(content, address);
  const strings = content.translations[address.language].notFound;
  return {
    // No menu entry is the current page here.
    layout: { ...layout, header: layout.header.map((item) => ('current' in item ? { ...item, current: false } : item)) },
    head: { ...headData(content, address), title: 'Not Found', alternates: [] },
    body: { title: strings.title, text: strings.text, backHome: strings.backHome, homeHref: homePath(region, address.language) },
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
