import { savedLanguageScript } from './language/saved-language.ts';
import { siteRouting } from './routing/site-routes.ts';

const regionDefaults = Object.fromEntries(siteRouting.regions.map((region) => [region.id, region.defaultLanguage]));

/** First thing in <head>: a saved language preference redirects before the page paints. */
export const headHtmlBegin = `<script>${savedLanguageScript(regionDefaults, siteRouting.languages)}</script>`;
