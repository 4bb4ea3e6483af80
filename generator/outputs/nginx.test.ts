import { beforeAll, describe, expect, it } from 'vitest';
import type { ServerManifest } from '../../schemas/server-manifest.ts';
import { realContentDir } from '../../tests/support/content-fixture.ts';
import { loadContent } from '../content/load-content.ts';
import { createPageResolver } from '../routes/page-routing.ts';
import { nginxConfig, nginxDefaults, nginxFiles, securityHeaders } from './nginx.ts';
import { serverManifest } from './site-files.ts';

let manifest: ServerManifest;
let files: ReturnType<typeof nginxConfig>;
/** The three files as nginx reads them: site.conf with the release's two where it includes them. */
let config: string;
beforeAll(async () => {
  const { content, routes } = await loadContent(realContentDir);
  if (!content || !routes) throw new Error('content did not load');
  manifest = serverManifest(content, routes);
  files = nginxConfig(manifest, createPageResolver(manifest), {
    contentSecurityPolicy: "default-src 'self'",
    release: '2026-11-26T21-50-30.123Z-0a1b2c3d',
  });
  config = files[nginxFiles.site]
    .replace(`include ${nginxDefaults.dist}/nginx/${nginxFiles.http};`, files[nginxFiles.http])
    .replaceAll(`include ${nginxDefaults.dist}/nginx/${nginxFiles.server};`, files[nginxFiles.server]);
});

/**
 * Reads a `map $source $name { ... }` block of the generated file and looks a value up the way nginx does:
 * exact strings first, compared without regard to case, then the expressions in order; `$uri` in a result is
 * the request's path.
 */
function mapLookup(name: string): (source: string, uri: string) => string {
  const body = new RegExp(`map \\$\\w+ \\$${name} \\{\\n([\\s\\S]*?)\\n\\}`).exec(config)?.[1];
  if (!body) throw new Error(`no map ${name}`);
  const exact = new Map<string, string>();
  const patterns: [RegExp, string][] = [];
  let fallback = '';
  for (const line of body.split('\n')) {
    const [, key = '', value = ''] = /^ {4}("(?:[^"\\]|\\.)*"|\S+) ("(?:[^"\\]|\\.)*"|\S+);$/.exec(line) ?? [];
    const unquote = (text: string) => (text.startsWith('"') ? text.slice(1, -1) : text);
    if (key === 'default') fallback = unquote(value);
    else if (unquote(key).startsWith('~')) patterns.push([new RegExp(unquote(key).slice(1)), unquote(value)]);
    else {
      if (exact.has(unquote(key).toLowerCase())) throw new Error(`nginx refuses the duplicate ${key} in map ${name}`);
      exact.set(unquote(key).toLowerCase(), unquote(value));
    }
  }
  return (source, uri) =>
    (exact.get(source.toLowerCase()) ?? patterns.find(([pattern]) => pattern.test(source))?.[1] ?? fallback).replace('$uri', uri);
}

/** `$site_redirect` and `$site_page_file` of a path, through `$site_path_key` as nginx computes them. */
function nginxLookups(): { redirect: (uri: string) => string; pageFile: (uri: string) => string } {
  const pathKey = mapLookup('site_path_key');
  const [redirect, pageFile] = [mapLookup('site_redirect'), mapLookup('site_page_file')];
  return { redirect: (uri) => redirect(pathKey(uri, uri), uri), pageFile: (uri) => pageFile(pathKey(uri, uri), uri) };
}

/** Every spelling of every page that site serve treats specially, and a few it does not know. */
function pathsToCompare(): string[] {
  const paths = new Set<string>(['/nope', '/pe/cases', '/br/cases/oil', '/ec/fr/about', '/ec/about/extra', '/EC/about', '/ec/Cases/oil']);
  for (const route of manifest.routes) {
    const explicit = `/${route.region}/${route.language}/${route.page}`;
    for (const path of [route.path, ...route.aliases, explicit, `/${route.region}/${route.language}`]) {
      paths.add(path);
      paths.add(`${path}/`);
      paths.add(path.toUpperCase());
      paths.add(path.replace(/cases\/(\w)(\w*)$/, (_, first: string, rest: string) => `cases/${first}${rest.toUpperCase()}`));
      paths.add(path.replace(/cases\/(\w+)$/, (_, slug: string) => `cases/${slug.replace(/^./, (letter) => letter.toUpperCase())}/`));
    }
  }
  // nginx merges repeated slashes before it routes (`/ec//` is `/ec/` there, a move to `/ec/home` in site serve): both show the page.
  return [...paths].filter((path) => !path.includes('//'));
}

