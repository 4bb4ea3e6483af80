import { notFoundPath } from '../../../generator/urls.ts';
import { siteRouting } from '../../routing/site-routes.ts';

export function onBeforePrerenderStart() {
  return siteRouting.regions.flatMap((region) => siteRouting.languages.map((language) => notFoundPath(region, language)));
}
