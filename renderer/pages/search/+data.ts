import { stringsIn } from '../../../generator/content/content-entries.ts';
import { pagePath, regionPages, searchScriptPath } from '../../../generator/routes/urls.ts';
import { headData } from '../../data/head-data.ts';
import { regionOf } from '../../data/layout-data.ts';
import { pageDataHook } from '../../data/page-data.tsx';

/**
 * The search page of a region in one language: the search field (an island) and the site map, every other page
 * of the region by its title, which is what a browser without JavaScript gets instead of results.
 */
export const data = pageDataHook((content, { region: regionId, language, page }) => {
  const region = regionOf(content, regionId);
  const strings = stringsIn(content, language);
  return {
    intro: strings.search.intro,
    script: searchScriptPath(),
    siteMap: regionPages(region)
      .filter((target) => target !== page)
      .map((target) => ({
        href: pagePath(region, language, target),
        // The home page's title is the company's tagline; in a list of pages it is the home page.
        title: target === 'home' ? strings.nav.home : headData(content, { region: regionId, language, page: target }).heading,
      })),
  };
});
export type Data = Awaited<ReturnType<typeof data>>;
