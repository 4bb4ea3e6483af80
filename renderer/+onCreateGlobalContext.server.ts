import type { GlobalContextServer } from 'vike/types';
import { type SiteInput, siteInputOf } from './build/site-input.ts';

/**
 * The content and settings the command rendering the site handed to Vite (renderer/build/site-input.ts), on Vike's
 * globalContext where every hook finds them: `pageContext.globalContext.site`.
 */
export function onCreateGlobalContext(globalContext: GlobalContextServer) {
  globalContext.site = siteInputOf(globalContext.viteConfig);
}

declare global {
  namespace Vike {
    interface GlobalContextServer {
      site: SiteInput;
    }
  }
}
