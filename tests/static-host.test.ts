import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { staticHostFiles } from '../generator/outputs/static-host.ts';
import type { ServerManifest } from '../schemas/server-manifest.ts';
import { listStaticFiles } from '../server/static-files.ts';
import { defaultDistDir, type SiteServer, startSiteServer } from './support/site-server.ts';

/**
 * The `_redirects` and `_headers` that `site build` writes for static hosts (Netlify, Cloudflare Pages), read
 * the way those hosts read them (first matching rule, exact paths, `https://host/` rules by host name, then the
 * files, then 404.html) and compared with what `site serve` answers for every routing case.
 */
const clientDir = path.join(defaultDistDir, 'client');
let server: SiteServer;
let manifest: ServerManifest;
let rules: { from: string; to: string; status: number; forced: boolean }[];
let headerRules: { pattern: string; headers: [string, string][] }[];
let files: Set<string>;

before(async () => {
  server = await startSiteServer();
  manifest = JSON.parse(await readFile(path.join(defaultDistDir, 'site-manifest.json'), 'utf8')) as ServerManifest;
  files = await listStaticFiles(clientDir);
  rules = (await readFile(path.join(clientDir, '_redirects'), 'utf8'))
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = ''] = line.trim().split(/\s+/);
      // Forced (!): the rule applies even where a file exists, as every rule here must but the 404 fallbacks.
      assert.match(status, /^\d{3}!$|^404$/, line);
      return { from, to, status: Number.parseInt(status, 10), forced: status.endsWith('!') };
    });
  headerRules = (await readFile(path.join(clientDir, '_headers'), 'utf8'))
    .split(/\n\s*\n/)
    .filter((block) => block.trim())
    .map((block) => {
      const [pattern = '', ...lines] = block.split('\n');
      return {
        pattern,
        headers: lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()] as [string, string];
        }),
      };
    });
});

after(async () => {
  await server?.close();
});

interface Answer {
  status: number;
  location?: string | undefined;
  body?: string;
  headers: Record<string, string>;
}

/** The static host's answer to a path: redirect rules first, then a file of the build, else 404.html. */
async function staticHostAnswer(url: string, host: string): Promise<Answer> {
  const { pathname, search } = new URL(url, 'http://x');
  const rule = rules.find(
    (candidate) =>
      candidate.forced &&
      (candidate.from.startsWith('https://') ? candidate.from === `https://${host}${pathname}` : candidate.from === pathname),
  );
  if (rule && rule.status !== 200) return { status: rule.status, location: `${rule.to}${search}`, headers: headersOf(pathname) };
  const file = rule ? rule.to : pathname;
  if (rule) assert.ok(files.has(file), `${pathname}: the rule's file ${file} exists`);
  if (files.has(file) && !(staticHostFiles as readonly string[]).includes(file.slice(1))) {
    return { status: 200, body: await readFile(path.join(clientDir, file), 'utf8'), headers: headersOf(pathname) };
  }
  // No file: the first 404 rule whose splat (`/pe/en/*`) covers the path, as the host reads them, in order.
  const notFound = rules.find((candidate) => !candidate.forced && pathname.startsWith(candidate.from.slice(0, -1)));
  assert.ok(notFound, `${pathname}: a 404 rule covers it`);
  assert.ok(files.has(notFound.to), `${pathname}: the 404 page ${notFound.to} exists`);
  return { status: 404, body: await readFile(path.join(clientDir, notFound.to), 'utf8'), headers: headersOf(notFound.to) };
}

/** Every rule of _headers matching the path; a header set by two rules would be joined by the host: refused. */
function headersOf(pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { pattern, headers: lines } of headerRules) {
    const matches = pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
    if (!matches) continue;
    for (const [name, value] of lines) {
      assert.equal(headers[name], undefined, `${pathname}: ${name} set by two rules`);
      headers[name] = value;
    }
  }
  return headers;
}

async function siteServeAnswer(url: string): Promise<Answer> {
  const response = await fetch(`${server.origin}${url}`, { redirect: 'manual' });
  const headers = Object.fromEntries(response.headers);
  return {
    status: response.status,
    location: response.headers.get('location') ?? undefined,
    ...(response.status >= 300 && response.status < 400 ? {} : { body: await response.text() }),
    headers,
  };
}

