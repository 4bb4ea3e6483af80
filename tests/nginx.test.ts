import assert from 'node:assert/strict';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { entryScriptOf } from '../generator/outputs/entry-after-paint.ts';
import { nginxDefaults, nginxFiles } from '../generator/outputs/nginx.ts';
import type { ServerManifest } from '../schemas/server-manifest.ts';
import { loadServerConfig } from '../server/config.ts';
import { closePage, launchBrowser, newPage, waitForHydration } from './support/browser.ts';
import { type FakeSiteverify, startFakeSiteverify } from './support/fake-siteverify.ts';
import { freePort } from './support/free-port.ts';
import { assertSendsPrecompressed } from './support/precompressed.ts';
import { defaultDistDir, loadTranslations, projectRoot, type SiteServer, startSiteServer } from './support/site-server.ts';

/**
 * The nginx configuration `site build` writes (dist/nginx/: site.conf, installed once, and the release's own
 * site-http.conf and site-server.conf it includes through the `dist` link), checked by `nginx -t` and then run in
 * front of a copy of the build: it must answer the routing cases the same way `site serve` does, and keep
 * serving pages with their own policy across a content-only rebuild.
 */
const nginxBinary = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
const skip = existsSync(nginxBinary)
  ? false
  : `${nginxBinary} is not installed (apt-get install nginx); the generated nginx configuration is not checked`;
const run = promisify(execFile);
const brotliModule = process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const brotli = existsSync(brotliModule);

