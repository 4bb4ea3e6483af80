import { describe, expect, it } from 'vitest';
import type { ListedName } from '../../schemas/collections.ts';
import { noRegionLists, type Region } from '../../schemas/site.ts';
import { emailHref, phoneHref } from './contact-links.ts';
import { buildRouteTable } from './routes.ts';
import { absoluteUrl, pageAliases, pagePath, parsePath, regionPages, regionSwitchHref } from './urls.ts';

const languages = ['es', 'en', 'pt', 'de'];
// Every kind regions list, each empty unless a region below names entries: a kind added later lists nothing here.
type UrlRegion = Pick<Region, 'id' | 'defaultLanguage' | 'languages' | 'domains' | ListedName>;
const ecuador: UrlRegion = {
  id: 'ec',
  defaultLanguage: 'es',
  languages,
  ...noRegionLists(),
  services: ['telecomunications', 'oil', 'industrial', 'energy'],
  cases: ['telecomunications', 'industrial', 'energy', 'oil'],
  domains: [],
};
const peru: UrlRegion = { id: 'pe', defaultLanguage: 'es', languages, ...noRegionLists(), services: ['oil', 'industrial'], domains: [] };
const brazil: UrlRegion = {
  id: 'br',
  defaultLanguage: 'pt',
  languages,
  ...noRegionLists(),
  services: ['oil', 'industrial'],
  domains: ['www.tecnandes.com.br'],
};
const regions = [ecuador, peru, brazil];

describe('page paths', () => {
  it('leaves the region default language unprefixed and prefixes the others', () => {
    expect(pagePath(ecuador, 'es', 'about')).toBe('/ec/about');
    expect(pagePath(ecuador, 'en', 'about')).toBe('/ec/en/about');
    expect(pagePath(brazil, 'pt', 'contact')).toBe('/br/contact');
    expect(pagePath(brazil, 'es', 'contact')).toBe('/br/es/contact');
  });

  it('answers home on the bare region root and case pages on capitalised slugs', () => {
    expect(pageAliases(peru, 'es', 'home')).toEqual(['/pe', '/pe/']);
    expect(pageAliases(ecuador, 'de', 'home')).toEqual(['/ec/de', '/ec/de/']);
    expect(pageAliases(ecuador, 'es', 'cases/telecomunications')).toEqual(['/ec/cases/Telecomunications']);
    expect(pageAliases(ecuador, 'es', 'about')).toEqual([]);
  });

  it('builds absolute URLs on the region domain, or keeps the path without one', () => {
    expect(absoluteUrl(brazil, '/br/home')).toBe('https://www.tecnandes.com.br/br/home');
    expect(absoluteUrl(peru, '/pe/home')).toBe('/pe/home');
  });
});

describe('switching region', () => {
  it("leads from a page in its region's own language to the other region's own, from a chosen language to that language", () => {
    expect(regionSwitchHref(brazil, 'es', ecuador, false)).toBe('/br/home');
    expect(regionSwitchHref(ecuador, 'pt', brazil, false)).toBe('/ec/home');
    expect(regionSwitchHref(peru, 'es', ecuador, false)).toBe('/pe/home');
    expect(regionSwitchHref(brazil, 'en', ecuador, false)).toBe('/br/en/home');
    expect(regionSwitchHref(ecuador, 'de', brazil, false)).toBe('/ec/de/home');
    expect(regionSwitchHref(brazil, 'de', ecuador, true)).toBe('https://www.tecnandes.com.br/br/de/home');
  });

  it("keeps the language on the way to the current region's home, and opens a region that does not publish it in its own", () => {
    expect(regionSwitchHref(ecuador, 'en', ecuador, true)).toBe('/ec/en/home');
    expect(regionSwitchHref({ ...brazil, languages: ['pt', 'es'] }, 'en', ecuador, false)).toBe('/br/home');
  });
});

describe('parsing paths', () => {
  it('reads region, language and page', () => {
    expect(parsePath('/ec/en/services/oil', regions)).toEqual({
      region: 'ec',
      language: 'en',
      explicitLanguage: true,
      page: 'services/oil',
    });
    expect(parsePath('/br', regions)).toEqual({ region: 'br', language: 'pt', explicitLanguage: false, page: 'home' });
    expect(parsePath('/ec/es/about', regions)).toMatchObject({ language: 'es', explicitLanguage: true, page: 'about' });
  });

  it('matches case slugs without regard to case', () => {
    expect(parsePath('/ec/cases/Telecomunications', regions)?.page).toBe('cases/telecomunications');
  });

  it('reads a file below a case page as that file, not as the case page (client navigation data)', () => {
    expect(parsePath('/ec/cases/energy/index.pageContext.json', regions)?.page).toBe('cases/energy/index.pageContext.json');
  });

  it('knows no region outside the list', () => {
    expect(parsePath('/nope', regions)).toBeUndefined();
  });
});

describe('route table', () => {
  const routes = buildRouteTable({ regions });

  it('has 34 pages in each of the four languages, a privacy policy, a search page and a download centre in every region', () => {
    expect(regionPages(ecuador)).toHaveLength(16);
    expect(regionPages(peru)).toEqual([
      'home',
      'about',
      'contact',
      'search',
      'services/oil',
      'services/industrial',
      'events',
      'privacy',
      'downloads',
    ]);
    for (const language of languages) expect(routes.filter((route) => route.language === language)).toHaveLength(34);
    expect(routes.filter((route) => route.page === 'privacy').map((route) => route.path)).toContain('/br/de/privacy');
  });

  it('gives every page a unique path and no cases outside Ecuador', () => {
    const paths = routes.flatMap((route) => [route.path, ...route.aliases]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(routes.some((route) => route.region !== 'ec' && route.page.startsWith('cases'))).toBe(false);
  });
});

describe('contact links', () => {
  it('dials a phone number as content writes it, with its spaces taken out', () => {
    expect(phoneHref('+593 2 245 1000')).toBe('tel:+59322451000');
    expect(phoneHref('+55 11 3456 7800')).toBe('tel:+551134567800');
  });

  it('writes an e-mail link, with its subject when it has one', () => {
    expect(emailHref('info@tecnandes.com.ec')).toBe('mailto:info@tecnandes.com.ec');
    expect(emailHref('info@tecnandes.com.ec', 'Postulación: Técnico & ingeniero (ref. a-1)')).toBe(
      'mailto:info@tecnandes.com.ec?subject=Postulaci%C3%B3n%3A%20T%C3%A9cnico%20%26%20ingeniero%20(ref.%20a-1)',
    );
  });
});
