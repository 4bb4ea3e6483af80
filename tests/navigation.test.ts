import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { representativePages } from '../bench/page-weight.ts';
import { languageName } from '../schemas/language-codes.ts';
import { closePage, desktop, eventually, gotoHydrated, newPage, pageProblems, waitForHydration } from './support/browser.ts';
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

/** The head a visitor gets by loading the address directly, for comparison with an arrival by a link. */
async function freshHead(pathname: string): Promise<HeadFacts> {
  const page = await newPage(suite.browser, { viewport: desktop });
  try {
    await gotoHydrated(page, `${suite.server.origin}${pathname}`);
    return await readHead(page);
  } finally {
    await closePage(page);
  }
}

const desktopNav = (page: Page) => page.locator('header nav:not(dialog nav)');

async function navigateAndCompare(start: string, target: string, click: (page: Page) => Promise<void>): Promise<HeadFacts> {
  const page = await newPage(suite.browser, { viewport: desktop });
  try {
    await gotoHydrated(page, `${suite.server.origin}${start}`);
    await page.evaluate(() => window.scrollTo(0, 200));
    await click(page);
    await page.waitForURL(`${suite.server.origin}${target}`);
    await waitForHydration(page);
    const expected = await freshHead(target);
    const actual = await readHead(page);
    assert.deepEqual(actual, expected, `head after following a link ${start} -> ${target} equals a direct load of ${target}`);
    const arrival = await page.evaluate(() => ({ scrollY: window.scrollY, focus: document.activeElement?.tagName }));
    assert.deepEqual(arrival, { scrollY: 0, focus: 'BODY' }, 'the new page starts at its top, focus at the start of the document');
    assert.deepEqual(pageProblems(page), [], 'no script errors');
    return actual;
  } finally {
    await closePage(page);
  }
}

describe('head tags, scroll and focus after following a link', () => {
  test('/ec/about -> Contacto: canonical, alternates, title and lang of /ec/contact', async () => {
    const es = suite.translations.es;
    const head = await navigateAndCompare('/ec/about', '/ec/contact', (page) =>
      desktopNav(page).getByRole('link', { name: es.nav.contact, exact: true }).click(),
    );
    const origin = 'https://www.tecnandes.com.ec';
    assert.equal(head.title, `${es.meta.contact?.title} | Tecnandes`);
    assert.equal(head.lang, 'es-EC');
    assert.deepEqual(head.canonical, [`${origin}/ec/contact`]);
    // Every language site.yaml declares: Spanish, Ecuador's own, as es-EC at the unprefixed path.
    assert.deepEqual(
      head.alternates,
      [
        ...suite.site.languages.map((language) =>
          language === 'es' ? `es-EC ${origin}/ec/contact` : `${language} ${origin}/ec/${language}/contact`,
        ),
        `x-default ${origin}/ec/contact`,
      ].sort(),
    );
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
    assert.equal(head.ogLocale, 'en_GB', 'a language and a country, as Open Graph writes a locale: British, as the English texts');
  });

  test('/ec/about -> Peru: the head moves to the Peru domain and locale', async () => {
    const head = await navigateAndCompare('/ec/about', '/pe/home', async (page) => {
      await desktopNav(page).getByRole('button', { name: suite.translations.es.nav.regions, exact: true }).click();
      await page.locator('#submenu-regions').getByRole('link', { name: 'Perú', exact: true }).click();
    });
    assert.equal(head.lang, 'es-PE');
    assert.deepEqual(head.canonical, ['https://www.tecnandes.com.pe/pe/home']);
  });

  test('browser Back restores the previous page with its head and its scroll position', async () => {
    const page = await newPage(suite.browser, { viewport: desktop });
    try {
      await gotoHydrated(page, `${suite.server.origin}/br/about`);
      const before = await readHead(page);
      await page.evaluate(() => window.scrollTo(0, 300));
      await desktopNav(page).getByRole('link', { name: suite.translations.pt.nav.events, exact: true }).click();
      await page.waitForURL(`${suite.server.origin}/br/events`);
      await page.waitForFunction(() => document.title.startsWith('Eventos'));
      await page.goBack();
      await page.waitForURL(`${suite.server.origin}/br/about`);
      await waitForHydration(page);
      await page.waitForFunction((title) => document.title === title, before.title);
      assert.deepEqual(await readHead(page), before);
      assert.equal(await page.evaluate(() => window.scrollY), 300, 'back where the visitor was');
    } finally {
      await closePage(page);
    }
  });
});

