import { describe, expect, it } from 'vitest';
import { rootRedirectTarget } from './root-redirect.ts';
import { savedLanguageScript, savedLanguageTarget } from './saved-language.ts';

const defaults = { ec: 'es', pe: 'es', br: 'pt' };
const languages = ['es', 'en', 'pt', 'de'];

describe('saved language preference', () => {
  it('sends an unprefixed page to the saved language', () => {
    expect(savedLanguageTarget('/br/home', 'en', defaults, languages)).toBe('/br/en/home');
    expect(savedLanguageTarget('/ec/services/oil', 'de', defaults, languages)).toBe('/ec/de/services/oil');
    expect(savedLanguageTarget('/pe', 'pt', defaults, languages)).toBe('/pe/pt/home');
  });

  it('leaves the page alone when the URL names a language, the saved one is the default or invalid', () => {
    expect(savedLanguageTarget('/ec/pt/about', 'en', defaults, languages)).toBeNull();
    expect(savedLanguageTarget('/br/home', 'pt', defaults, languages)).toBeNull();
    expect(savedLanguageTarget('/br/home', 'fr', defaults, languages)).toBeNull();
    expect(savedLanguageTarget('/br/home', null, defaults, languages)).toBeNull();
    expect(savedLanguageTarget('/nope', 'en', defaults, languages)).toBeNull();
    expect(savedLanguageTarget('/toString/home', 'en', defaults, languages)).toBeNull();
  });

  it('runs as an inline script that replaces the location', () => {
    const replaced: string[] = [];
    const fakeWindow = {
      location: { pathname: '/br/contact', search: '?x=1', hash: '', replace: (url: string) => replaced.push(url) },
      localStorage: { getItem: () => 'de' },
      document: { documentElement: { style: { visibility: '' } } },
    };
    new Function('location', 'localStorage', 'document', savedLanguageScript(defaults, languages))(
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
    languages,
    regions: [
      { id: 'ec', defaultLanguage: 'es', domains: ['www.tecnandes.com.ec'] },
      { id: 'br', defaultLanguage: 'pt', domains: ['www.tecnandes.com.br'] },
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
  });
});
