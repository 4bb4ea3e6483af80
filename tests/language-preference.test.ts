import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { languageName } from '../schemas/language-codes.ts';
import { closePage, desktop, eventually, gotoHydrated, mobile, newPage, pageProblems, waitForHydration } from './support/browser.ts';
import type { Language } from './support/site-server.ts';
import { registerSiteSuite } from './support/site-suite.ts';

const suite = registerSiteSuite();

const savedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('language'));
const pathnameOf = (page: Page) => new URL(page.url()).pathname;
const h1Of = (page: Page) => page.locator('main h1').innerText();

/** Opens the desktop language submenu, once the page's script has wired it, and picks a language by its own name. */
async function chooseLanguage(page: Page, pageLanguage: Language, target: Language): Promise<void> {
  const strings = suite.translations[pageLanguage];
  await waitForHydration(page);
  await page.getByRole('button', { name: new RegExp(`^${strings.nav.language}:`) }).click();
  await page
    .locator('#submenu-language')
    .getByRole('link', { name: languageName(target), exact: true })
    .click();
}

/** Marks the current document so a test can tell a client-side navigation from a full page load. */

describe('choosing a language', () => {
  test('on /ec/about, English saves the choice and shows /ec/en/about in English', async () => {
    const page = await newPage(suite.browser, { viewport: desktop });
    try {
      await gotoHydrated(page, `${suite.server.origin}/ec/about`);
      await chooseLanguage(page, 'es', 'en');
      await page.waitForURL(`${suite.server.origin}/ec/en/about`);
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      assert.equal(await savedLanguage(page), 'en', 'saved under the `language` key');
      await eventually(() => h1Of(page), suite.translations.en.meta.about?.title);
      await eventually(
        () => page.getByRole('button', { name: new RegExp(`^${suite.translations.en.nav.language}:`) }).count(),
        1,
        'menu in English',
      );
      // The English page answers at once: its language menu opens.
      await waitForHydration(page);
      const languageButton = page.getByRole('button', { name: new RegExp(`^${suite.translations.en.nav.language}:`) });
      await languageButton.click();
      assert.equal(await languageButton.getAttribute('aria-expanded'), 'true');
      assert.deepEqual(pageProblems(page), []);
    } finally {
      await closePage(page);
    }
  });

  test('on /pe/events, Português goes to /pe/pt/events; back to Español returns to /pe/events', async () => {
    const page = await newPage(suite.browser, { viewport: desktop });
    try {
      await gotoHydrated(page, `${suite.server.origin}/pe/events`);
      await chooseLanguage(page, 'es', 'pt');
      await page.waitForURL(`${suite.server.origin}/pe/pt/events`);
      await page.waitForFunction(() => document.documentElement.lang === 'pt');
      assert.equal(await savedLanguage(page), 'pt');
      await eventually(() => h1Of(page), suite.translations.pt.meta.events?.title);

      await chooseLanguage(page, 'pt', 'es');
      await page.waitForURL(`${suite.server.origin}/pe/events`);
      await page.waitForFunction(() => document.documentElement.lang === 'es-PE');
      assert.equal(await savedLanguage(page), 'es');
      await eventually(() => h1Of(page), suite.translations.es.meta.events?.title);
    } finally {
      await closePage(page);
    }
  });

  test('the mobile overlay language section switches /br/contact to German', async () => {
    const page = await newPage(suite.browser, { viewport: mobile });
    try {
      await gotoHydrated(page, `${suite.server.origin}/br/contact`);
      await page.getByRole('button', { name: suite.translations.pt.nav.openMenu, exact: true }).click();
      const dialog = page.locator('dialog#mobile-menu');
      await dialog.getByRole('button', { name: suite.translations.pt.nav.language, exact: true }).click();
      await dialog.getByRole('link', { name: languageName('de'), exact: true }).click();
      await page.waitForURL(`${suite.server.origin}/br/de/contact`);
      await page.waitForFunction(() => document.documentElement.lang === 'de');
      assert.equal(await savedLanguage(page), 'de');
      await eventually(() => h1Of(page), suite.translations.de.meta.contact?.title);
      await eventually(() => dialog.evaluate((element) => (element as HTMLDialogElement).open), false, 'the overlay closed on navigation');
    } finally {
      await closePage(page);
    }
  });
});

interface PaintRecord {
  kind: string;
  path: string;
  lang?: string;
}

/**
 * Runs in every document of the tab before its own scripts: notes each document and each paint entry with
 * the document's language and path. sessionStorage survives the same-origin redirect, so the log spans both.
 */
