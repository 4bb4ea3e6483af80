import { savedLanguageScript } from './language/saved-language.ts';
import { siteRouting } from './routing/site-routes.ts';

const regionDefaults = Object.fromEntries(siteRouting.regions.map((region) => [region.id, region.defaultLanguage]));
const regionLanguages = Object.fromEntries(siteRouting.regions.map((region) => [region.id, region.languages]));

/**
 * First thing in <head>: the `js` class lets CSS hide what only scripts can reveal again (clamped texts),
 * so pages read in full without JavaScript; then a saved language preference redirects before the page paints.
 */
export const headHtmlBegin = `<script>document.documentElement.classList.add('js');${savedLanguageScript(regionDefaults, regionLanguages)}</script>`;
