import { notFoundPath, parsePath } from '../../../generator/urls.ts';
import { siteRouting } from '../../routing/site-routes.ts';

/** `/pe/404`, `/pe/en/404`: the 404 page of every region and language (generator/urls.ts, `notFoundPath`). */
export default function route(pageContext: { urlPathname: string }) {
  const parsed = parsePath(pageContext.urlPathname, siteRouting.regions, siteRouting.languages);
  const region = siteRouting.regions.find((candidate) => candidate.id === parsed?.region);
  if (!parsed || !region || pageContext.urlPathname !== notFoundPath(region, parsed.language)) return false;
  return { routeParams: { region: region.id, language: parsed.language } };
}
