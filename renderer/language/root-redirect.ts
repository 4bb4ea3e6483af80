export interface RootRedirectFacts {
  defaultRegion: string;
  /** Each region with the languages it publishes. */
  regions: { id: string; defaultLanguage: string; languages: string[]; domains: string[] }[];
}

/**
 * Where `/` sends a visitor: the region of the host name (else the default region), in the saved
 * language when valid (else the region's own). Self-contained: it also runs inline on static hosts.
 */
export function rootRedirectTarget(hostname: string, saved: string | null, facts: RootRedirectFacts): string {
  let region = facts.regions[0];
  for (const candidate of facts.regions) {
    if (candidate.id === facts.defaultRegion) region = candidate;
  }
  for (const candidate of facts.regions) {
    if (candidate.domains.indexOf(hostname) >= 0) region = candidate;
  }
  if (!region) return '/';
  const language = saved && region.languages.indexOf(saved) >= 0 ? saved : region.defaultLanguage;
  return language === region.defaultLanguage ? `/${region.id}/home` : `/${region.id}/${language}/home`;
}

export function rootRedirectScript(facts: RootRedirectFacts, storageKey: string): string {
  return `(function(){var saved=null;try{saved=localStorage.getItem(${JSON.stringify(storageKey)});}catch(e){}location.replace((${rootRedirectTarget.toString()})(location.hostname,saved,${JSON.stringify(facts)}));})();`;
}
