import path from 'node:path';
import { loadContent } from '../../generator/load-content.ts';
import type { Route } from '../../schemas/route.ts';
import type { SiteContent } from '../../schemas/site-content.ts';

let loaded: Promise<{ content: SiteContent; routes: Route[] }> | undefined;

/** The validated content, read once per build; the build validates before it renders, so errors here are unexpected. */
export function siteContent(): Promise<{ content: SiteContent; routes: Route[] }> {
  loaded ??= loadContent(path.resolve(process.env.SITE_CONTENT_DIR ?? 'content'), { preview: process.env.SITE_PREVIEW === '1' }).then(
    (result) => {
      if (!result.content || !result.routes) {
        throw new Error(`Content has ${result.problems.length} problem(s); run \`npm run validate\`.`);
      }
      return { content: result.content, routes: result.routes };
    },
  );
  return loaded;
}

/**
 * `site dev` only: forgets the cached content after an editor saved a file, so the next page request reads it
 * again; `next` is content `site dev` has just loaded and validated, handed over so it is not read twice.
 */
export function resetSiteContent(next?: { content: SiteContent; routes: Route[] }): void {
  loaded = next ? Promise.resolve(next) : undefined;
}
