import { prerenderUrlsFor } from '../../routing/site-routes.ts';

export function onBeforePrerenderStart() {
  return prerenderUrlsFor('privacy');
}
