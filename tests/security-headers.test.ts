import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { entryScriptOf } from '../generator/outputs/entry-after-paint.ts';
import { nginxFiles } from '../generator/outputs/nginx.ts';
import { settleAll } from '../generator/outputs/settle-all.ts';
import type { ContactServerConfig } from '../server/config.ts';
import { closePage, eventually, launchBrowser, newPage, waitForHydration } from './support/browser.ts';
import { type FakeSiteverify, startFakeSiteverify } from './support/fake-siteverify.ts';
import { defaultDistDir, type SiteServer, startSiteServer } from './support/site-server.ts';

let server: SiteServer;
let browser: Browser;
let siteverify: FakeSiteverify;
let folder: string;

before(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'security-headers-'));
  siteverify = await startFakeSiteverify({ hostname: '127.0.0.1' });
  const contact: ContactServerConfig = {
    recaptcha: {
      secret: 'csp-test-secret',
      verifyUrl: siteverify.url,
      allowedHostnames: [],
      timeoutMs: 2000,
      maxAgeSeconds: 120,
      usesTestKeys: false,
    },
    outboxFile: path.join(folder, 'outbox.sqlite'),
    delivery: 'none',
    rateLimit: { max: 1000, windowMs: 60_000 },
    allowedOrigins: [],
  };
  // Each kept as it starts, so that `after` closes it even when another part fails (tests/support/site-suite.ts).
  await settleAll([
    startSiteServer({ contact }).then((started) => {
      server = started;
    }),
    launchBrowser().then((started) => {
      browser = started;
    }),
  ]);
});

after(async () => {
  await browser?.close();
  await server?.close();
  await siteverify?.close();
  await rm(folder, { recursive: true, force: true });
});

/** Google's api.js stand-in: renders a checkbox and calls the onload callback, as the real script does. */
const fakeRecaptchaScript = `(() => {
  window.grecaptcha = {
    render(container) { const box = document.createElement('input'); box.type = 'checkbox'; container.append(box); return 0; },
    reset() {}, getResponse() { return ''; }, execute() {},
  };
  const script = document.currentScript;
  const onload = new URL(script.src).searchParams.get('onload');
  script.addEventListener('load', () => onload && typeof window[onload] === 'function' && window[onload]());
})();`;

/** A page whose CSP violations (DOM events and Chromium's console reports) are collected, with external origins faked. */
async function watchedPage(): Promise<{ page: Page; violations: string[] }> {
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
  await page.route('https://www.google.com/recaptcha/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeRecaptchaScript }),
  );
  await page.route('https://www.gstatic.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>map</p>' }),
  );
  return { page, violations };
}

function assertSecurityHeaders(headers: Record<string, string>, what: string): string {
  const policy = headers['content-security-policy'] ?? '';
  assert.match(policy, /(^|; )default-src 'self'(;|$)/, `${what}: default-src`);
  assert.match(policy, /(^|; )frame-ancestors 'none'(;|$)/, `${what}: frame-ancestors`);
  assert.match(policy, /(^|; )object-src 'none'(;|$)/, `${what}: object-src`);
  assert.match(policy, /(^|; )base-uri 'self'(;|$)/, `${what}: base-uri`);
  assert.match(policy, /(^|; )form-action 'self'(;|$)/, `${what}: form-action`);
  assert.match(policy, /(^|; )img-src 'self' data:(;|$)/, `${what}: img-src`);
  assert.match(policy, /(^|; )style-src 'self'(;|$)/, `${what}: style-src`);
  assert.match(
    policy,
    /(^|; )script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/]+=*')+ https:\/\/www\.google\.com https:\/\/www\.gstatic\.com(;|$)/,
    `${what}: script-src`,
  );
  assert.match(policy, /(^|; )frame-src https:\/\/www\.google\.com https:\/\/www\.openstreetmap\.org(;|$)/, `${what}: frame-src`);
  assert.match(policy, /(^|; )connect-src 'self'(;|$)/, `${what}: connect-src without EmailJS (delivery none build)`);
  // 'wasm-unsafe-eval' (the site search's WebAssembly) allows no eval() of JavaScript; 'unsafe-eval' would.
  assert.doesNotMatch(policy, /unsafe-inline|(?<!wasm-)unsafe-eval|\*/, `${what}: nothing broad`);
  assert.equal(headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', `${what}: HSTS`);
  assert.equal(headers['x-content-type-options'], 'nosniff', `${what}: nosniff`);
  assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', `${what}: referrer policy`);
  assert.equal(headers['x-frame-options'], 'SAMEORIGIN', `${what}: X-Frame-Options (old browsers; frame-ancestors rules)`);
  return policy;
}

