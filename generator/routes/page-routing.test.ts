import { beforeAll, describe, expect, it } from 'vitest';
import { realContentDir } from '../../tests/support/content-fixture.ts';
import { loadContent } from '../content/load-content.ts';
import { serverManifest } from '../outputs/site-files.ts';
import { createPageResolver } from './page-routing.ts';

let resolve: ReturnType<typeof createPageResolver>;
beforeAll(async () => {
  const { content, routes } = await loadContent(realContentDir);
  if (!content || !routes) throw new Error('content did not load');
  resolve = createPageResolver(serverManifest(content, routes));
});

describe('page routing of site serve', () => {
  it('redirects / to the region home of the host', () => {
    expect(resolve('/', 'localhost')).toEqual({ kind: 'redirect', status: 302, location: '/ec/home' });
    expect(resolve('/', 'www.tecnandes.com.pe')).toEqual({ kind: 'redirect', status: 302, location: '/pe/home' });
    expect(resolve('/', 'tecnandes.com.br')).toEqual({ kind: 'redirect', status: 302, location: '/br/home' });
    // Host names are compared as DNS and nginx compare them: in any case, with or without the root's final dot.
    expect(resolve('/', 'TECNANDES.COM.BR')).toEqual({ kind: 'redirect', status: 302, location: '/br/home' });
    expect(resolve('/', 'tecnandes.com.br.')).toEqual({ kind: 'redirect', status: 302, location: '/br/home' });
  });

  it('answers canonical pages and their aliases with the page file', () => {
    expect(resolve('/ec/about', 'localhost')).toEqual({ kind: 'page', file: 'ec/about/index.html' });
    expect(resolve('/br/en/services/oil', 'localhost')).toEqual({ kind: 'page', file: 'br/en/services/oil/index.html' });
    for (const alias of ['/ec', '/ec/', '/pe', '/br', '/ec/en', '/ec/en/']) {
      expect(resolve(alias, 'localhost')).toMatchObject({ kind: 'page' });
    }
    expect(resolve('/ec/cases/Telecomunications', 'localhost')).toEqual({ kind: 'page', file: 'ec/cases/telecomunications/index.html' });
    expect(resolve('/ec/en/cases/OIL', 'localhost')).toEqual({ kind: 'page', file: 'ec/en/cases/oil/index.html' });
  });

  it('moves the region default language and stray slashes to the canonical path', () => {
    expect(resolve('/ec/es/about', 'localhost')).toEqual({ kind: 'redirect', status: 301, location: '/ec/about' });
    expect(resolve('/br/pt/home', 'localhost')).toEqual({ kind: 'redirect', status: 301, location: '/br/home' });
    expect(resolve('/ec/about/', 'localhost')).toEqual({ kind: 'redirect', status: 301, location: '/ec/about' });
  });

  it('knows nothing of pages a region does not have', () => {
    for (const path of [
      '/nope',
      '/pe/cases',
      '/br/services/energy',
      '/ec/fr/about',
      '/ec/about/extra',
      '/ec/cases/energy/index.pageContext.json',
      '/ec/en/cases/Oil/index.pageContext.json',
    ]) {
      expect(resolve(path, 'localhost')).toEqual({ kind: 'none' });
    }
  });
});
