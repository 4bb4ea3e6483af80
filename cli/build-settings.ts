import type { Environment } from '../generator/settings/contact-public-config.ts';

/**
 * SITE_REGION_DOMAINS=1, an operator's setting of the build (DEPLOY.md): the regions menu links to each region's own
 * domain, as production serves them; unset, every region stays on the current origin (local runs, tests).
 */
export function linksToRegionDomains(env: Environment = process.env): boolean {
  return env.SITE_REGION_DOMAINS === '1';
}
