import { lookup } from '../../../generator/checks/cross-checks.ts';
import { stringsIn } from '../../../generator/content/content-entries.ts';
import { pagePath, regionPages, searchScriptPath } from '../../../generator/routes/urls.ts';
import type { PageRef } from '../../../schemas/page-fields.ts';
import { pageTemplateOf, pageTemplates } from '../../../schemas/pages.ts';
import { entryName, headData } from '../../data/head-data.ts';
import { regionOf } from '../../data/layout-data.ts';
import { pageDataHook } from '../../data/page-data.tsx';

/**
 * The search page of a region in one language: the search field (an island) and the site map, every other page
 * of the region, which is what a browser without JavaScript gets instead of results. The map has the company's
 * pages first, then one group per list of entries (services, cases), each entry by its own name.
 */
export const data = pageDataHook((content, { region: regionId, language, page }) => {
  const region = regionOf(content, regionId);
  const strings = stringsIn(content, language);
  /** A kind's entries are headed by its menu text (nav.services), else by the title of its listing page. */
  const groupTitle = (kind: string): string => {
    const menuText = lookup(strings, `nav.${kind}`);
    if (typeof menuText === 'string') return menuText;
    const listPage = pageTemplates.find((template) => 'kind' in template && template.kind === kind && !('each' in template));
    return listPage ? headData(content, { region: regionId, language, page: listPage.name as PageRef }).heading : kind;
  };
  const groups = new Map<string, { title: string; links: { href: string; title: string }[] }>();
  for (const target of regionPages(region)) {
    if (target === page) continue;
    const { template, slug = '' } = pageTemplateOf(target);
    const key = 'each' in template ? template.each : 'pages';
    const group = groups.get(key) ?? { title: 'each' in template ? groupTitle(template.each) : content.site.company.name, links: [] };
    groups.set(key, group);
    group.links.push({
      href: pagePath(region, language, target),
      title:
        'each' in template
          ? entryName(content, template, slug, language)
          : // The home page's title is the company's tagline; in a list of pages it is the home page.
            target === 'home'
            ? strings.nav.home
            : headData(content, { region: regionId, language, page: target }).heading,
    });
  }
  return { intro: strings.search.intro, script: searchScriptPath(), siteMap: [...groups.values()] };
});
export type Data = Awaited<ReturnType<typeof data>>;
