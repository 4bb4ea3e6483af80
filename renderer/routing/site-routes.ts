import { buildRouteTable, createRouteFinder, type RouteSource } from '../../generator/routes.ts';
import { notFoundPath, parsePath } from '../../generator/urls.ts';
import { type PageKind, pageTemplateOf } from '../../schemas/pages.ts';
import type { Language, RegionId } from '../../schemas/primitives.ts';
import type { Route } from '../../schemas/route.ts';
import type { PageAddress } from '../data/layout-data.ts';

/**
 * The regions, languages and pages the content declares, put on globalThis by vite.config.ts in the process that
 * renders (site build's prerender, site dev's server), so Vike's hooks read them at config time and in the bundle
 * alike. They are not compiled into the bundle: a service line or a case added to the content changes no code,
 * and the next build prerenders with the bundles it has (cli/vike-bundles.ts).
 */
export const siteRouting: RouteSource = (globalThis as { __SITE_ROUTING__?: RouteSource }).__SITE_ROUTING__ ?? {
  regions: [],
};
const routeTable: Route[] = buildRouteTable(siteRouting);
const findRoute = createRouteFinder(siteRouting);

/**
 * What renderer/+onBeforeRoute.ts finds for a path: the page folder that renders it (a template of schemas/pages.ts,
 * the root redirect or a 404 page) and the facts that page is about.
 */
type SiteRoute = { folder: 'root' } | { folder: 'not-found'; region: RegionId; language: Language } | ({ folder: PageKind } & PageAddress);

/** `/pe/404`, `/pe/en/404`: the 404 page of a region in a language (generator/urls.ts, `notFoundPath`). */
function notFoundRouteOf(pathname: string): SiteRoute | undefined {
  const parsed = parsePath(pathname, siteRouting.regions);
  const region = siteRouting.regions.find((candidate) => candidate.id === parsed?.region);
  if (!parsed || !region || pathname !== notFoundPath(region, parsed.language)) return undefined;
  return { folder: 'not-found', region: region.id, language: parsed.language };
}

/** The page a path shows, or undefined for a path of no page (a 404). */
export function routeOf(pathname: string): SiteRoute | undefined {
  if (pathname === '/') return { folder: 'root' };
  const route = findRoute(pathname);
  if (!route) return notFoundRouteOf(pathname);
  return { folder: pageTemplateOf(route.page).template.name, region: route.region, language: route.language, page: route.page };
}

/** Every path the build prerenders: `/`, each region x language x page, and each region's 404 page in each of its languages. */
export function prerenderedPaths(): string[] {
  const notFoundPages = siteRouting.regions.flatMap((region) => region.languages.map((language) => notFoundPath(region, language)));
  return ['/', ...routeTable.map((route) => route.path), ...notFoundPages];
}

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by renderer/+onBeforeRoute.ts for every path of the site; absent on a path of no page. */
      siteRoute?: SiteRoute;
    }
  }
}
