import type { Route } from '../schemas/route.ts';
import type { Site } from '../schemas/site.ts';
import { pageAliases, pagePath, regionPages } from './urls.ts';

/** Every region x language x page of the site, as the renderer prerenders it. */
export function buildRouteTable(site: Pick<Site, 'regions' | 'languages'>): Route[] {
  return site.regions.flatMap((region) =>
    site.languages.flatMap((language) =>
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
