import { getGlobalContext } from 'vike/server';
import { buildRouteTable, createRouteFinder, type RouteSource, routingFacts } from '../../generator/routes/routes.ts';
import { notFoundPath, parsePath } from '../../generator/routes/urls.ts';
import { type PageKind, pageTemplateOf } from '../../schemas/pages.ts';
import type { Language, RegionId } from '../../schemas/primitives.ts';
import type { Route } from '../../schemas/route.ts';
import type { Site } from '../../schemas/site.ts';
import type { SiteInput } from '../build/site-input.ts';
import type { PageAddress } from '../data/layout-data.ts';

type Routing = { source: RouteSource; table: Route[]; find: ReturnType<typeof createRouteFinder> };
const routingCache = new WeakMap<Site, Routing>();

/**
 * The regions, languages and pages the content declares, from the content the command handed over
 * (`globalContext.site`, renderer/build/site-input.ts), worked out once per content. They are not compiled into
 * the bundle: a service line or a case added to the content changes no code, and the next build prerenders with
 * the bundles it has (cli/vike-bundles.ts).
 */
export function siteRouting(site: SiteInput): Routing {
  const { content } = site.current();
  let routing = routingCache.get(content.site);
  if (!routing) {
    const source = routingFacts(content.site);
    routing = { source, table: buildRouteTable(source), find: createRouteFinder(source) };
    routingCache.set(content.site, routing);
  }
  return routing;
}

/** The input on the server's globalContext, for the hooks Vike calls without a pageContext (the prerender's). */
export async function siteOfGlobalContext(): Promise<SiteInput> {
  const globalContext = await getGlobalContext();
  if (globalContext.isClientSide) throw new Error('The site routes are worked out on the server only.');
  return globalContext.site;
}

/**
 * What renderer/+onBeforeRoute.ts finds for a path: the page folder that renders it (a template of schemas/pages.ts,
 * the root redirect or a 404 page) and the facts that page is about.
 */
type SiteRoute = { folder: 'root' } | { folder: 'not-found'; region: RegionId; language: Language } | ({ folder: PageKind } & PageAddress);

/** `/pe/404`, `/pe/en/404`: the 404 page of a region in a language (generator/routes/urls.ts, `notFoundPath`). */
function notFoundRouteOf({ regions }: RouteSource, pathname: string): SiteRoute | undefined {
  const parsed = parsePath(pathname, regions);
  const region = regions.find((candidate) => candidate.id === parsed?.region);
  if (!parsed || !region || pathname !== notFoundPath(region, parsed.language)) return undefined;
  return { folder: 'not-found', region: region.id, language: parsed.language };
}

/** The page a path shows, or undefined for a path of no page (a 404). */
export function routeOf(site: SiteInput, pathname: string): SiteRoute | undefined {
  if (pathname === '/') return { folder: 'root' };
  const { source, find } = siteRouting(site);
  const route = find(pathname);
  if (!route) return notFoundRouteOf(source, pathname);
  return { folder: pageTemplateOf(route.page).template.name, region: route.region, language: route.language, page: route.page };
}

/** Every path the build prerenders: `/`, each region x language x page, and each region's 404 page in each of its languages. */
export function prerenderedPaths(site: SiteInput): string[] {
  const { source, table } = siteRouting(site);
  const notFoundPages = source.regions.flatMap((region) => region.languages.map((language) => notFoundPath(region, language)));
  return ['/', ...table.map((route) => route.path), ...notFoundPages];
}

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by renderer/+onBeforeRoute.ts for every path of the site; absent on a path of no page. */
      siteRoute?: SiteRoute;
    }
  }
}
