import type { Route } from '../../schemas/route.ts';
import type { ServerManifest } from '../../schemas/server-manifest.ts';
import type { SiteContent } from '../../schemas/site-content.ts';
import { isClosedPage } from '../content/closed-entries.ts';
import { officesOf } from '../content/content-entries.ts';
import { publishedLanguages, regionLists } from '../routes/routes.ts';
import { absoluteUrl, pageAlternates } from '../routes/urls.ts';
import { escapeMarkup } from './escape-markup.ts';

/**
 * sitemap.xml: every canonical page with its language alternates (xhtml:link), on its region's domain; the page of
 * an entry closed on the build's date `today` (a job opening past its closing date) is built but no longer listed.
 */
export function sitemapXml(content: SiteContent, routes: readonly Route[], today: string): string {
  const { site } = content;
  const entries = routes.flatMap((route) => {
    if (isClosedPage(content, route.page, today)) return [];
    const region = site.regions.find((candidate) => candidate.id === route.region);
    if (!region) throw new Error(`Unknown region ${route.region}`);
    const alternates = pageAlternates(region, route.page)
      .map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeMarkup(alternate.href)}"/>`)
      .join('\n');
    return [`  <url>\n    <loc>${escapeMarkup(absoluteUrl(region, route.path))}</loc>\n${alternates}\n  </url>`];
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled; the sitemap is named on each region's domain. */
export function robotsTxt(content: SiteContent): string {
  const sitemaps = [...new Set(content.site.regions.map((region) => absoluteUrl(region, '/sitemap.xml')))];
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', ...sitemaps.map((url) => `Sitemap: ${url}`), ''].join('\n');
}

/** The server manifest of a build (schemas/server-manifest.ts). */
export function serverManifest(
  content: SiteContent,
  routes: readonly Route[],
  recaptchaSiteKey?: string,
  browserDelivery?: boolean,
): ServerManifest {
  const { site } = content;
  return {
    ...(recaptchaSiteKey === undefined ? {} : { recaptchaSiteKey }),
    ...(browserDelivery === undefined ? {} : { browserDelivery }),
    defaultRegion: site.defaultRegion,
    languages: publishedLanguages(site.regions),
    regions: site.regions.map((region) => ({
      id: region.id,
      defaultLanguage: region.defaultLanguage,
      languages: region.languages,
      domains: region.domains,
      ...regionLists(region),
      offices: officesOf(content, region.id).map((office) => office.id),
    })),
    routes: [...routes],
  };
}
