import { describe, expect, it } from 'vitest';
import { rootRedirectTarget } from './root-redirect.ts';
import { savedLanguageScript, savedLanguageTarget } from './saved-language.ts';

const defaults = { ec: 'es', pe: 'es', br: 'pt' };
const languages = ['es', 'en', 'pt', 'de'];
/** Ecuador publishes French too; Peru and Brazil do not. */
const regionLanguages = { ec: [...languages, 'fr'], pe: languages, br: languages };

describe('saved language preference', () => {
  it('sends an unprefixed page to the saved language', () => {
    expect(savedLanguageTarget('/br/home', 'en', defaults, regionLanguages)).toBe('/br/en/home');
    expect(savedLanguageTarget('/ec/services/oil', 'de', defaults, regionLanguages)).toBe('/ec/de/services/oil');
    expect(savedLanguageTarget('/pe', 'pt', defaults, regionLanguages)).toBe('/pe/pt/home');
  });

  it('sends a page to a saved language only in a region that publishes it', () => {
    expect(savedLanguageTarget('/ec/about', 'fr', defaults, regionLanguages)).toBe('/ec/fr/about');
    expect(savedLanguageTarget('/pe/about', 'fr', defaults, regionLanguages)).toBeNull();
  });

  it('leaves the page alone when the URL names a language, the saved one is the default or invalid', () => {
    expect(savedLanguageTarget('/ec/pt/about', 'en', defaults, regionLanguages)).toBeNull();
    expect(savedLanguageTarget('/br/home', 'pt', defaults, regionLanguages)).toBeNull();
    expect(savedLanguageTarget('/br/home', 'fr', defaults, regionLanguages)).toBeNull();
    expect(savedLanguageTarget('/br/home', null, defaults, regionLanguages)).toBeNull();
    expect(savedLanguageTarget('/nope', 'en', defaults, regionLanguages)).toBeNull();
    expect(savedLanguageTarget('/toString/home', 'en', defaults, regionLanguages)).toBeNull();
  });

  it('runs as an inline script that replaces the location', () => {
    const replaced: string[] = [];
    const fakeWindow = {
      location: { pathname: '/br/contact', search: '?x=1', hash: '', replace: (url: string) => replaced.push(url) },
      localStorage: { getItem: () => 'de' },
      document: { documentElement: { style: { visibility: '' } } },
    };
    new Function('location', 'localStorage', 'document', savedLanguageScript(defaults, regionLanguages))(
      fakeWindow.location,
      fakeWindow.localStorage,
      fakeWindow.document,
    );
    expect(replaced).toEqual(['/br/de/contact?x=1']);
    expect(fakeWindow.document.documentElement.style.visibility).toBe('hidden');
  });
});

describe('root redirect', () => {
  const facts = {
    defaultRegion: 'ec',
    regions: [
      { id: 'ec', defaultLanguage: 'es', languages: [...languages, 'fr'], domains: ['www.tecnandes.com.ec'] },
      { id: 'br', defaultLanguage: 'pt', languages, domains: ['www.tecnandes.com.br'] },
    ],
  };

  it('picks the region by host name, else the default region', () => {
    expect(rootRedirectTarget('www.tecnandes.com.br', null, facts)).toBe('/br/home');
    expect(rootRedirectTarget('localhost', null, facts)).toBe('/ec/home');
  });

  it('uses the saved language when it is valid', () => {
    expect(rootRedirectTarget('www.tecnandes.com.br', 'en', facts)).toBe('/br/en/home');
    expect(rootRedirectTarget('localhost', 'es', facts)).toBe('/ec/home');
    expect(rootRedirectTarget('localhost', 'xx', facts)).toBe('/ec/home');
    expect(rootRedirectTarget('localhost', 'fr', facts)).toBe('/ec/fr/home');
    expect(rootRedirectTarget('www.tecnandes.com.br', 'fr', facts)).toBe('/br/home');
  });
});
