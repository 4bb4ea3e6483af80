import type { ServerManifest } from '../../schemas/server-manifest.ts';
import type { PageResolver } from '../routes/page-routing.ts';
import { homePath, notFoundFileFor, regionPrefix } from '../routes/urls.ts';

interface NginxOptions {
  /**
   * The `dist` link of the site on the web server: nginx includes its `nginx/` files when it loads its
   * configuration, and those name their own release (`<dist>.releases/<release>/client`) as the root, so the
   * pages nginx serves and their Content-Security-Policy always come from the same release.
   */
  dist?: string;
  /** Where the contact server (`site serve`) listens; nginx passes it /api/. */
  contactUpstream?: string;
  /** The `listen` address of every server block. */
  listen?: string;
  /** The Content-Security-Policy of the build (server/security-headers.ts, computed from its pages); none when left out. */
  contentSecurityPolicy?: string;
}

interface ReleaseNginxOptions extends NginxOptions {
  /** The name of the release these files belong to (cli/releases.ts): nginx serves its pages, whatever `dist` links to later. */
  release: string;
}

export const nginxDefaults: Required<Omit<NginxOptions, 'contentSecurityPolicy'>> = {
  dist: '/var/www/tecnandes/dist',
  contactUpstream: '127.0.0.1:3000',
  listen: '80',
};

/**
 * The files `site build` writes into the release's `nginx/` folder. `site.conf` is installed once in nginx's
 * configuration and names the site's place and the contact server; it includes the other two through the `dist`
 * link, so they are the release's own: `http` holds the maps (pages, moves, cache, the home of each host),
 * `server` the body of every server block (headers with the release's Content-Security-Policy, locations).
 */
export const nginxFiles = { site: 'site.conf', http: 'site-http.conf', server: 'site-server.conf' } as const;

/**
 * What `site serve` sends on every answer (server/security-headers.ts: helmet's defaults without COEP, with the
 * site's referrer policy; the CSP is added per build), so both servers answer alike.
 */
