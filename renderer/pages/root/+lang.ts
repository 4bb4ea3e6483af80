import type { PageContext } from 'vike/types';
import type { Data } from './+data.ts';

/** The redirect page is in the site's default language, as site.yaml declares it. */
export function lang(pageContext: PageContext<Data>) {
  return pageContext.data.language;
}
