import type { PageContextServer } from 'vike/types';
import { useConfig } from 'vike-react/useConfig';
import { isClosedPage } from '../../generator/content/closed-entries.ts';
import type { SiteContent } from '../../schemas/site-content.ts';
import type { SiteInput } from '../build/site-input.ts';
import { breadcrumbList, headData, structuredData } from './head-data.ts';
import { layoutData, type PageAddress } from './layout-data.ts';
import { siteContent } from './site-content.ts';

const structuredDataCache = new WeakMap<SiteContent, string>();

/** JSON-LD is data, not markup: escaping '<' keeps any text from closing the script element. */
const jsonLd = (data: object) => JSON.stringify(data).replaceAll('<', '\\u003c');

/** A JSON-LD script element. */
function JsonLd({ json }: { json: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built by JSON.stringify with '<' escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The same JSON-LD on every page, serialised once per build. */
function structuredDataJson(content: SiteContent): string {
  const json = structuredDataCache.get(content) ?? jsonLd(structuredData(content));
  structuredDataCache.set(content, json);
  return json;
}

/** What a page adds to the head besides the common data and its breadcrumbs: its own JSON-LD (a job opening's JobPosting). */
interface PageHead {
  structuredData?: (content: SiteContent, address: PageAddress, site: SiteInput) => object | undefined;
}

/**
 * Builds a page's +data hook: layout and head for the routed region, language and page, plus the page's own
 * body. JSON-LD (the site's, the page's breadcrumbs, and the page's own when it has some) goes straight into <head>
 * on the server, so it is not shipped again as page data.
 */
export function pageDataHook<Body>(body: (content: SiteContent, address: PageAddress, site: SiteInput) => Body, pageHead: PageHead = {}) {
  return async (pageContext: PageContextServer) => {
    const config = useConfig();
    const { site } = pageContext.globalContext;
    const { content, routes } = await siteContent(site);
    const { siteRoute } = pageContext;
    if (!siteRoute || !('page' in siteRoute)) throw new Error(`${pageContext.urlOriginal} is not a page of a region`);
    const address: PageAddress = { region: siteRoute.region, language: siteRoute.language, page: siteRoute.page };
    const head = headData(content, address);
    const own = {
      page: pageHead.structuredData?.(content, address, site),
      breadcrumbs: breadcrumbList(content, address, routes, head.heading),
    };
    config({
      Head: (
        <>
          <JsonLd json={structuredDataJson(content)} />
          {Object.entries(own).map(([name, data]) => data && <JsonLd key={name} json={jsonLd(data)} />)}
        </>
      ),
    });
    return {
      // A closed entry's page (a job opening past its date) stays for its links, but search no longer offers it.
      layout: { ...layoutData(content, address, site.regionDomains), searchable: !isClosedPage(content, address.page, site.today) },
      head,
      body: body(content, address, site),
    };
  };
}

export type CommonPageData = Omit<Awaited<ReturnType<ReturnType<typeof pageDataHook>>>, 'body'>;
