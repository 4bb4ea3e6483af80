import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { closePage, launchBrowser, newPage, pageProblems } from './support/browser.ts';

/**
 * A page kept from an earlier test (tests/support/page-reuse.ts) starts the next one as a page of a new context
 * would: nothing the earlier test stored, added or emulated is left.
 */
let browser: Browser;
let server: Server;
let origin: string;
/** Requests the server has answered, by path: what a page loaded from the network rather than from its cache. */
const served: string[] = [];

before(async () => {
  server = createServer((request, response) => {
    served.push(request.url ?? '');
    if (request.url === '/style.css') {
      response.writeHead(200, { 'content-type': 'text/css', 'cache-control': 'max-age=31536000, immutable' });
      response.end('body { margin: 0 }');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>kept page</title><link rel="stylesheet" href="/style.css"><p>kept</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('a page kept for the next test', () => {
  test('is the same page, with no storage, cookie, script, listener, media or cache of the test before', async () => {
    const first = await newPage(browser);
    await first.goto(`${origin}/`);
    await first.evaluate(() => {
      localStorage.setItem('language', 'de');
      sessionStorage.setItem('step', '2');
    });
    // One cookie of the page's origin, one of a site it never showed.
    await first.context().addCookies([
      { name: 'visited', value: 'yes', url: origin },
      { name: 'elsewhere', value: 'yes', url: 'http://example.com/' },
    ]);
    await first.addInitScript(() => {
      (window as unknown as { leftOver: boolean }).leftOver = true;
    });
    await first.emulateMedia({ colorScheme: 'dark', reducedMotion: 'no-preference' });
    let heardByFirstTest = 0;
    first.on('request', () => {
      heardByFirstTest++;
    });
    await closePage(first);

    const second = await newPage(browser);
    assert.equal(second, first, 'the closed page is handed to the next test');
    served.length = 0;
    await second.goto(`${origin}/`);
    const state = await second.evaluate(() => ({
      language: localStorage.getItem('language'),
      step: sessionStorage.getItem('step'),
      cookie: document.cookie,
      leftOver: 'leftOver' in window,
      dark: matchMedia('(prefers-color-scheme: dark)').matches,
      reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
    }));
    assert.deepEqual(state, { language: null, step: null, cookie: '', leftOver: false, dark: false, reducedMotion: true });
    assert.deepEqual(await second.context().cookies(), []);
    assert.equal(heardByFirstTest, 0, "the first test's listener is gone");
    assert.ok(served.includes('/style.css'), `the stylesheet comes from the server again, not from the cache: ${served.join(', ')}`);
    assert.deepEqual(pageProblems(second), []);
    await closePage(second);
  });

  test('is not kept when its test ran the clock, which cannot be taken back', async () => {
    const page = await newPage(browser);
    await page.clock.install();
    await page.goto(`${origin}/`);
    await closePage(page);
    assert.ok(page.isClosed());
    const next = await newPage(browser);
    assert.notEqual(next, page);
    await closePage(next);
  });

  test('is not kept when its test opened a second page in its context', async () => {
    const page = await newPage(browser);
    await page.goto(`${origin}/`);
    const popup = await page.context().newPage();
    await closePage(page);
    assert.ok(page.isClosed() && popup.isClosed());
  });
});
