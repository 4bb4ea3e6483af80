import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { entryScriptOf } from '../generator/outputs/entry-after-paint.ts';
import { assertSendsPrecompressed } from './support/precompressed.ts';
import {
  defaultDistDir,
  loadSite,
  loadTranslations,
  pathOf,
  rawGet,
  readContentYaml,
  regionById,
  type SiteFacts,
  type SiteServer,
  startSiteServer,
} from './support/site-server.ts';

let server: SiteServer;
let site: SiteFacts;

before(async () => {
  [server, site] = await Promise.all([startSiteServer(), loadSite()]);
});

after(async () => {
  await server?.close();
});

const get = (pathname: string, headers?: Record<string, string>) => rawGet(server.origin, pathname, headers);

function decodeEntities(text: string): string {
  return text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

/** The attributes of every tag with this name, names lower-cased (React writes `hrefLang`). */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, attributes = '']) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key = '', value = '']) => [key.toLowerCase(), decodeEntities(value)]),
    ),
  );
}

interface HeadLinks {
  canonical: string[];
  alternates: { hreflang: string; href: string }[];
}

function headLinks(html: string): HeadLinks {
  const links = tags(html, 'link');
  return {
    canonical: links.filter((link) => link.rel === 'canonical').map((link) => link.href ?? ''),
    alternates: links
      .filter((link) => link.rel === 'alternate' && link.hreflang)
      .map((link) => ({ hreflang: link.hreflang ?? '', href: link.href ?? '' })),
  };
}

const h1Of = (html: string) =>
  decodeEntities(
    /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? '',
  );