describe('the generated nginx configuration', () => {
  it('answers every page path as site serve does: the same file, the same permanent move, or neither', () => {
    const resolve = createPageResolver(manifest);
    const { redirect, pageFile } = nginxLookups();
    const differences: string[] = [];
    for (const path of pathsToCompare()) {
      const expected = resolve(path, 'localhost');
      const moved = redirect(path);
      const file = pageFile(path);
      const nginx = moved ? `301 ${moved}` : file !== path ? `page ${file}` : 'file or 404';
      const serve =
        expected.kind === 'redirect'
          ? `${expected.status} ${expected.location}`
          : expected.kind === 'page'
            ? `page /${expected.file}`
            : 'file or 404';
      if (nginx !== serve) differences.push(`${path}: nginx ${nginx}, site serve ${serve}`);
    }
    expect(differences).toEqual([]);
  });

  it('has a server block per region with its domains, and sends / to the home of the host’s region', () => {
    const site = files[nginxFiles.site];
    for (const region of manifest.regions) {
      expect(site).toContain(`server_name ${region.domains.join(' ')};`);
      const home = mapLookup('site_home');
      for (const domain of region.domains) expect(home(domain, '/')).toBe(`/${region.id}/home`);
    }
    expect(mapLookup('site_home')('203.0.113.9', '/')).toBe('/ec/home');
    expect(site).toContain('server_name _ "";');
    expect(site.match(/\nserver \{/g)).toHaveLength(manifest.regions.length + 1);
    expect(config).toContain('location = / {\n    return 302 $site_home$is_args$args;');
  });

  it('keeps everything that changes with a build out of the installed file: each server block includes the release’s', () => {
    const site = files[nginxFiles.site];
    const blocks = site.split('\nserver {').slice(1);
    for (const block of blocks) {
      expect(block).toContain(`include ${nginxDefaults.dist}/nginx/${nginxFiles.server};`);
      expect(block).not.toMatch(/root|proxy_pass|add_header|location/);
    }
    expect(site).not.toMatch(/add_header|sha256/);
    expect(files[nginxFiles.server]).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`);
    // One place each for where the releases are and where the contact server listens.
    expect(site.match(/"\/var\/www\/tecnandes\/dist\.releases"/g)).toHaveLength(1);
    expect(site.match(/server 127\.0\.0\.1:3000;/g)).toHaveLength(1);
    // The root is the release these files belong to, so pages and policy come from one release.
    expect(files[nginxFiles.server]).toContain('root $site_releases/$site_release/client;');
    expect(files[nginxFiles.http]).toMatch(/map \$host \$site_release \{\n {4}default "2026-11-26T21-50-30\.123Z-0a1b2c3d";\n\}/);
    expect(files[nginxFiles.server]).toContain('proxy_pass http://site_contact;');
    // The page files of this release, whatever the installed file says.
    expect(site).not.toMatch(/site_page_file|site_redirect/);
  });

  it('forwards the host with its port, which a browser’s Origin names on a port other than 80 or 443', () => {
    expect(files[nginxFiles.server]).toContain('proxy_set_header X-Forwarded-Host $http_host;');
    expect(files[nginxFiles.server]).not.toContain('X-Forwarded-Host $host;');
  });

  it('caches hashed files for a year, assets for a day, pages not at all, and adds the security headers everywhere', () => {
    const lookup = mapLookup('site_cache_control');
    const cache = (uri: string) => lookup(uri, uri);
    expect(cache('/_app/entries/pages_home.BxQ1.js')).toBe('public, max-age=31536000, immutable');
    expect(cache('/assets/logos/tecnandes-ec.svg')).toBe('public, max-age=86400');
    expect(cache('/ec/about/index.html')).toBe('no-cache');
    expect(cache('/api/send-email')).toBe('');
    for (const [name, value] of securityHeaders) expect(config).toContain(`add_header ${name} "${value}" always;`);
  });

  it('answers an unknown path with the 404 page of its region and language, else the default one', () => {
    const errorPageOf = (prefix: string) => new RegExp(`location ${prefix} \\{\\n\\s*error_page 404 ([^;]+);`).exec(config)?.[1];
    expect(errorPageOf('/')).toBe('/404.html');
    expect(errorPageOf('/pe/')).toBe('/pe/404.html');
    expect(errorPageOf('/pe/en/')).toBe('/pe/en/404.html');
    expect(errorPageOf('/br/')).toBe('/br/404.html');
    // The region's own language named in the path is the region's location.
    expect(errorPageOf('/pe/es/')).toBeUndefined();
  });

  it('passes /api/ to the contact server and serves files from the dist link, wherever they are', () => {
    const custom = nginxConfig(manifest, createPageResolver(manifest), {
      dist: '/srv/site/dist',
      listen: '127.0.0.1:8080',
      contactUpstream: '127.0.0.1:3100',
      release: 'r1',
    })[nginxFiles.site];
    expect(custom).toContain('default "/srv/site/dist.releases";');
    expect(custom).toContain('include /srv/site/dist/nginx/site-server.conf;');
    expect(custom).toContain('include /srv/site/dist/nginx/site-http.conf;');
    expect(custom).toContain('listen 127.0.0.1:8080;');
    expect(custom).toContain('server 127.0.0.1:3100;');
  });
});
