import type { PageContextServer } from 'vike/types';
import type { RouteSource } from '../generator/routes/routes.ts';
import { savedLanguageScript } from './language/saved-language.ts';
import { siteRouting } from './routing/site-routes.ts';

const scripts = new WeakMap<RouteSource, string>();

/**
 * First thing in <head>: the `js` class lets CSS hide what only scripts can reveal again (clamped texts),
 * so pages read in full without JavaScript; then a saved language preference redirects before the page paints.
 * The same for every page of a content: written once per content.
 */
export function headHtmlBegin(pageContext: PageContextServer): string {
  const { source } = siteRouting(pageContext.globalContext.site);
  let script = scripts.get(source);
  if (script === undefined) {
    const regionDefaults = Object.fromEntries(source.regions.map((region) => [region.id, region.defaultLanguage]));
    const regionLanguages = Object.fromEntries(source.regions.map((region) => [region.id, region.languages]));
    script = `<script>document.documentElement.classList.add('js');${savedLanguageScript(regionDefaults, regionLanguages)}</script>`;
    scripts.set(source, script);
  }
  return script;
}