function recordPaints(): void {
  const key = '__paintLog';
  const append = (record: object) => {
    try {
      const log = JSON.parse(sessionStorage.getItem(key) ?? '[]') as object[];
      log.push(record);
      sessionStorage.setItem(key, JSON.stringify(log));
    } catch {
      // about:blank has no storage; nothing to record there.
    }
  };
  if (location.protocol !== 'http:') return;
  append({ kind: 'document', path: location.pathname });
  const seen = new Set<string>();
  const record = (entries: PerformanceEntryList) => {
    for (const entry of entries) {
      if (seen.has(entry.name)) continue;
      seen.add(entry.name);
      append({ kind: entry.name, path: location.pathname, lang: document.documentElement.lang });
    }
  };
  new PerformanceObserver((list) => record(list.getEntries())).observe({ type: 'paint', buffered: true });
  addEventListener('pagehide', () => record(performance.getEntriesByType('paint')));
}

describe('a saved language preference', () => {
  test('saved `en`: opening /br/home ends on /br/en/home and nothing contentful is painted in Portuguese first', async () => {
    const first = await newPage(suite.browser, { viewport: desktop });
    try {
      // The visitor chose English earlier, in another tab.
      await gotoHydrated(first, `${suite.server.origin}/br/home`);
      await chooseLanguage(first, 'pt', 'en');
      await first.waitForURL(`${suite.server.origin}/br/en/home`);
      assert.equal(await savedLanguage(first), 'en');

      const page = await first.context().newPage();
      await page.goto(`${suite.server.origin}/robots.txt`);
      await page.addInitScript(recordPaints);
      await page.goto(`${suite.server.origin}/br/home`);
      await page.waitForURL(`${suite.server.origin}/br/en/home`);
      await waitForHydration(page);
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      await page.waitForFunction(() => (sessionStorage.getItem('__paintLog') ?? '').includes('first-contentful-paint'));

      const log = (await page.evaluate(() => JSON.parse(sessionStorage.getItem('__paintLog') ?? '[]'))) as PaintRecord[];
      const documents = log.filter((record) => record.kind === 'document' && record.path !== '/robots.txt').map((record) => record.path);
      assert.deepEqual(documents, ['/br/home', '/br/en/home'], 'the Portuguese document was loaded, then replaced');
      const contentful = log.filter((record) => record.kind === 'first-contentful-paint');
      assert.deepEqual(
        contentful,
        [{ kind: 'first-contentful-paint', path: '/br/en/home', lang: 'en' }],
        `only the English page painted content; log: ${JSON.stringify(log)}`,
      );
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
      // The home page's h1 is the region's banner headline; its <title> names the page in the page language.
      await eventually(async () => (await page.title()).startsWith(`${suite.translations.en.meta.home?.title} |`), true);
      await page.goBack();
      assert.equal(pathnameOf(page), '/robots.txt', 'Back skips the Portuguese address: the redirect replaced it');
    } finally {
      await closePage(first);
    }
  });

  test('saved `en` applies to unprefixed addresses of every region and to /, never to an explicit language', async () => {
    const page = await newPage(suite.browser, { viewport: desktop });
    try {
      await page.goto(`${suite.server.origin}/robots.txt`);
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      const cases: [string, string][] = [
        ['/', '/ec/en/home'],
        ['/ec/about', '/ec/en/about'],
        ['/pe/services/oil', '/pe/en/services/oil'],
        ['/br', '/br/en/home'],
        ['/br/de/contact', '/br/de/contact'],
        ['/ec/pt/events', '/ec/pt/events'],
      ];
      for (const [opened, expected] of cases) {
        await page.goto(`${suite.server.origin}${opened}`);
        await page.waitForURL(`${suite.server.origin}${expected}`);
        await waitForHydration(page);
        assert.equal(pathnameOf(page), expected, `${opened} -> ${expected}`);
      }
    } finally {
      await closePage(page);
    }
  });

  test('a saved region default or an unknown value changes nothing', async () => {
    const page = await newPage(suite.browser, { viewport: desktop });
    try {
      await page.goto(`${suite.server.origin}/robots.txt`);
      for (const [saved, opened] of [
        ['es', '/ec/contact'],
        ['pt', '/br/about'],
        ['fr', '/pe/home'],
      ] as const) {
        await page.evaluate((value) => localStorage.setItem('language', value), saved);
        await gotoHydrated(page, `${suite.server.origin}${opened}`);
        assert.equal(pathnameOf(page), opened, `saved ${saved}: ${opened} stays`);
      }
    } finally {
      await closePage(page);
    }
  });
});
