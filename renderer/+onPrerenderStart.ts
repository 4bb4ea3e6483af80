import type { PrerenderContext } from 'vike/types';
import { prerenderedPaths, siteOfGlobalContext } from './routing/site-routes.ts';

/**
 * Vike also prerenders each page folder at its own name (`/about`); only the site's paths
 * (renderer/pages/root/+onBeforePrerenderStart.ts) and Vike's own 404 page (`404.html`) are pages. The kept page contexts are copies, as Vike's i18n
 * example returns them: handing back its own objects trips Vike's check for the old `pageContext.url`.
 */
export async function onPrerenderStart(prerenderContext: PrerenderContext) {
  const paths = new Set(prerenderedPaths(await siteOfGlobalContext()));
  const pageContexts = prerenderContext.pageContexts.filter((pageContext) => pageContext.is404 || paths.has(pageContext.urlOriginal));
  return { prerenderContext: { pageContexts: pageContexts.map((pageContext) => ({ ...pageContext })) } };
}
