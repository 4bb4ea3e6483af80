import type { PageContextServer } from 'vike/types';
import type { Language, RegionId } from '../../../schemas/primitives.ts';
import { notFoundData } from '../../data/not-found-data.ts';
import { siteContent } from '../../data/site-content.ts';

/** The 404 page of one region and language: the servers answer an unknown path in that region with it. */
export async function data(pageContext: PageContextServer) {
  const { content } = await siteContent();
  return notFoundData(content, pageContext.routeParams.region as RegionId, pageContext.routeParams.language as Language);
}
