/**
 * Where a visitor with a saved language preference belongs, or null to stay. Runs inline in <head> before
 * anything paints, so it is written as a self-contained function (see headHtmlBegin).
 */
export function savedLanguageTarget(
  pathname: string,
  saved: string | null,
  regionDefaults: Record<string, string>,
  regionLanguages: Record<string, readonly string[]>,
): string | null {
  const segments = pathname.split('/');
  const region = segments[1];
  if (!region || !Object.hasOwn(regionDefaults, region)) return null;
  // Only the languages this region publishes: a saved French stays unused in a region without French pages.
  const languages = regionLanguages[region] || [];
  if (languages.indexOf(segments[2] ?? '') >= 0) return null;
  if (!saved || languages.indexOf(saved) < 0 || saved === regionDefaults[region]) return null;
  const rest = segments.slice(2).filter(Boolean);
  return `/${[region, saved].concat(rest.length > 0 ? rest : ['home']).join('/')}`;
}

/** The browser storage key of the language preference. */
export const languageStorageKey = 'language';

/** The inline script: hides the page and replaces the URL before first paint when a saved language applies. */
export function savedLanguageScript(regionDefaults: Record<string, string>, regionLanguages: Record<string, readonly string[]>): string {
  const args = [JSON.stringify(regionDefaults), JSON.stringify(regionLanguages)].join(',');
  return `(function(){try{var target=(${savedLanguageTarget.toString()})(location.pathname,localStorage.getItem(${JSON.stringify(languageStorageKey)}),${args});if(target){document.documentElement.style.visibility='hidden';location.replace(target+location.search+location.hash);}}catch(e){}})();`;
}

export function saveLanguage(language: string): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage can be disabled (private modes); the URL still carries the language.
  }
}