interface RunningNginx {
  origin: string;
  /** What `nginx -t` printed: its verdict and any warning. */
  checked: string;
  /** `nginx -s reload`, as `systemctl reload nginx` does; resolves once the new workers answer. */
  reload: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * nginx on a free port of 127.0.0.1 with a configuration of its own in `folder`, holding the generated site.conf
 * as an operator installs it: only the place of the `dist` link, the listen address and the contact server
 * changed. `dist` is a link to a release, as site build leaves it.
 */
async function startNginx(folder: string, dist: string, contactPort: number | string): Promise<RunningNginx> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const release = path.resolve(path.dirname(dist), await readlink(dist));
  if (!brotli) {
    // Without Debian's module here, nginx checks the rest with gzip alone.
    const serverFile = path.join(release, 'nginx', nginxFiles.server);
    await writeFile(serverFile, (await readFile(serverFile, 'utf8')).replaceAll('brotli_static on;', ''));
  }
  const generated = await readFile(path.join(dist, 'nginx', nginxFiles.site), 'utf8');
  const installed = generated
    .replaceAll(nginxDefaults.dist, dist)
    .replaceAll(`listen ${nginxDefaults.listen};`, `listen 127.0.0.1:${port};`)
    .replaceAll(`server ${nginxDefaults.contactUpstream};`, `server 127.0.0.1:${contactPort};`);
  assert.notEqual(installed, generated);
  const temp = (name: string) => path.join(folder, name);
  await writeFile(temp('site.conf'), installed);
  await writeFile(
    temp('nginx.conf'),
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
  const args = ['-p', folder, '-e', temp('error.log'), '-c', temp('nginx.conf')];
  const checked = await run(nginxBinary, ['-t', ...args]).catch((error: { stderr?: string }) => {
    throw new Error(`nginx -t rejected the generated configuration:\n${error.stderr}`);
  });
  const nginx: ChildProcess = spawn(nginxBinary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  nginx.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  for (let attempt = 0; ; attempt++) {
    const up = await send(origin, '/robots.txt').then(
      () => true,
      () => false,
    );
    if (up) break;
    if (attempt > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const workers = async () => (await run('pgrep', ['-P', String(nginx.pid)]).catch(() => ({ stdout: '' }))).stdout.trim();
  return {
    origin,
    checked: checked.stderr,
    async reload() {
      const before = await workers();
      await run(nginxBinary, ['-s', 'reload', ...args]);
      // The master starts new workers and tells the old ones to quit: each stops accepting at once, then finishes
      // the requests it holds. Done when the old ones are gone, or when new ones run and 2 s have passed: an old
      // worker still there then is finishing a response a client has not read (in npm test, one slept 30 s and more
      // after the rollback's reload; nginx waits for such a client up to send_timeout), and takes no new connection.
      const old = before.split('\n').filter(Boolean);
      const left = () => old.filter((pid) => existsSync(`/proc/${pid}`));
      const newWorkers = async () => (await workers()).split('\n').filter((pid) => pid && !old.includes(pid));
      const reloadedAt = Date.now();
      for (let attempt = 0; left().length > 0; attempt++) {
        if (Date.now() - reloadedAt > 2000 && (await newWorkers()).length > 0) break;
        if (attempt > 1200) throw new Error(`nginx did not reload in 30 s: no new worker started. ${errors}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop() {
      if (nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        nginx.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** A copy of the release `dist` links to, as DEPLOY.md copies one to a web server; returns the new `dist` link. */
async function copyRelease(from: string, folder: string): Promise<string> {
  const name = path.basename(await readlink(from));
  await cp(path.join(from, '/'), path.join(folder, 'dist.releases', name), { recursive: true });
  const dist = path.join(folder, 'dist');
  await symlink(path.join('dist.releases', name), dist);
  return dist;
}

let workDir: string;
let nginx: RunningNginx | undefined;
let nginxOrigin: string;
let siteServer: SiteServer;
let siteverify: FakeSiteverify;
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
  if (!existsSync(path.join(defaultDistDir, 'nginx', nginxFiles.site))) {
    throw new Error(`${defaultDistDir}/nginx is missing: run \`npm run build\` (site build writes it).`);
  }
  manifest = JSON.parse(await readFile(path.join(defaultDistDir, 'site-manifest.json'), 'utf8')) as ServerManifest;
  // A copy of the build, readable by nginx's workers whoever they run as, and safe from a rebuild while the test runs.
  workDir = await mkdtemp(path.join(tmpdir(), 'site-nginx-'));
  await chmod(workDir, 0o755);
  const dist = await copyRelease(defaultDistDir, workDir);
  siteverify = await startFakeSiteverify({ hostname: '127.0.0.1' });
  siteServer = await startSiteServer({
    contact: loadServerConfig({ CONTACT_DB: ':memory:', RECAPTCHA_VERIFY_URL: siteverify.url, RECAPTCHA_SECRET: 'nginx-test-secret' })
      .config,
  });
  nginx = await startNginx(workDir, dist, new URL(siteServer.origin).port);
  nginxOrigin = nginx.origin;
});

after(async () => {
  await nginx?.stop();
  await siteServer?.close();
  await siteverify?.close();
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
    const clientDir = path.join(workDir, 'dist', 'client');
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

  test('passes nginx -t without a warning', () => {
    assert.match(nginx?.checked ?? '', /test is successful/);
    assert.doesNotMatch(nginx?.checked ?? '', /\[warn\]/);
  });

  test('accepts a browser’s message on a port other than 80 or 443: the forwarded host keeps the port', async () => {
    assert.notEqual(new URL(nginxOrigin).port, '');
    const browser = await launchBrowser();
    try {
      const page = await newPage(browser);
      await page.goto(`${nginxOrigin}/ec/contact`);
      const answer = await page.evaluate(async () => {
        const response = await fetch('/api/send-email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Diego Paredes',
            email: 'diego.paredes@electro-sierra.ec',
            phone: '+593 2 245 1000',
            message: 'Necesitamos mantenimiento para dos sistemas UPS en Quito.',
            location: 'quito-matriz',
            recaptchaToken: 'ok-staging',
          }),
        });
        return { status: response.status, body: await response.json() };
      });
      assert.deepEqual(answer, { status: 200, body: { success: true } });
      await closePage(page);
    } finally {
      await browser.close();
    }
  });
});

/** The Content-Security-Policy violations Chromium reports on a page of `origin`, and the policy it was sent. */
async function policyOn(browser: Browser, url: string): Promise<{ violations: string[]; policy: string; page: Page }> {
  const page = await newPage(browser);
  const violations: string[] = [];
  await page.exposeBinding('reportCspViolation', (_source, text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  const response = await page.goto(url);
  assert.equal(response?.status(), 200, url);
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('load');
  // Violation reports are dispatched asynchronously: give them a moment to arrive.
  await page.waitForTimeout(300);
  return { violations, policy: (await response?.headerValue('content-security-policy')) ?? '', page };
}

const styleHashes = (policy: string) => new Set(/style-src-attr ([^;]*)/.exec(policy)?.[1]?.match(/'sha256-[^']+'/g) ?? []);

/** `site build` of `content` into `out`, as an operator runs it. */
async function siteBuild(content: string, out: string): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(projectRoot, 'cli', 'site.ts'), 'build', '--content', content, '--out', out], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: '' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

describe('nginx across a content-only rebuild', { skip }, () => {
  let folder: string;
  let behind: RunningNginx | undefined;
  let browser: Browser | undefined;
  after(async () => {
    await behind?.stop();
    await browser?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  test('serves the new pages with their own Content-Security-Policy from its reload on, without a change to its configuration, and rolls back', async () => {
    // Vike builds only inside the project folder.
    await mkdir(path.join(projectRoot, '.scratch'), { recursive: true });
    folder = await mkdtemp(path.join(projectRoot, '.scratch', 'nginx-rebuild-'));
    await chmod(folder, 0o755);
    const content = path.join(folder, 'content');
    await cp(path.join(projectRoot, 'content'), content, { recursive: true });
    const dist = path.join(folder, 'dist');
    await siteBuild(content, dist);
    behind = await startNginx(folder, dist, new URL(siteServer.origin).port);
    browser = await launchBrowser();
    const installed = await readFile(path.join(dist, 'nginx', nginxFiles.site), 'utf8');
    const before = await policyOn(browser, `${behind.origin}/pe/home`);
    assert.deepEqual(before.violations, [], 'the first build');
    await closePage(before.page);

    // The content changes, the code does not: a new event, and Peru's partner strip down to four logos, whose
    // balanced grid (renderer/components/home/LogoStrip.tsx) is a style attribute no page had before.
    const { parseDocument } = await import('yaml');
    const eventText = await readFile(path.join(content, 'events', '2026-visita-tecnica-socios.yaml'), 'utf8');
    const event = parseDocument(eventText);
    const title = {
      es: 'Jornada de puertas abiertas en el taller de Guayaquil',
      en: 'Open day at the Guayaquil workshop',
      pt: 'Dia de portas abertas na oficina de Guayaquil',
      de: 'Tag der offenen Tür in der Werkstatt Guayaquil',
    };
    event.set('id', 99);
    event.set('date', '2025-11-20');
    event.set('title', title);
    await writeFile(path.join(content, 'events', '2025-jornada-puertas-abiertas.yaml'), event.toString());
    const brandsFile = path.join(content, 'brands.yaml');
    const brands = parseDocument(await readFile(brandsFile, 'utf8'));
    const peru = brands.getIn(['sets', 'pe']) as { items: unknown[] };
    peru.items.splice(4);
    await writeFile(brandsFile, brands.toString());
    const output = await siteBuild(content, dist);
    assert.match(output, /client and server code unchanged/, 'a content-only rebuild');
    // The file installed in nginx is the one the new release would have it be: nothing to copy or edit.
    assert.equal(await readFile(path.join(dist, 'nginx', nginxFiles.site), 'utf8'), installed);
    assert.equal((await readdir(path.join(folder, 'dist.releases'))).length, 2);

    // Until nginx reloads, it serves the release it loaded, pages and policy alike: nothing mismatched in between.
    const stale = await policyOn(browser, `${behind.origin}/pe/home`);
    assert.equal(stale.policy, before.policy);
    assert.deepEqual(stale.violations, [], 'the previous release, still whole');
    await closePage(stale.page);

    await behind.reload();
    const after = await policyOn(browser, `${behind.origin}/pe/home`);
    const added = [...styleHashes(after.policy)].filter((hash) => !styleHashes(before.policy).has(hash));
    assert.ok(added.length > 0, 'the rebuild added a style-src-attr hash, which nginx sends');
    assert.deepEqual(after.violations, [], 'the new home page under its own policy');
    await closePage(after.page);
    const events = await policyOn(browser, `${behind.origin}/ec/events`);
    assert.equal(await events.page.getByRole('heading', { name: title.es }).count(), 1, 'the new event is served');
    assert.equal(events.policy, after.policy);
    assert.deepEqual(events.violations, [], 'the events page under its own policy');
    await closePage(events.page);

    // Rolled back: the previous release's pages and policy, together again, from the reload on.
    const rollback = await run(process.execPath, [path.join(projectRoot, 'cli', 'site.ts'), 'releases', 'rollback', '--out', dist]);
    assert.match(rollback.stdout, /now links to/);
    await behind.reload();
    const back = await policyOn(browser, `${behind.origin}/pe/home`);
    assert.equal(back.policy, before.policy);
    assert.deepEqual(back.violations, [], 'the rolled-back home page');
    await closePage(back.page);
    const eventsBack = await policyOn(browser, `${behind.origin}/ec/events`);
    assert.equal(await eventsBack.page.getByRole('heading', { name: title.es }).count(), 0, 'the new event is gone');
    await closePage(eventsBack.page);
  });
});
