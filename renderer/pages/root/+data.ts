import type { PageContextServer } from 'vike/types';
import { homePath } from '../../../generator/routes/urls.ts';
import { siteContent } from '../../data/site-content.ts';
import type { RootRedirectFacts } from '../../language/root-redirect.ts';

/** `/` is prerendered for static hosts; `site serve` answers it with a redirect by host before this page is reached. */
export async function data(pageContext: PageContextServer) {
  const { content } = await siteContent(pageContext.globalContext.site);
  const { site } = content;
  const facts: RootRedirectFacts = {
    defaultRegion: site.defaultRegion,
    regions: site.regions.map(({ id, defaultLanguage, languages, domains }) => ({ id, defaultLanguage, languages, domains })),
  };
  const fallbackRegion = site.regions.find((region) => region.id === site.defaultRegion) ?? site.regions[0];
  return {
    facts,
    fallback: fallbackRegion ? homePath(fallbackRegion, fallbackRegion.defaultLanguage) : '/',
    company: site.company.name,
    language: site.defaultLanguage,
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
