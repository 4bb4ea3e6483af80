import { type ListedName, listedCollections } from '../../schemas/collections.ts';
import type { PageRef } from '../../schemas/page-fields.ts';
import type { Language } from '../../schemas/primitives.ts';
import type { Route } from '../../schemas/route.ts';
import type { Region, Site } from '../../schemas/site.ts';
import { pageAliases, pagePath, parsePath, regionPages } from './urls.ts';

/** The few facts URLs depend on: small enough to ship to the browser for client-side routing. */
export interface RouteSource {
  regions: readonly Pick<Region, 'id' | 'defaultLanguage' | 'languages' | ListedName>[];
}

export function routingFacts(site: Pick<Site, 'regions'>): RouteSource {
  return {
    regions: site.regions.map((region) => ({
      id: region.id,
      defaultLanguage: region.defaultLanguage,
      languages: region.languages,
      ...regionLists(region),
    })),
  };
}

/** A region's lists of entries (`services`, `cases`): what its entry pages are. */
export function regionLists(region: Pick<Region, ListedName>): Pick<Region, ListedName> {
  return Object.fromEntries(listedCollections.map(({ name }) => [name, region[name]])) as Pick<Region, ListedName>;
}

/** Every language some region publishes, in the order the regions list them. */
export function publishedLanguages(regions: readonly Pick<Region, 'languages'>[]): Language[] {
  return [...new Set(regions.flatMap((region) => region.languages))];
}

/** Every region x language x page of the site, as the renderer prerenders it: each region in the languages it publishes. */
export function buildRouteTable({ regions }: RouteSource): Route[] {
  return regions.flatMap((region) =>
    region.languages.flatMap((language) =>
      regionPages(region).map((page) => ({
        region: region.id,
        language,
        page,
        path: pagePath(region, language, page),
        aliases: pageAliases(region, language, page),
      })),
    ),
  );
}

/** Finds the page a path shows: canonical paths, aliases, an explicit default language and any capitalisation of a case slug. */
export function createRouteFinder(source: RouteSource): (pathname: string) => Route | undefined {
  const routesByPath = new Map(buildRouteTable(source).map((route) => [route.path, route]));
  return (pathname) => {
    const parsed = parsePath(pathname, source.regions);
    const region = source.regions.find((candidate) => candidate.id === parsed?.region);
    if (!parsed || !region) return undefined;
    return routesByPath.get(pagePath(region, parsed.language, parsed.page as PageRef));
  };
}
