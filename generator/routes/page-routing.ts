import type { PageRef } from '../../schemas/page-fields.ts';
import type { ServerManifest } from '../../schemas/server-manifest.ts';
import { createRouteFinder } from './routes.ts';
import { homePath, pagePath, parsePath } from './urls.ts';

/** What a page path answers, for `site serve` (server/app.ts) and the nginx configuration written from the same rules (generator/outputs/nginx.ts). */
type Resolution = { kind: 'page'; file: string } | { kind: 'redirect'; status: 301 | 302; location: string } | { kind: 'none' };

/**
 * What a page path answers (DESIGN.md section 3): `/` goes to the host's region home, an explicit default
 * language and stray slashes move permanently to the canonical path, aliases and case slugs in any
 * capitalisation answer the page itself.
 */
export function createPageResolver(manifest: ServerManifest) {
  const findRoute = createRouteFinder(manifest);
  const regionByHost = new Map(manifest.regions.flatMap((region) => region.domains.map((domain) => [domain, region])));
  const defaultRegion = manifest.regions.find((region) => region.id === manifest.defaultRegion) ?? manifest.regions[0];

  return (pathname: string, hostname: string): Resolution => {
    if (pathname === '/') {
      // As DNS and nginx's server_name: any case, and the fully qualified form with its final dot.
      const region = regionByHost.get(hostname.toLowerCase().replace(/\.$/, '')) ?? defaultRegion;
      return region ? { kind: 'redirect', status: 302, location: homePath(region, region.defaultLanguage) } : { kind: 'none' };
    }
    const route = findRoute(pathname);
    if (!route) return { kind: 'none' };
    const parsed = parsePath(pathname, manifest.regions);
    const region = manifest.regions.find((candidate) => candidate.id === route.region);
    if (parsed?.explicitLanguage && region && parsed.language === region.defaultLanguage) {
      return { kind: 'redirect', status: 301, location: pagePath(region, region.defaultLanguage, route.page as PageRef) };
    }
    const answersPage = pathname.toLowerCase() === route.path.toLowerCase() || route.aliases.includes(pathname);
    if (answersPage) return { kind: 'page', file: `${route.path.slice(1)}/index.html` };
    return { kind: 'redirect', status: 301, location: route.path };
  };
}

export type PageResolver = ReturnType<typeof createPageResolver>;
