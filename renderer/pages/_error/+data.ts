import { homePath } from '../../../generator/urls.ts';
import { regionOf } from '../../data/layout-data.ts';
import { siteContent } from '../../data/site-content.ts';

/** The 404 page is one page for every region and language, so it offers the way home in each language. */
export async function data() {
  const { content } = await siteContent();
  const region = regionOf(content, content.site.defaultRegion);
  return {
    ways: content.site.languages.map((language) => ({
      language,
      text: content.translations[language].notFound.text,
      label: content.translations[language].notFound.backHome,
      href: homePath(region, language),
    })),
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
