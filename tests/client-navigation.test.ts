import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { languageName } from '../schemas/language-codes.ts';
import { closePage, desktop, gotoHydrated, newPage, pageProblems, waitForHydration } from './support/browser.ts';
import { registerSiteSuite } from './support/site-suite.ts';

const suite = registerSiteSuite();

interface HeadFacts {
  lang: string;
  title: string;
  description: string | null;
  canonical: string[];
  alternates: string[];
  ogUrl: string | null;
  ogLocale: string | null;
  h1: string;
}

/** What search engines, share previews and assistive technology read from the document right now. */
function readHead(page: Page): Promise<HeadFacts> {
  return page.evaluate(() => {
    const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: attribute('meta[name="description"]', 'content'),
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href') ?? ''),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')]
        .map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`)
        .sort(),
      ogUrl: attribute('meta[property="og:url"]', 'content'),
      ogLocale: attribute('meta[property="og:locale"]', 'content'),
      h1: document.querySelector('main h1')?.textContent?.trim() ?? '',
    };
  });
}

/** The head a visitor gets by loading the address directly, for comparison with a client-side arrival. */
async function freshHead(pathname: string): Promise<HeadFacts> {
  const page = await newPage(suite.browser, { viewport: desktop });
  try {
    await gotoHydrated(page, `${suite.server.origin}${pathname}`);
    return await readHead(page);
  } finally {
    await closePage(page);
  }
}

const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => '__sameDocument' in window);
const desktopNav = (page: Page) => page.locator('header nav:not(dialog nav)');

async function navigateAndCompare(start: string, target: string, click: (page: Page) => Promise<void>): Promise<HeadFacts> {
  const page = await newPage(suite.browser, { viewport: desktop });
  try {
    await gotoHydrated(page, `${suite.server.origin}${start}`);
    await markDocument(page);
    await click(page);
    await page.waitForURL(`${suite.server.origin}${target}`);
    const expected = await freshHead(target);
    await page.waitForFunction(
      ({ title, canonical }) =>
        document.title === title && document.querySelector('link[rel="canonical"]')?.getAttribute('href') === canonical,
      { title: expected.title, canonical: expected.canonical[0] },
    );
    assert.ok(await isSameDocument(page), 'client-side navigation: the document was not reloaded');
    const actual = await readHead(page);
    assert.deepEqual(actual, expected, `head after client navigation ${start} -> ${target} equals a direct load of ${target}`);
    assert.deepEqual(pageProblems(page), [], 'no script errors');
    return actual;
  } finally {
    await closePage(page);
  }
}

describe('head tags after client-side navigation', () => {
  test('/ec/about -> Contacto: canonical, alternates, title and lang of /ec/contact', async () => {
    const es = suite.translations.es;
    const head = await navigateAndCompare('/ec/about', '/ec/contact', (page) =>
      desktopNav(page).getByRole('link', { name: es.nav.contact, exact: true }).click(),
    );
    const origin = 'https://www.tecnandes.com.ec';
    assert.equal(head.title, `${es.meta.contact?.title} | Tecnandes`);
    assert.equal(head.lang, 'es-EC');
    assert.deepEqual(head.canonical, [`${origin}/ec/contact`]);
    assert.deepEqual(head.alternates, [
      `de ${origin}/ec/de/contact`,
      `en ${origin}/ec/en/contact`,
      `es-EC ${origin}/ec/contact`,
      `pt ${origin}/ec/pt/contact`,
      `x-default ${origin}/ec/contact`,
    ]);
  });

  test('/ec/about -> English: the head switches language', async () => {
    const head = await navigateAndCompare('/ec/about', '/ec/en/about', async (page) => {
      await desktopNav(page)
        .getByRole('button', { name: new RegExp(`^${suite.translations.es.nav.language}:`) })
        .click();
      await page
        .locator('#submenu-language')
        .getByRole('link', { name: languageName('en'), exact: true })
        .click();
    });
    assert.equal(head.lang, 'en');
    assert.equal(head.ogLocale, 'en');
  });

  test('/ec/about -> Peru: the head moves to the Peru domain and locale', async () => {
    const head = await navigateAndCompare('/ec/about', '/pe/home', async (page) => {
      await desktopNav(page).getByRole('button', { name: suite.translations.es.nav.regions, exact: true }).click();
      await page.locator('#submenu-regions').getByRole('link', { name: 'Perú', exact: true }).click();
    });
    assert.equal(head.lang, 'es-PE');
    assert.deepEqual(head.canonical, ['https://www.tecnandes.com.pe/pe/home']);
  });

  test('browser Back after a client-side navigation restores the head of the previous page', async () => {
    const page = await newPage(suite.browser, { viewport: desktop });
    try {
      await gotoHydrated(page, `${suite.server.origin}/br/about`);
      const before = await readHead(page);
      await markDocument(page);
      await desktopNav(page).getByRole('link', { name: suite.translations.pt.nav.events, exact: true }).click();
      await page.waitForURL(`${suite.server.origin}/br/events`);
      await page.waitForFunction(() => document.title.startsWith('Eventos'));
      await page.goBack();
      await page.waitForURL(`${suite.server.origin}/br/about`);
      await waitForHydration(page);
      await page.waitForFunction((title) => document.title === title, before.title);
      assert.ok(await isSameDocument(page), 'Back stayed client-side');
      assert.deepEqual(await readHead(page), before);
    } finally {
      await closePage(page);
    }
  });
});
