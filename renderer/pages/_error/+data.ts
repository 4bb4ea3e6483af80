import type { PageContextServer } from 'vike/types';
import { regionOf } from '../../data/layout-data.ts';
import { notFoundData } from '../../data/not-found-data.ts';
import { siteContent } from '../../data/site-content.ts';

/** Vike's own 404 page (`404.html`): for paths outside every region, in the default region and its language. */
export async function data(pageContext: PageContextServer) {
  const { site } = pageContext.globalContext;
  const { content } = await siteContent(site);
  const region = regionOf(content, content.site.defaultRegion);
  return notFoundData(content, region.id, region.defaultLanguage, site.regionDomains);
}