describe('routing rules of the server', () => {
  test('/ redirects (302) to the Ecuador home', async () => {
    const response = await get('/');
    assert.equal(response.status, 302);
    assert.equal(response.location, '/ec/home');
  });

  test('a region domain in the Host header sends / to that region home', async () => {
    for (const region of site.regions) {
      for (const domain of region.domains) {
        const response = await get('/', { host: domain });
        assert.equal(response.status, 302, domain);
        assert.equal(response.location, `/${region.id}/home`, `Host: ${domain}`);
      }
    }
    assert.equal((await get('/', { host: 'www.tecnandes.com.pe' })).location, '/pe/home');
    assert.equal((await get('/', { host: 'unknown.example' })).location, '/ec/home', 'an unknown host falls back to Ecuador');
  });

  test('case pages answer in the capitalised and the lowercase spelling, with one lowercase canonical', async () => {
    const cases = await readContentYaml<{ name: { es: string } }>('cases/telecomunications.yaml');
    for (const pathname of ['/ec/cases/Telecomunications', '/ec/cases/telecomunications']) {
      const response = await get(pathname);
      assert.equal(response.status, 200, pathname);
      assert.match(response.contentType ?? '', /^text\/html/);
      assert.equal(h1Of(response.body), `Casos de éxito: ${cases.name.es}`, `${pathname} shows the case page`);
      assert.deepEqual(headLinks(response.body).canonical, ['https://www.tecnandes.com.ec/ec/cases/telecomunications']);
    }
    assert.equal((await get('/ec/en/cases/Energy')).status, 200, 'capitalised slug in another language');
  });

  test('the region default language in the URL moves permanently (301) to the unprefixed address, keeping the query', async () => {
    assert.deepEqual(await get('/ec/es/about').then(({ status, location }) => ({ status, location })), {
      status: 301,
      location: '/ec/about',
    });
    assert.deepEqual(await get('/br/pt/contact?from=ad').then(({ status, location }) => ({ status, location })), {
      status: 301,
      location: '/br/contact?from=ad',
    });
    assert.deepEqual(await get('/ec/about/').then(({ status, location }) => ({ status, location })), {
      status: 301,
      location: '/ec/about',
    });
  });

  test('home aliases answer with the home page', async () => {
    for (const pathname of ['/ec/', '/pe', '/br', '/br/en', '/ec/de/']) {
      const response = await get(pathname);
      assert.equal(response.status, 200, pathname);
      assert.match(headLinks(response.body).canonical[0] ?? '', /\/home$/, `${pathname} is the home page`);
    }
  });

  test('unknown paths answer 404 with the text "Not Found"', async () => {
    for (const pathname of ['/nope', '/pe/cases', '/br/cases/oil', '/pe/services/telecomunications', '/ec/fr/about', '/ec/cases/mining']) {
      const response = await get(pathname);
      assert.equal(response.status, 404, pathname);
      assert.match(response.contentType ?? '', /^text\/html/, pathname);
      const titles = Object.values(await loadTranslations()).map((strings) => strings.notFound.title);
      assert.ok(titles.includes(h1Of(response.body)), `${pathname}: its heading is the page language's title`);
      assert.match(response.body.replace(/<[^>]+>/g, ''), /404 · Not Found/, `${pathname}: SPEC's text`);
    }
  });

  test("the 404 page is the site's own page: header with the logo, footer, one language with lang to match", async () => {
    const { body } = await get('/no-such-page');
    const spanish = (await loadTranslations()).es.notFound;
    assert.match(body, /<html lang="es-EC"/);
    assert.match(body, /<header[\s\S]*<img src="\/assets\/logos\/tecnandes-ec\.svg"/, 'header with the logo');
    assert.match(body, /<footer /, 'footer');
    assert.ok(body.includes(spanish.text), 'what happened, in Spanish');
    // Not the home page's address: a search engine would take the missing address for the home page.
    assert.doesNotMatch(body, /rel="canonical"|property="og:url"/);
    for (const language of ['en', 'pt', 'de'] as const) {
      const other = (await loadTranslations())[language].notFound.text;
      assert.ok(!body.includes(other), `not also in ${language}`);
    }
  });

  test("an unknown path under a region gets that region's 404 page in the path's language, else the default one", async () => {
    const translations = await loadTranslations();
    const cases = [
      { pathname: '/pe/en/nothing-here', region: 'pe', language: 'en', lang: 'en', logo: 'tecnandes-pe' },
      { pathname: '/br/xyz', region: 'br', language: 'pt', lang: 'pt-BR', logo: 'tecnandes-br' },
      { pathname: '/ec/de/services/none', region: 'ec', language: 'de', lang: 'de', logo: 'tecnandes-ec' },
      { pathname: '/nothing', region: 'ec', language: 'es', lang: 'es-EC', logo: 'tecnandes-ec' },
    ] as const;
    for (const { pathname, region: regionId, language, lang, logo } of cases) {
      const strings = translations[language];
      const { text } = strings.notFound;
      const region = regionById(site, regionId);
      const home = pathOf(region, language, 'home');
      const response = await get(pathname);
      assert.equal(response.status, 404, pathname);
      assert.equal(h1Of(response.body), strings.notFound.title, `${pathname}: the heading in the page language`);
      assert.equal(
        decodeEntities(/<title>([^<]*)<\/title>/.exec(response.body)?.[1] ?? ''),
        strings.meta.titleTemplate.replace('{{page}}', strings.notFound.title).replace('{{company}}', site.company.name),
        `${pathname}: the tab title in the page language`,
      );
      assert.ok(response.body.includes('Not Found'), `${pathname}: SPEC's text`);
      assert.match(
        response.body,
        new RegExp(`<a[^>]*href="${pathOf(region, language, 'contact')}"[^>]*>${strings.notFound.contact}<`),
        `${pathname}: contact`,
      );
      for (const slug of region.services) {
        assert.match(
          response.body,
          new RegExp(`<main[\\s\\S]*<a href="${pathOf(region, language, `services/${slug}`)}"[\\s\\S]*</main>`),
          `${pathname}: ${slug}`,
        );
      }
      assert.match(response.body, new RegExp(`<html lang="${lang}"`), `${pathname}: lang`);
      assert.match(response.body, new RegExp(`<header[\\s\\S]*<img src="/assets/logos/${logo}\\.svg"`), `${pathname}: the region's header`);
      assert.match(response.body, /<footer /, `${pathname}: footer`);
      assert.ok(response.body.includes(text), `${pathname}: what happened, in its language`);
      assert.match(response.body, new RegExp(`<a[^>]*href="${home}"`), `${pathname}: the way home`);
    }
  });
});

interface SitemapEntry {
  loc: string;
  alternates: { hreflang: string; href: string }[];
}

function parseSitemap(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: decodeEntities(/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? ''),
    alternates: tags(body, 'xhtml:link').map((link) => ({ hreflang: link.hreflang ?? '', href: link.href ?? '' })),
  }));
}

const sortAlternates = (alternates: { hreflang: string; href: string }[]) =>
  alternates.map(({ hreflang, href }) => `${hreflang} ${href}`).sort();

