import type { Language } from '../schemas/primitives.ts';
import type { Route } from '../schemas/route.ts';
import type { Region } from '../schemas/site.ts';
import { pageAliases, pagePath, regionPages } from './urls.ts';

interface RouteSource {
  regions: readonly Pick<Region, 'id' | 'defaultLanguage' | 'services' | 'cases'>[];
  languages: readonly Language[];
}

/** Every region x language x page of the site, as the renderer prerenders it. */
export function buildRouteTable({ regions, languages }: RouteSource): Route[] {
  return regions.flatMap((region) =>
    languages.flatMap((language) =>
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
