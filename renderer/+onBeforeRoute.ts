import type { PageContextServer } from 'vike/types';
import { routeOf } from './routing/site-routes.ts';

/**
 * One router for the whole site (Vike's i18n pattern): `/{region}[/{lang}]/{page}` is routed as the folder of its
 * page template (schemas/pages.ts), with region, language and page handed over as `pageContext.siteRoute`. A path
 * of no page goes on to Vike's routing unchanged, where it finds no page or is refused by renderer/+guard.ts.
 */
export function onBeforeRoute(pageContext: PageContextServer) {
  const siteRoute = routeOf(pageContext.globalContext.site, pageContext.urlPathname);
  return siteRoute && { pageContext: { siteRoute, urlLogical: `/${siteRoute.folder}` } };
}