/** Every script the page fetched, with its status and whether it is React (react-dom marks its nodes `__reactFiber$`). */
interface Script {
  url: string;
  status: number;
  react: boolean;
}

async function scriptsOf(pathname: string, act?: (page: Page, scripts: readonly Script[]) => Promise<void>) {
  const page = await newPage(suite.browser, { viewport: desktop });
  const scripts: Script[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = response.ok() ? await response.text().catch(() => '') : '';
    scripts.push({ url: new URL(response.url()).pathname, status: response.status(), react: body.includes('__reactFiber$') });
  });
  try {
    await gotoHydrated(page, `${suite.server.origin}${pathname}`);
    await page.waitForLoadState('networkidle');
    await act?.(page, scripts);
    // The header's search panel is an island on every page, taken over only when search is opened (tests/search.test.ts).
    const islands = await page.locator('[data-island]:not([data-island="site-search"])').count();
    assert.deepEqual(pageProblems(page), [], 'no script errors');
    return { scripts, islands };
  } finally {
    await closePage(page);
  }
}

describe('what the browser runs', () => {
  const headerOnly = representativePages.filter(([template]) => ['about', 'cases', 'case', 'privacy', '404'].includes(template));
  for (const [template, pathname] of headerOnly) {
    test(`${template} (${pathname}): the header answers without React, and no script is missing`, async () => {
      const { scripts, islands } = await scriptsOf(pathname, async (page) => {
        const button = page.locator('header nav:not(dialog nav) button[aria-controls^="submenu-"]').first();
        await button.click();
        assert.equal(await button.getAttribute('aria-expanded'), 'true', 'the submenu opens');
      });
      assert.equal(islands, 0);
      assert.deepEqual(
        scripts.filter((script) => script.status !== 200),
        [],
        'every script answers 200',
      );
      assert.deepEqual(
        scripts.filter((script) => script.react).map((script) => script.url),
        [],
        'React is not fetched',
      );
    });
  }

  test('the events board is an island: React arrives with the first click, which it answers', async () => {
    let reactBeforeClick: string[] = [];
    const { scripts, islands } = await scriptsOf('/ec/events', async (page, seen) => {
      reactBeforeClick = seen.filter((script) => script.react).map((script) => script.url);
      const filter = page.locator('main [aria-pressed]').nth(1);
      await filter.click();
      await eventually(() => filter.getAttribute('aria-pressed'), 'true', 'the first click is answered');
      await page.waitForLoadState('networkidle');
    });
    assert.equal(islands, 1);
    assert.deepEqual(reactBeforeClick, [], 'no React before the visitor touches the board');
    assert.ok(
      scripts.some((script) => script.react),
      'react-dom fetched for the island',
    );
    assert.deepEqual(
      scripts.filter((script) => script.status !== 200),
      [],
    );
  });

  test('links are prerendered ahead by Speculation Rules, which the Content-Security-Policy allows', async () => {
    const page = await newPage(suite.browser, { viewport: desktop });
    try {
      await gotoHydrated(page, `${suite.server.origin}/ec/about`);
      const rules = await page.evaluate(() => ({
        supported: HTMLScriptElement.supports('speculationrules'),
        text: document.querySelector('script[type="speculationrules"]')?.textContent ?? '',
      }));
      assert.ok(rules.supported);
      assert.ok((JSON.parse(rules.text) as { prerender?: unknown[] }).prerender?.length, 'prerender rules');
      assert.deepEqual(pageProblems(page), [], 'no CSP report about the rules');
    } finally {
      await closePage(page);
    }
  });
});