export const securityHeaders: readonly [string, string][] = [
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/** The two lookups nginx makes for a path: the page file it shows, or the address it moves to. */
interface NginxRoutingMaps {
  /** Exact lowercase paths, then regular expressions (tried in order, on `=path` or `^path`: see pathKeyMap). */
  pageFile: { exact: Map<string, string>; patterns: [string, string][] };
  redirect: { exact: Map<string, string>; patterns: [string, string][] };
}

/**
 * The routing rules of `site serve` (generator/routes/page-routing.ts) as nginx maps. Every path a page answers to, and
 * every path that moves permanently to a page, is asked of the same resolver `site serve` uses, so the two
 * cannot drift apart; case slugs, which may come in any capitalisation, become regular expressions.
 */
function nginxRoutingMaps(manifest: ServerManifest, resolve: PageResolver): NginxRoutingMaps {
  const maps: NginxRoutingMaps = {
    pageFile: { exact: new Map(), patterns: [] },
    redirect: { exact: new Map(), patterns: [] },
  };
  const classify = (candidate: string) => {
    // Exact entries are lowercase paths only (nginx compares them without regard to case); case slugs in
    // capitals are the regular expressions' business.
    if (candidate !== candidate.toLowerCase()) return;
    const answer = resolve(candidate, '');
    if (answer.kind === 'page') maps.pageFile.exact.set(candidate, `/${answer.file}`);
    if (answer.kind === 'redirect' && answer.status === 301) maps.redirect.exact.set(candidate, answer.location);
  };
  for (const route of manifest.routes) {
    const region = manifest.regions.find((candidate) => candidate.id === route.region);
    if (!region) continue;
    const explicit = `/${region.id}/${route.language}`;
    const forms = [route.path, ...route.aliases, `${explicit}/${route.page}`, ...(route.page === 'home' ? [explicit] : [])];
    for (const form of forms) {
      classify(form);
      if (!form.endsWith('/')) classify(`${form}/`);
    }
    const caseSlug = /^cases\/(.+)$/.exec(route.page)?.[1];
    if (caseSlug) {
      const anyCase = `(?i:${escapeRegex(caseSlug)})`;
      const file = maps.pageFile.exact.get(route.path);
      const prefix = `^[=^]${escapeRegex(regionPrefix(region, route.language))}/cases/${anyCase}`;
      if (file) maps.pageFile.patterns.push([`${prefix}$`, file]);
      maps.redirect.patterns.push([`${prefix}/$`, route.path]);
      if (route.language === region.defaultLanguage) {
        maps.redirect.patterns.push([`^[=^]${escapeRegex(`/${region.id}/${route.language}`)}/cases/${anyCase}/?$`, route.path]);
      }
    }
  }
  return maps;
}

/**
 * The nginx configuration of the three region domains (nginxFiles), from the same facts as `site serve`: nginx
 * serves the prerendered files itself and passes /api/ to the contact server.
 */
export function nginxConfig(
  manifest: ServerManifest,
  resolve: PageResolver,
  options: ReleaseNginxOptions,
): Record<(typeof nginxFiles)[keyof typeof nginxFiles], string> {
  const { dist, contactUpstream, listen } = { ...nginxDefaults, ...options };
  const headers: [string, string][] = [
    ...(options.contentSecurityPolicy ? [['Content-Security-Policy', options.contentSecurityPolicy] as [string, string]] : []),
    ...securityHeaders,
  ];
  const maps = nginxRoutingMaps(manifest, resolve);
  const defaultRegion = manifest.regions.find((region) => region.id === manifest.defaultRegion) ?? manifest.regions[0];
  const homeOf = (region: (typeof manifest.regions)[number]) => homePath(region, region.defaultLanguage);
  const releaseFile = (name: string) => `${dist}/nginx/${name}`;
  const { release } = options;

  const mapBlock = (variable: string, fallback: string, entries: { exact: Map<string, string>; patterns: [string, string][] }) =>
    [
      `map $site_path_key ${variable} {`,
      '    volatile;',
      `    default ${fallback};`,
      ...[...entries.exact].map(([from, to]) => `    ${quote(`=${from}`)} ${quote(to)};`),
      ...entries.patterns.map(([pattern, to]) => `    ${quote(`~${pattern}`)} ${quote(to)};`),
      '}',
    ].join('\n');

  // An unknown path gets the 404 page of its region and language (generator/routes/urls.ts, notFoundFileFor), so each
  // region and region/language prefix is a location of its own with its error page; nginx picks the longest.
  const notFoundLocations: [string, string][] = [
    '/',
    ...manifest.regions.flatMap((region) => [
      `/${region.id}/`,
      ...region.languages.filter((language) => language !== region.defaultLanguage).map((language) => `/${region.id}/${language}/`),
    ]),
  ].map((prefix) => [prefix, `/${notFoundFileFor(prefix, manifest.regions)}`]);
  const pagesLocation = (
    prefix: string,
    notFound: string,
  ) => `# Pages, their aliases and every file of the build under ${prefix}; anything else is the 404 page ${notFound}.
location ${prefix} {
    error_page 404 ${notFound};
    if ($site_redirect) {
        return 301 $site_redirect$is_args$args;
    }
    try_files $site_page_file =404;
}`;

  const server = (names: string[], comment: string) => `# ${comment}
server {
    listen ${listen};
    server_name ${names.join(' ')};
    include ${releaseFile(nginxFiles.server)};
}`;

  const serverBody = `# Generated by \`site build\` with this release: the body of every server block of ${nginxFiles.site}, which
# includes it through the \`dist\` link. Do not edit: it changes with every build.

# This release's pages: the release named in ${nginxFiles.http}, in the releases folder named in ${nginxFiles.site}.
root $site_releases/$site_release/client;
server_tokens off;
absolute_redirect off;
charset utf-8;
# text/html is always among them: naming it again makes nginx -t warn.
charset_types text/plain text/css application/javascript application/json;
# site build writes a .br and a .gz next to every text file: nginx sends them as they are, by the visitor's
# Accept-Encoding, and compresses nothing itself. brotli_static needs the brotli module (Debian:
# libnginx-mod-http-brotli-static; DEPLOY.md); without it, nginx -t names this line.
brotli_static on;
gzip_static on;
gzip_vary on;

# Security headers, on every answer, as site serve sends them; the Content-Security-Policy is this release's
# (the hashes of its inline scripts and style attributes).
${headers.map(([name, value]) => `add_header ${name} ${quote(value)} always;`).join('\n')}
add_header Cache-Control $site_cache_control always;

# The host decides the region of /.
location = / {
    return 302 $site_home$is_args$args;
}

# The contact form endpoint: the contact server (site serve) behind this one.
location /api/ {
    # Above the contact server's own 16 KiB limit, so that it is the one to refuse, with its JSON answer.
    client_max_body_size 64k;
    proxy_pass http://site_contact;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    # nginx is the edge: the client address and host are the connection's, never headers a client could forge
    # (the contact server trusts this proxy's X-Forwarded-* for its same-site check and rate limit). The host
    # keeps its port ($http_host, not $host), which the browser's Origin names on a port other than 80 or 443.
    proxy_set_header X-Forwarded-Host $http_host;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Real-IP $remote_addr;
    # nginx adds the security headers above; the contact server's copies would repeat them.
${headers.map(([name]) => `    proxy_hide_header ${name};`).join('\n')}
}

# The sitemap as site serve types it (Debian's mime.types says text/xml).
location = /sitemap.xml {
    types { application/xml xml; }
}

${notFoundLocations.map(([prefix, file]) => pagesLocation(prefix, file)).join('\n\n')}
`;

  const homes = manifest.regions.flatMap((region) => region.domains.map((domain) => `    ${quote(domain)} ${quote(homeOf(region))};`));
  const httpMaps = `# Generated by \`site build\` with this release, included in the http block by ${nginxFiles.site} through the
# \`dist\` link. Do not edit: it changes with every build.

# The release these files belong to: nginx serves its pages, with its policy, until it loads another's files.
map $host $site_release {
    default ${quote(release)};
}

# The region home / goes to, by host name; any other host (an IP address, localhost): the default region, ${defaultRegion?.id ?? 'none'}.
map $host $site_home {
    default ${quote(defaultRegion ? homeOf(defaultRegion) : '/404.html')};
${homes.join('\n')}
}

# Hashed build files never change under their name; content assets may change with any build; pages revalidate.
map $uri $site_cache_control {
    volatile;
    default "no-cache";
    ~^/_app/ "public, max-age=31536000, immutable";
    ~^/assets/ "public, max-age=86400";
    ~^/api/ "";
}

# The maps are volatile: the 404 page is an internal redirect, whose path must be looked up afresh.
# nginx compares the strings of a map without regard to case, and site serve tells /ec/about from /EC/About
# (only a case slug may come in any capitalisation). So the maps below look up the path behind a mark:
# "=" for a path in lowercase, which the exact entries match, "^" for a path with capitals, which only the
# case-slug expressions accept.
map $uri $site_path_key {
    volatile;
    default "=$uri";
    "~[A-Z]" "^$uri";
}

# Permanent moves to the canonical address: the region's own language named in the path, a trailing slash.
${mapBlock('$site_redirect', '""', maps.redirect)}

# The prerendered file of each page, its aliases and any capitalisation of a case slug; other paths are files.
${mapBlock('$site_page_file', '$uri', maps.pageFile)}
`;

  const regionServers = manifest.regions
    .filter((region) => region.domains.length > 0)
    .map((region) => server(region.domains, `Region ${region.id}: ${region.domains.join(', ')}`));

  const site = `# Generated by \`site build\` from content/site.yaml. Install it once in the http block (Debian: copy it to
# /etc/nginx/sites-available/ and link it from sites-enabled/): it changes only with the regions' domains.
# What changes with the content (the maps of pages and moves, the Content-Security-Policy) is in the release:
# ${nginxFiles.http} and ${nginxFiles.server} of ${dist}/nginx/, included through the \`dist\` link: nginx serves
# the release whose files it loaded. After a build or a rollback, \`systemctl reload nginx\` switches to the
# release \`dist\` then links to, its pages and its policy together (DEPLOY.md).
# TLS: add "listen 443 ssl http2;" (nginx 1.22 of Debian 12; from 1.25 "listen 443 ssl;" and "http2 on;") with ssl_certificate and ssl_certificate_key to each server block (see DEPLOY.md).

# The maps of the release key pages by their path (a job opening's is 49 characters): nginx's default 64-byte bucket
# holds keys of about 40 only. Set before any map of the http block, since nginx fixes the size at the first one.
map_hash_bucket_size ${mapHashBucketSize};

# Where the site's releases are: the folder beside the \`dist\` link (site build's \`dist.releases\`).
map $host $site_releases {
    default ${quote(`${dist}.releases`)};
}

# Where the contact server (site serve) listens; more than one: DEPLOY.md.
upstream site_contact {
    server ${contactUpstream};
    keepalive 8;
}

include ${releaseFile(nginxFiles.http)};

${server(['_', '""'], "Any other host name (an IP address, localhost). nginx sends a host it does not know to the first server of a\n# port unless another is marked default_server (Debian's own default site is: remove it).")}

${regionServers.join('\n\n')}
`;
  return { [nginxFiles.site]: site, [nginxFiles.http]: httpMaps, [nginxFiles.server]: serverBody };
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, (character) => (character === '/' ? '/' : `\\${character}`));
}

function quote(text: string): string {
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/** Bytes of one bucket of the maps' hashes: room for a page path of about 230 characters. */
const mapHashBucketSize = 256;
