import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { settleAll } from '../../generator/outputs/settle-all.ts';
import { closePage, desktop, gotoHydrated, launchBrowser, newPage, pageProblems } from './browser.ts';
import {
  type Language,
  loadSite,
  loadTranslations,
  pathOf,
  type RegionId,
  regionById,
  type SiteFacts,
  type SiteServer,
  startSiteServer,
  type Translations,
} from './site-server.ts';

/** What a browser test file works with: the built site served locally, Chromium, and the content to compare with. */
interface SiteSuite {
  server: SiteServer;
  browser: Browser;
  site: SiteFacts;
  translations: Record<Language, Translations>;
  /** The address of a region's page in a language on the local server. */
  url: (region: RegionId, language: Language, page?: string) => string;
  /** Opens `path` hydrated in a page of its own, runs `body`, then checks that no script error was seen. */
  withPage: (path: string, body: (page: Page) => Promise<void>, options?: WithPageOptions) => Promise<void>;
}

interface WithPageOptions {
  viewport?: { width: number; height: number };
  reducedMotion?: 'reduce' | 'no-preference';
}

/**
 * Registers the test file's before and after hooks and returns its suite, filled in by the time the tests run.
 * Setup that needs the suite goes in `prepare`: Node's test runner starts a file's `before` hooks together, so
 * another `before` could run before this one has finished.
 */
export function registerSiteSuite(prepare?: () => Promise<void> | void): Readonly<SiteSuite> {
  const suite = {
    url: (region: RegionId, language: Language, page = 'home') =>
      `${suite.server.origin}${pathOf(regionById(suite.site, region), language, page)}`,
    withPage: async (path, body, { viewport = desktop, reducedMotion } = {}) => {
      const page = await newPage(suite.browser, { viewport });
      try {
        if (reducedMotion) await page.emulateMedia({ reducedMotion });
        await gotoHydrated(page, `${suite.server.origin}${path}`);
        await body(page);
        assert.deepEqual(pageProblems(page), [], 'no script errors');
      } finally {
        await closePage(page);
      }
    },
  } as SiteSuite;
  before(async () => {
    // Each is kept as it starts and the hook waits for all of them: when one fails (a Chromium that cannot launch),
    // `after` closes the others, where Promise.all left the server listening and the file waiting on it for ever.
    await settleAll([
      startSiteServer().then((server) => {
        suite.server = server;
      }),
      launchBrowser().then((browser) => {
        suite.browser = browser;
      }),
      loadSite().then((site) => {
        suite.site = site;
      }),
      loadTranslations().then((translations) => {
        suite.translations = translations;
      }),
    ]);
    await prepare?.();
  });
  after(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}
