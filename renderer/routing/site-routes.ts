import { buildRouteTable, createRouteFinder, type RouteSource } from '../../generator/routes.ts';
import type { PageRef } from '../../schemas/primitives.ts';
import type { Route } from '../../schemas/route.ts';

/**
 * Injected by vite.config.ts from the validated content, so routing works the same in Node and the browser.
 * Vike also runs route files at config time, outside the bundle; vite.config.ts puts the same facts on
 * globalThis for that.
 */
declare const __SITE_ROUTING__: RouteSource | undefined;

export const siteRouting: RouteSource =
  typeof __SITE_ROUTING__ !== 'undefined'
    ? __SITE_ROUTING__
    : ((globalThis as { __SITE_ROUTING__?: RouteSource }).__SITE_ROUTING__ ?? { regions: [], languages: [] });
export const routeTable: Route[] = buildRouteTable(siteRouting);
const findRoute = createRouteFinder(siteRouting);

export const pageKinds = ['home', 'about', 'contact', 'events', 'service', 'cases', 'case', 'privacy'] as const;
export type PageKind = (typeof pageKinds)[number];

export function pageKindOf(page: PageRef): PageKind {
  if (page.startsWith('services/')) return 'service';
  if (page.startsWith('cases/')) return 'case';
  return page as PageKind;
}

/** A Vike route function for one page template. */
export function routeFor(kind: PageKind) {
  return (pageContext: { urlPathname: string }) => {
    const route = findRoute(pageContext.urlPathname);
    if (!route || pageKindOf(route.page) !== kind) return false;
    return { routeParams: { region: route.region, language: route.language, page: route.page } };
  };
}

/** The canonical URLs Vike prerenders for one page template. */
export function prerenderUrlsFor(kind: PageKind): string[] {
  return routeTable.filter((route) => pageKindOf(route.page) === kind).map((route) => route.path);
}
