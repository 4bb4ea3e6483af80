import { prerenderedPaths, siteOfGlobalContext } from '../../routing/site-routes.ts';

/**
 * The site's one list of prerendered URLs (Vike calls this hook per page folder that has it, so it lives in one
 * folder only); renderer/+onBeforeRoute.ts sends each URL to its page template.
 */
export async function onBeforePrerenderStart() {
  return prerenderedPaths(await siteOfGlobalContext());
}
