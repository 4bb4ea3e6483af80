import { beforeAll, describe, expect, it } from 'vitest';
import type { ServerManifest } from '../schemas/server-manifest.ts';
import { realContentDir } from './content-fixture.ts';
import { loadContent } from './load-content.ts';
import { nginxConfig, nginxDefaults, securityHeaders } from './nginx.ts';
import { createPageResolver } from './page-routing.ts';
import { serverManifest } from './site-files.ts';

let manifest: ServerManifest;
let config: string;
beforeAll(async () => {
  const { content, routes } = await loadContent(realContentDir);
  if (!content || !routes) throw new Error('content did not load');
  manifest = serverManifest(content, routes);
  config = nginxConfig(manifest, createPageResolver(manifest));
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

  it('has a server block per region with its domains and the region home for /', () => {
    for (const region of manifest.regions) {
      const block = config.split('\nserver {').find((part) => part.includes(`server_name ${region.domains.join(' ')};`));
      expect(block, region.id).toBeDefined();
      expect(block).toContain(`return 302 /${region.id}/home$is_args$args;`);
    }
    expect(config).toMatch(/server_name _ "";[\s\S]*?return 302 \/ec\/home\$is_args\$args;/);
    expect(config.match(/\nserver \{/g)).toHaveLength(manifest.regions.length + 1);
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

  it('passes /api/ to the contact server and serves files from the build root', () => {
    expect(config).toContain(`proxy_pass http://${nginxDefaults.contactUpstream};`);
    expect(config).toContain(`root ${nginxDefaults.root};`);
    const custom = nginxConfig(manifest, createPageResolver(manifest), {
      root: '/srv/site/client',
      listen: '127.0.0.1:8080',
      contactUpstream: '127.0.0.1:3100',
    });
    expect(custom).toContain('root /srv/site/client;');
    expect(custom).toContain('listen 127.0.0.1:8080;');
    expect(custom).toContain('proxy_pass http://127.0.0.1:3100;');
  });
});