describe('sitemap.xml', () => {
  test('every listed page answers 200, names itself canonical and lists reciprocal hreflang alternates', async () => {
    const response = await get('/sitemap.xml');
    assert.equal(response.status, 200);
    const entries = parseSitemap(response.body);
    const manifest = JSON.parse(await readFile(path.join(defaultDistDir, 'site-manifest.json'), 'utf8')) as {
      routes: { page: string; path: string }[];
    };
    // Every page of the route table, but for job openings closed on the build's day: those are built, saying they
    // are closed (no JobPosting), and left out. Told by the page, so the verdict does not hang on the calendar.
    const listed = new Set(entries.map((entry) => new URL(entry.loc).pathname));
    assert.equal(listed.size, entries.length, 'each page listed once');
    const unlisted = manifest.routes.filter((route) => !listed.has(route.path));
    for (const route of unlisted) assert.ok(route.page.startsWith('jobs/'), `${route.path} is left out of the sitemap`);
    for (const route of manifest.routes.filter((each) => each.page.startsWith('jobs/'))) {
      const page = await get(route.path);
      assert.equal(page.status, 200, route.path);
      assert.equal(listed.has(route.path), page.body.includes('"JobPosting"'), `${route.path}: listed exactly when open`);
    }
    assert.equal(entries.length + unlisted.length, manifest.routes.length, 'one entry per page of the route table');

    const pages = new Map<string, HeadLinks>();
    const failures: string[] = [];
    for (let start = 0; start < entries.length; start += 10) {
      await Promise.all(
        entries.slice(start, start + 10).map(async (entry) => {
          const pathname = new URL(entry.loc).pathname;
          const page = await get(pathname);
          if (page.status !== 200) {
            failures.push(`${pathname}: ${page.status}`);
            return;
          }
          const links = headLinks(page.body);
          pages.set(entry.loc, links);
          if (links.canonical.length !== 1 || links.canonical[0] !== entry.loc)
            failures.push(`${pathname}: canonical ${links.canonical.join(', ')}`);
          if (sortAlternates(links.alternates).join() !== sortAlternates(entry.alternates).join()) {
            failures.push(`${pathname}: page alternates differ from the sitemap's`);
          }
        }),
      );
    }
    assert.deepEqual(failures, [], 'pages of the sitemap');
    assert.equal(pages.size, entries.length, 'every page read');

    const reciprocity: string[] = [];
    for (const [loc, links] of pages) {
      const own = links.alternates.filter((alternate) => alternate.href === loc && alternate.hreflang !== 'x-default');
      if (own.length !== 1) reciprocity.push(`${loc} does not list itself exactly once among its alternates`);
      const hreflangs = links.alternates.map((alternate) => alternate.hreflang);
      if (new Set(hreflangs).size !== hreflangs.length) reciprocity.push(`${loc} repeats an hreflang`);
      if (!hreflangs.includes('x-default')) reciprocity.push(`${loc} has no x-default`);
      for (const alternate of links.alternates) {
        const target = pages.get(alternate.href);
        if (!target) {
          reciprocity.push(`${loc} -> ${alternate.href} (${alternate.hreflang}) is not a page of the sitemap`);
        } else if (!target.alternates.some((back) => back.href === loc && back.hreflang === own[0]?.hreflang)) {
          reciprocity.push(`${alternate.href} does not list ${loc} back`);
        }
      }
    }
    assert.deepEqual(reciprocity, [], 'hreflang alternates are reciprocal');
  });
});

describe('caching and compression', () => {
  test('hashed build files are cached for a year, pages revalidate, content assets for a day; text is compressed', async () => {
    const page = await fetch(`${server.origin}/ec/about`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    assert.equal(page.headers.get('content-encoding'), 'gzip');
    const script = entryScriptOf(await page.text());
    assert.ok(script, 'the page loads a hashed script');
    const asset = await fetch(`${server.origin}${script}`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(asset.status, 200);
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(asset.headers.get('content-encoding'), 'br');
    const logo = await fetch(`${server.origin}/assets/logos/tecnandes-ec.svg`);
    assert.equal(logo.headers.get('cache-control'), 'public, max-age=86400');
    assert.equal(logo.headers.get('content-type'), 'image/svg+xml');
  });

  test('pages, scripts and the sitemap go out as the .br or .gz file of the build, or as they are', async () => {
    const clientDir = path.join(defaultDistDir, 'client');
    await assertSendsPrecompressed(server.origin, clientDir, '/ec/about', 'ec/about/index.html');
    const script = entryScriptOf((await get('/ec/about')).body)?.slice(1);
    assert.ok(script, 'the page loads a hashed script');
    await assertSendsPrecompressed(server.origin, clientDir, `/${script}`, script);
    await assertSendsPrecompressed(server.origin, clientDir, '/sitemap.xml', 'sitemap.xml');
    const copy = await rawGet(server.origin, `/${script}.br`);
    assert.equal(copy.status, 404, 'a compressed copy is an encoding of its file, not an address of its own');
  });
});