const securityHeaderNames = [
  'content-security-policy',
  'strict-transport-security',
  'x-frame-options',
  'referrer-policy',
  'x-content-type-options',
];

async function assertSameAnswer(url: string): Promise<Answer> {
  // site serve is asked on 127.0.0.1, a host of no region; the static host's generic rules answer that too.
  const [fromHost, fromServe] = await Promise.all([staticHostAnswer(url, '127.0.0.1'), siteServeAnswer(url)]);
  const what = url;
  assert.equal(fromHost.status, fromServe.status, `${what}: status`);
  assert.equal(fromHost.location, fromServe.location, `${what}: location`);
  if (fromServe.body !== undefined) {
    assert.equal(fromHost.body, fromServe.body, `${what}: the same page or file`);
    assert.equal(fromHost.headers['cache-control'], fromServe.headers['cache-control'], `${what}: Cache-Control`);
  }
  for (const name of securityHeaderNames) assert.equal(fromHost.headers[name], fromServe.headers[name], `${what}: ${name}`);
  return fromHost;
}

describe('_redirects and _headers for static hosts', { skip: !existsSync(path.join(clientDir, '_redirects')) }, () => {
  test('send / to the region of the host name, else the default region, keeping the query', async () => {
    for (const region of manifest.regions) {
      for (const host of region.domains) assert.equal((await staticHostAnswer('/', host)).location, `/${region.id}/home`, host);
    }
    // site serve decides by its Host header, which fetch does not let a test set: compare the default region.
    assert.deepEqual((await assertSameAnswer('/?from=ad')).location, '/ec/home?from=ad');
  });

  test('answer every page of the route table, its aliases and every form that moves to it like site serve', async () => {
    const paths = manifest.routes.flatMap((route) => {
      const explicit = `/${route.region}/${route.language}`;
      const named = [`${explicit}/${route.page}`, ...(route.page === 'home' ? [explicit, `${explicit}/`] : [])];
      return [
        route.path,
        `${route.path}/`,
        ...route.aliases,
        ...named,
        ...named.filter((form) => !form.endsWith('/')).map((form) => `${form}/`),
      ];
    });
    for (const pathname of new Set(paths)) await assertSameAnswer(pathname);
  });

  test('move the region language and stray slashes permanently, keeping the query', async () => {
    assert.equal((await assertSameAnswer('/ec/es/about')).location, '/ec/about');
    assert.equal((await assertSameAnswer('/br/pt/contact?from=ad')).location, '/br/contact?from=ad');
    assert.equal((await assertSameAnswer('/ec/about/')).location, '/ec/about');
    assert.equal((await assertSameAnswer('/ec/es/cases/Oil')).location, '/ec/cases/oil');
    assert.equal((await assertSameAnswer('/ec/cases/Telecomunications')).status, 200);
  });

  test('answer unknown paths 404 with the Not Found page', async () => {
    for (const pathname of ['/nope', '/pe/cases', '/br/cases/oil', '/ec/fr/about', '/assets/nope.svg']) {
      assert.equal((await assertSameAnswer(pathname)).status, 404, pathname);
    }
  });

  test("answer an unknown path with its region's 404 page in the path's language, else the default one", async () => {
    const langOf = (html = '') => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
    const cases: [string, string, string][] = [
      ['/pe/en/nothing-here', '/pe/en/404.html', 'en'],
      ['/br/xyz', '/br/404.html', 'pt-BR'],
      ['/ec/de/a/b', '/ec/de/404.html', 'de'],
      ['/nothing', '/404.html', 'es-EC'],
    ];
    for (const [pathname, file, language] of cases) {
      const answer = await assertSameAnswer(pathname);
      assert.equal(answer.status, 404, pathname);
      assert.equal(answer.body, await readFile(path.join(clientDir, file), 'utf8'), `${pathname}: ${file}`);
      assert.equal(langOf(answer.body), language, pathname);
    }
  });

  test('serve every file of the build with the cache policy and security headers of site serve', async () => {
    for (const file of files) {
      if ((staticHostFiles as readonly string[]).includes(file.slice(1))) continue;
      await assertSameAnswer(file);
    }
  });
});
