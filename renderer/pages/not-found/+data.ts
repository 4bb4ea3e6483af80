import type { PageContextServer } from 'vike/types';
import { notFoundData } from '../../data/not-found-data.ts';
import { siteContent } from '../../data/site-content.ts';

/** The 404 page of one region and language: the servers answer an unknown path in that region with it. */
export async function data(pageContext: PageContextServer) {
  const { site } = pageContext.globalContext;
  const { content } = await siteContent(site);
  const { siteRoute } = pageContext;
  if (siteRoute?.folder !== 'not-found') throw new Error(`${pageContext.urlOriginal} is not a 404 page of a region`);
  return notFoundData(content, siteRoute.region, siteRoute.language, site.regionDomains);
}