/** One page of every template (renderer/pages/*), the root page for static hosts and the 404 page. */
const pages = [
  ['home', '/ec/home'],
  ['about', '/ec/en/about'],
  ['services', '/pe/services/oil'],
  ['cases', '/ec/cases'],
  ['case', '/ec/cases/oil'],
  ['events', '/ec/de/events'],
  ['contact', '/ec/contact'],
  ['search', '/br/search'],
  ['root (static hosts)', '/index.html'],
  ['404', '/ec/no-such-page'],
] as const;

describe('security headers and Content-Security-Policy', () => {
  for (const [template, pathname] of pages) {
    test(`${template} (${pathname}): the headers, and no CSP violation in Chromium`, async () => {
      const { page, violations } = await watchedPage();
      try {
        const response = await page.goto(`${server.origin}${pathname}`);
        assert.ok(response, 'an answer');
        // The template under test answered, not the 404 page in its place.
        assert.equal(response.status(), template === '404' ? 404 : 200, `${pathname}: status`);
        assertSecurityHeaders(await response.allHeaders(), pathname);
        if (template.startsWith('root')) {
          // The inline script moved the visitor to a region home; that page too ran under the policy.
          await page.waitForURL(/\/ec\/home$/);
        }
        await waitForHydration(page);
        // Everything lazy: images, the map frames, and (on the contact page) reCAPTCHA once the form has focus.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const field = page.locator('main form input').first();
        if (template === 'contact') {
          await field.focus();
          await page.waitForFunction(() => 'grecaptcha' in window);
          await eventually(async () => page.locator('iframe[src^="https://www.openstreetmap.org/"]').count(), 3, 'three map frames (ec)');
          // connect-src 'self': the form's own request goes through.
          const status = await page.evaluate(
            async () =>
              (await fetch('/api/send-email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
          );
          assert.equal(status, 400);
        }
        await page.waitForLoadState('load');
        // Violation reports are dispatched asynchronously: give them a moment to arrive.
        await page.waitForTimeout(300);
        assert.deepEqual(violations, [], `CSP violations on ${pathname}`);
      } finally {
        await closePage(page);
      }
    });
  }

  test('the policy is enforced: an injected inline script and a call to EmailJS (delivery none) are refused', async () => {
    const { page, violations } = await watchedPage();
    try {
      await page.goto(`${server.origin}/ec/home`);
      await waitForHydration(page);
      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.head.append(script);
        await fetch('https://api.emailjs.com/api/v1.0/email/send').catch(() => undefined);
        return 'injected' in window;
      });
      assert.equal(ran, false, 'the injected script did not run');
      await eventually(async () => violations.some((text) => text.startsWith('script-src')), true, 'inline script reported');
      await eventually(
        async () => violations.some((text) => text.includes('connect-src') && text.includes('api.emailjs.com')),
        true,
        'EmailJS reported',
      );
    } finally {
      await closePage(page);
    }
  });

  test('the API, static files and redirects carry the same headers', async () => {
    const api = await fetch(`${server.origin}/api/send-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"x":1}',
    });
    assert.equal(api.status, 400);
    const pagePolicy = assertSecurityHeaders(Object.fromEntries(api.headers), 'POST /api/send-email');
    const home = await fetch(`${server.origin}/ec/home`);
    assert.equal(home.headers.get('content-security-policy'), pagePolicy, 'one policy for the whole site');
    const html = await home.text();
    const asset = entryScriptOf(html);
    assert.ok(asset, 'the page loads a script from /_app/');
    assertSecurityHeaders(Object.fromEntries((await fetch(`${server.origin}${asset}`)).headers), asset);
    // The generated nginx configuration sends the very same policy (cli/build.ts, generator/outputs/nginx.ts).
    const nginx = await readFile(path.join(defaultDistDir, 'nginx', nginxFiles.server), 'utf8');
    assert.ok(nginx.includes(`add_header Content-Security-Policy "${pagePolicy}" always;`), 'nginx sends the same policy');
    const redirect = await fetch(`${server.origin}/`, { redirect: 'manual' });
    assert.equal(redirect.status, 302);
    assertSecurityHeaders(Object.fromEntries(redirect.headers), 'GET / (redirect)');
  });
});
