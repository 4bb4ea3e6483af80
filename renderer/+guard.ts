import { render } from 'vike/abort';
import type { PageContext } from 'vike/types';

/** A page folder reached by its own name (`/about`) instead of a path of the site is not a page: 404. */
export function guard(pageContext: PageContext) {
  if (!pageContext.siteRoute) throw render(404);
}
