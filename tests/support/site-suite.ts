import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
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
export interface SiteSuite {
  server: SiteServer;
  browser: Browser;
  site: SiteFacts;
  translations: Record<Language, Translations>;
  /** The address of a region's page in a language on the local server. */
  url: (region: RegionId, language: Language, page?: string) => string;
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
  } as SiteSuite;
  before(async () => {
    [suite.server, suite.browser, suite.site, suite.translations] = await Promise.all([
      startSiteServer(),
      launchBrowser(),
      loadSite(),
      loadTranslations(),
    ]);
    await prepare?.();
  });
  after(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}
