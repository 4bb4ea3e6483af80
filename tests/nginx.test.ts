import assert from 'node:assert/strict';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { entryScriptOf } from '../generator/entry-after-paint.ts';
import { nginxDefaults } from '../generator/nginx.ts';
import type { ServerManifest } from '../schemas/server-manifest.ts';
import { loadServerConfig } from '../server/config.ts';
import { freePort } from './support/free-port.ts';
import { assertSendsPrecompressed } from './support/precompressed.ts';
import { defaultDistDir, loadTranslations, type SiteServer, startSiteServer } from './support/site-server.ts';

/**
 * The nginx configuration `site build` writes (dist/nginx/site.conf), checked by `nginx -t` and then run in
 * front of a copy of the build: it must answer the routing cases the same way `site serve` does.
 */
const nginxBinary = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
const skip = existsSync(nginxBinary)
  ? false
  : `${nginxBinary} is not installed (apt-get install nginx); the generated nginx configuration is not checked`;
const run = promisify(execFile);
const brotliModule = process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

let workDir: string;
let nginx: ChildProcess | undefined;
let nginxOrigin: string;
let siteServer: SiteServer;
let manifest: ServerManifest;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(
  origin: string,
  pathname: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(pathname, origin), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

const h1Of = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();

/** What a visitor or a crawler sees of an answer; the details each server words differently (dates, keep-alive) are left out. */
function essentials(answer: Answer) {
  const type = String(answer.headers['content-type'] ?? '')
    .replace(/\s+/g, '')
    .toLowerCase();
  return {
    status: answer.status,
    location: answer.headers.location,
    ...(answer.status < 300 || answer.status >= 400 ? { type, cacheControl: answer.headers['cache-control'] } : {}),
    ...(type.startsWith('text/html') && answer.status !== 301 && answer.status !== 302
      ? { h1: h1Of(answer.body), length: answer.body.length }
      : {}),
  };
}

async function sameAnswer(pathname: string, headers: Record<string, string> = {}): Promise<ReturnType<typeof essentials>> {
  const [fromNginx, fromServe] = await Promise.all([
    send(nginxOrigin, pathname, { headers }),
    send(siteServer.origin, pathname, { headers }),
  ]);
  assert.deepEqual(essentials(fromNginx), essentials(fromServe), `${pathname} ${JSON.stringify(headers)}: nginx and site serve differ`);
  return essentials(fromNginx);
}

before(async () => {
  if (skip) return;
  const siteConf = path.join(defaultDistDir, 'nginx', 'site.conf');
  if (!existsSync(siteConf)) throw new Error(`${siteConf} is missing: run \`npm run build\` (site build writes it).`);
  manifest = JSON.parse(await readFile(path.join(defaultDistDir, 'site-manifest.json'), 'utf8')) as ServerManifest;
  // A copy of the build, readable by nginx's workers whoever they run as, and safe from a rebuild while the test runs.
  workDir = await mkdtemp(path.join(tmpdir(), 'site-nginx-'));
  await chmod(workDir, 0o755);
  await cp(path.join(defaultDistDir, 'client'), path.join(workDir, 'client'), { recursive: true });

  siteServer = await startSiteServer({ contact: loadServerConfig({ CONTACT_DB: ':memory:' }).config });
  const [nginxPort, contactPort] = [await freePort(), new URL(siteServer.origin).port];
  nginxOrigin = `http://127.0.0.1:${nginxPort}`;
  const generated = await readFile(siteConf, 'utf8');
  // The brotli module where Debian's package put it; without it, nginx here checks the rest with gzip alone.
  const brotli = existsSync(brotliModule);
  const config = (brotli ? generated : generated.replaceAll('brotli_static on;', ''))
    .replaceAll(`root ${nginxDefaults.root};`, `root ${path.join(workDir, 'client')};`)
    .replaceAll(`listen ${nginxDefaults.listen};`, `listen 127.0.0.1:${nginxPort};`)
    .replaceAll(`proxy_pass http://${nginxDefaults.contactUpstream};`, `proxy_pass http://127.0.0.1:${contactPort};`);
  assert.notEqual(config, generated);
  await writeFile(path.join(workDir, 'site.conf'), config);
  const temp = (name: string) => path.join(workDir, name);
  await writeFile(
    path.join(workDir, 'nginx.conf'),
    `${brotli ? `load_module ${brotliModule};\n` : ''}worker_processes 1;
daemon off;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${temp('body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include ${temp('site.conf')};
}
`,
  );
  const args = ['-p', workDir, '-e', temp('error.log'), '-c', temp('nginx.conf')];
  const checked = await run(nginxBinary, ['-t', ...args]).catch((error: { stderr?: string }) => {
    throw new Error(`nginx -t rejected the generated configuration:\n${error.stderr}`);
  });
  assert.match(checked.stderr, /syntax is ok/);
  assert.match(checked.stderr, /test is successful/);

  nginx = spawn(nginxBinary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  nginx.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  for (let attempt = 0; ; attempt++) {
    const up = await send(nginxOrigin, '/robots.txt').then(
      () => true,
      () => false,
    );
    if (up) break;
    if (attempt > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

after(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  await siteServer?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('the generated nginx configuration', { skip }, () => {
  test('sends / to the region of the host name, else Ecuador', async () => {
    for (const region of manifest.regions) {
      for (const host of region.domains) {
        assert.deepEqual(await sameAnswer('/', { host }), { status: 302, location: `/${region.id}/home` }, host);
      }
    }
    assert.equal((await sameAnswer('/', { host: 'unknown.example' })).location, '/ec/home');
    assert.equal((await sameAnswer('/?from=ad', { host: 'www.tecnandes.com.pe' })).location, '/pe/home?from=ad');
  });

  test('moves the region language and stray slashes permanently, keeping the query', async () => {
    assert.deepEqual(await sameAnswer('/ec/es/about'), { status: 301, location: '/ec/about' });
    assert.deepEqual(await sameAnswer('/br/pt/contact?from=ad'), { status: 301, location: '/br/contact?from=ad' });
    assert.deepEqual(await sameAnswer('/ec/about/'), { status: 301, location: '/ec/about' });
    assert.deepEqual(await sameAnswer('/ec/es/cases/Oil'), { status: 301, location: '/ec/cases/oil' });
  });

  test('answers case pages in any capitalisation and the home aliases', async () => {
    for (const pathname of [
      '/ec/cases/Telecomunications',
      '/ec/cases/telecomunications',
      '/ec/cases/TELECOMUNICATIONS',
      '/ec/en/cases/Energy',
    ]) {
      const answer = await sameAnswer(pathname);
      assert.equal(answer.status, 200, pathname);
      assert.equal(answer.type, 'text/html;charset=utf-8', pathname);
      assert.equal(answer.cacheControl, 'no-cache', pathname);
    }
    for (const pathname of ['/ec', '/ec/', '/pe', '/br', '/br/en', '/ec/de/'])
      assert.equal((await sameAnswer(pathname)).status, 200, pathname);
  });

  test('answers unknown paths 404 with the Not Found page', async () => {
    for (const pathname of ['/nope', '/pe/cases', '/br/cases/oil', '/ec/fr/about', '/assets/nope.svg']) {
      const answer = await sameAnswer(pathname);
      assert.equal(answer.status, 404, pathname);
      // The region's 404 page in its language: SPEC's 'Not Found' above the heading, the heading in the page language.
      const titles = Object.values(await loadTranslations()).map((strings) => strings.notFound.title);
      assert.ok(titles.includes(answer.h1 ?? ''), `${pathname}: ${answer.h1}`);
    }
  });

  test("answers an unknown path with its region's 404 page in the path's language, as site serve does", async () => {
    const cases: [string, string, string][] = [
      ['/pe/en/nothing-here', 'en', 'tecnandes-pe'],
      ['/br/xyz', 'pt-BR', 'tecnandes-br'],
      ['/ec/de/a/b', 'de', 'tecnandes-ec'],
      ['/nothing', 'es-EC', 'tecnandes-ec'],
    ];
    for (const [pathname, lang, logo] of cases) {
      assert.equal((await sameAnswer(pathname)).status, 404, pathname);
      const [fromNginx, fromServe] = await Promise.all([send(nginxOrigin, pathname), send(siteServer.origin, pathname)]);
      assert.equal(fromNginx.body, fromServe.body, `${pathname}: the same 404 page`);
      assert.match(fromNginx.body, new RegExp(`<html lang="${lang}"`), pathname);
      assert.ok(fromNginx.body.includes(`/assets/logos/${logo}.svg`), `${pathname}: the region's header`);
    }
  });

  test('answers every page of the route table and its aliases like site serve', async () => {
    const paths = manifest.routes.flatMap((route) => [route.path, ...route.aliases, `${route.path}/`]);
    for (let start = 0; start < paths.length; start += 20) {
      await Promise.all(paths.slice(start, start + 20).map((pathname) => sameAnswer(pathname)));
    }
  });

  test('sends the .br and .gz files of the build as they are, and the file itself to a client that takes neither', async (t) => {
    if (!existsSync(brotliModule)) t.skip(`${brotliModule} is not installed (apt-get install libnginx-mod-http-brotli-static)`);
    const clientDir = path.join(workDir, 'client');
    await assertSendsPrecompressed(nginxOrigin, clientDir, '/ec/about', 'ec/about/index.html');
    const script = entryScriptOf((await send(nginxOrigin, '/ec/about')).body)?.slice(1);
    assert.ok(script, 'the page loads a hashed script');
    await assertSendsPrecompressed(nginxOrigin, clientDir, `/${script}`, script);
  });

  test('caches hashed files for a year, content assets for a day, pages and site files not at all', async () => {
    const page = await send(nginxOrigin, '/ec/about');
    const script = entryScriptOf(page.body);
    assert.ok(script, 'the page loads a hashed script');
    assert.equal((await sameAnswer(script)).cacheControl, 'public, max-age=31536000, immutable');
    assert.equal((await sameAnswer('/assets/logos/tecnandes-ec.svg')).cacheControl, 'public, max-age=86400');
    assert.equal((await sameAnswer('/sitemap.xml')).cacheControl, 'no-cache');
    assert.equal((await sameAnswer('/ec/about/index.pageContext.json')).cacheControl, 'no-cache');
    const stylesheet = /<link[^>]+href="(\/_app\/[^"]+\.css)"/.exec(page.body)?.[1];
    if (stylesheet) assert.equal((await sameAnswer(stylesheet)).type, 'text/css;charset=utf-8');
  });

  test('sends the security headers of site serve and passes /api/ to the contact server', async () => {
    const [fromNginx, fromServe] = await Promise.all([send(nginxOrigin, '/ec/about'), send(siteServer.origin, '/ec/about')]);
    for (const name of [
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'strict-transport-security',
      'cross-origin-opener-policy',
    ]) {
      assert.ok(fromServe.headers[name], name);
      assert.equal(fromNginx.headers[name], fromServe.headers[name], name);
    }
    const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
    const [apiNginx, apiServe] = await Promise.all([
      send(nginxOrigin, '/api/send-email', post),
      send(siteServer.origin, '/api/send-email', post),
    ]);
    assert.equal(apiNginx.status, apiServe.status);
    assert.equal(apiNginx.status, 400);
    assert.deepEqual(JSON.parse(apiNginx.body), JSON.parse(apiServe.body));
    assert.equal(apiNginx.headers['x-frame-options'], 'SAMEORIGIN');
    assert.ok(!String(apiNginx.headers['x-frame-options']).includes(','), 'one X-Frame-Options, not two');
  });

  test('passes the connection’s host to the contact server, never the client’s X-Forwarded-Host', async () => {
    assert.match(await readFile(path.join(defaultDistDir, 'nginx', 'site.conf'), 'utf8'), /proxy_set_header X-Forwarded-Host \$host;/);
    // An evil Origin with a forged forwarded host naming it: the contact server, trusting nginx, would otherwise
    // take the evil origin for its own.
    const forged = {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' },
      body: '{}',
    };
    const answer = await send(nginxOrigin, '/api/send-email', forged);
    assert.equal(answer.status, 403);
    assert.deepEqual(JSON.parse(answer.body), { success: false, error: 'cross_site' });
  });
});
