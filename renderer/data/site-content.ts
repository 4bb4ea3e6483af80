import path from 'node:path';
import { loadContentOnce } from '../../generator/content-handoff.ts';
import { publishImages } from '../../generator/media/publish-images.ts';
import type { Route } from '../../schemas/route.ts';
import type { SiteContent } from '../../schemas/site-content.ts';
import { attachPublishedImages } from './images.ts';

type Loaded = { content: SiteContent; routes: Route[] };
let loaded: Promise<Loaded> | undefined;

const contentDir = () => path.resolve(process.env.SITE_CONTENT_DIR ?? 'content');

/** `site build` has encoded every photo before rendering, so this reads the image cache; `site dev` encodes here. */
async function withPublishedImages(next: Loaded): Promise<Loaded> {
  attachPublishedImages(next.content, (await publishImages(contentDir(), next.content)).images);
  return next;
}

/** The validated content, read once per build; the build validates before it renders, so errors here are unexpected. */
export function siteContent(): Promise<Loaded> {
  loaded ??= loadContentOnce(contentDir(), { preview: process.env.SITE_PREVIEW === '1' }).then((result) => {
    if (!result.content || !result.routes) {
      throw new Error(`Content has ${result.problems.length} problem(s); run \`npm run validate\`.`);
    }
    return withPublishedImages({ content: result.content, routes: result.routes });
  });
  return loaded;
}

/**
 * `site dev` only: forgets the cached content after an editor saved a file, so the next page request reads it
 * again; `next` is content `site dev` has just loaded and validated, handed over so it is not read twice.
 */
export function resetSiteContent(next?: Loaded): void {
  loaded = next ? withPublishedImages(next) : undefined;
}
