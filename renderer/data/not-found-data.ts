import { stringsIn } from '../../generator/content/content-entries.ts';
import { homePath, pagePath } from '../../generator/routes/urls.ts';
import type { Language, RegionId } from '../../schemas/primitives.ts';
import type { SiteContent } from '../../schemas/site-content.ts';
import type { NotFoundBody } from '../components/not-found/NotFound.tsx';
import { documentTitle, headData } from './head-data.ts';
import { layoutData, regionOf } from './layout-data.ts';

/**
 * A 404 page is the site's own page (header, footer, logo) in a region and language, with `lang` to match; it
 * reads 'Not Found' (SPEC.md), says what happened in its language (tab title too) and offers the ways to that
 * region's home, services and contact.
 */
export function notFoundData(content: SiteContent, regionId: RegionId, language: Language, regionDomains: boolean) {
  const region = regionOf(content, regionId);
  const address = { region: region.id, language, page: 'home' as const };
  const layout = layoutData(content, address, regionDomains);
  const strings = stringsIn(content, language).notFound;
  const body: NotFoundBody = {
    title: strings.title,
    text: strings.text,
    backHome: strings.backHome,
    homeHref: homePath(region, language),
    contact: strings.contact,
    contactHref: pagePath(region, language, 'contact'),
    servicesTitle: strings.servicesTitle,
    // The region's service lines, as its footer lists them.
    services: layout.footer.services,
  };
  // No address of its own to name as canonical, nor alternates: the home page's would tell a search engine that the
  // missing address is the home page.
  const { canonical: _homeAddress, ...homeHead } = headData(content, address);
  return {
    // No menu entry is the current page here, and search does not offer the page.
    layout: {
      ...layout,
      header: layout.header.map((item) => ('current' in item ? { ...item, current: false } : item)),
      searchable: false,
    },
    head: { ...homeHead, title: documentTitle(content, language, strings.title), heading: strings.title, alternates: [] },
    body,
  };
}
export type NotFoundData = ReturnType<typeof notFoundData>;
