import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { languageName } from '../schemas/language-codes.ts';
import { closePage, desktop, gotoHydrated, newPage, pageProblems } from './support/browser.ts';
import {
  type Language,
  languages,
  pathOf,
  type RegionFacts,
  type RegionId,
  regionById,
  type SiteFacts,
  type Translations,
} from './support/site-server.ts';
import { registerSiteSuite } from './support/site-suite.ts';

/** One page of every region in every language: the region defaults unprefixed, the others prefixed. */
const visits: { region: RegionId; language: Language; page: 'home' | 'about' | 'contact' | 'events' }[] = [
  { region: 'ec', language: 'es', page: 'about' },
  { region: 'ec', language: 'en', page: 'about' },
  { region: 'ec', language: 'pt', page: 'contact' },
  { region: 'ec', language: 'de', page: 'events' },
  { region: 'pe', language: 'es', page: 'home' },
  { region: 'pe', language: 'en', page: 'contact' },
  { region: 'pe', language: 'pt', page: 'events' },
  { region: 'pe', language: 'de', page: 'about' },
  { region: 'br', language: 'pt', page: 'home' },
  { region: 'br', language: 'en', page: 'events' },
  { region: 'br', language: 'es', page: 'about' },
  { region: 'br', language: 'de', page: 'contact' },
];

interface PageFacts {
  htmlLang: string;
  title: string;
  h1: string;
  canonical: string[];
  alternates: string[];
  menu: string[];
  countriesLabel: string | null;
  languageOptions: string[];
  header: boolean;
  footer: boolean;
}

/** What a visitor (and a crawler) can read on the page, taken from the DOM as it is now. */
function readPage(page: Page): Promise<PageFacts> {
  return page.evaluate(() => {
    const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const desktopNav = document.querySelector('header nav:not(dialog nav)');
    const topItems = desktopNav ? [...desktopNav.querySelectorAll(':scope > ul > li > a, :scope > ul > li > button')] : [];
    const countries = topItems.find((item) => item.getAttribute('aria-controls') === 'submenu-countries');
    return {
      htmlLang: document.documentElement.lang,
      title: document.title,
      h1: text(document.querySelector('main h1')),
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href') ?? ''),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')]
        .map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`)
        .sort(),
      // The header's search control is no entry of site.yaml's menu.
      menu: topItems.filter((item) => item !== countries && !item.hasAttribute('data-search-open')).map(text),
      countriesLabel: countries?.getAttribute('aria-label') ?? null,
      languageOptions: [...document.querySelectorAll('#submenu-language a')].map(text),
      header: document.querySelector('header a[href] img') !== null,
      footer: document.querySelector('footer') !== null,
    };
  });
}

function expectedAlternates(region: RegionFacts, page: string): string[] {
  const domain = `https://${region.domains[0]}`;
  return [
    ...languages.map(
      (language) => `${language === region.defaultLanguage ? region.locale : language} ${domain}${pathOf(region, language, page)}`,
    ),
    `x-default ${domain}${pathOf(region, region.defaultLanguage, page)}`,
  ].sort();
}

/** The home page's h1 is its banner headline (site.yaml); every other page's is its meta title. */
function expectedH1(
  region: RegionFacts,
  strings: Translations,
  language: Language,
  page: 'home' | 'about' | 'contact' | 'events',
): string | undefined {
  return page === 'home' ? region.home.banner.title[language] : strings.meta[page]?.title;
}

/** The visible menu texts; the language selector shows the page language's code. */
function expectedMenu(site: SiteFacts, region: RegionFacts, strings: Translations, language: Language): string[] {
  return site.menus.header
    .filter((item) => item.page !== 'cases' || region.cases.length > 0)
    .map((item) => {
      if (item.languageSelector) return language.toUpperCase();
      // An entry without a label shows its page's title.
      const label = item.label
        ? strings.nav[item.label.replace(/^nav\./, '') as keyof Translations['nav']]
        : strings.meta[item.page as keyof Translations['meta'] & 'about']?.title;
      assert.ok(label, `translation ${item.label ?? `meta.${item.page}.title`} exists`);
      return label;
    });
}

const suite = registerSiteSuite();

describe('every region in every language', () => {
  for (const { region: regionId, language, page: pageName } of visits) {
    test(`${regionId} in ${language}: ${pageName}`, async () => {
      const region = regionById(suite.site, regionId);
      const strings = suite.translations[language];
      const pathname = pathOf(region, language, pageName);
      const page = await newPage(suite.browser, { viewport: desktop });
      try {
        await gotoHydrated(page, `${suite.server.origin}${pathname}`);
        assert.equal(new URL(page.url()).pathname, pathname, 'stays on the address it was opened with');
        const facts = await readPage(page);

        const expectedLang = language === region.defaultLanguage ? region.locale : language;
        assert.equal(facts.htmlLang, expectedLang, '<html lang>');

        const pageTitle = strings.meta[pageName]?.title;
        assert.ok(pageTitle, `meta.${pageName}.title in ${language}.yaml`);
        assert.equal(facts.h1, expectedH1(region, strings, language, pageName), 'h1 in the page language');
        assert.equal(facts.title, `${pageTitle} | ${suite.site.company.name}`, '<title>');

        assert.deepEqual(facts.menu, expectedMenu(suite.site, region, strings, language), 'menu texts in the page language');
        const countriesName = facts.countriesLabel ?? '';
        assert.ok(
          countriesName === `${strings.nav.country}: ${region.name[language]}, ${region.countryCode}`,
          `country control "${countriesName}" reads "${strings.nav.country}: ${region.name[language]}, ${region.countryCode}"`,
        );
        assert.deepEqual(
          facts.languageOptions,
          languages.map((option) => languageName(option)),
          'language submenu: each language in its own name',
        );

        assert.deepEqual(facts.canonical, [`https://${region.domains[0]}${pathname}`], 'one canonical, on the region domain');
        assert.deepEqual(facts.alternates, expectedAlternates(region, pageName), 'hreflang alternates es/en/pt/de + x-default');
        assert.deepEqual(pageProblems(page), [], 'no script errors');
      } finally {
        await closePage(page);
      }
    });
  }
});

describe('with JavaScript disabled', () => {
  for (const { region: regionId, language, page: pageName } of [visits[0], visits[6], visits[11]].filter((visit) => visit !== undefined)) {
    test(`${regionId} in ${language}: ${pageName} has its header, heading and footer in the HTML`, async () => {
      const region = regionById(suite.site, regionId);
      const strings = suite.translations[language];
      const pathname = pathOf(region, language, pageName);
      const page = await newPage(suite.browser, { viewport: desktop, javaScriptEnabled: false });
      try {
        const response = await page.goto(`${suite.server.origin}${pathname}`);
        assert.equal(response?.status(), 200);
        const facts = await readPage(page);
        assert.ok(facts.header, 'header with the logo link');
        assert.deepEqual(facts.menu, expectedMenu(suite.site, region, strings, language), 'menu is there without scripts');
        assert.equal(facts.h1, expectedH1(region, strings, language, pageName), 'h1');
        assert.ok(facts.footer, 'footer');
        assert.equal(facts.htmlLang, language === region.defaultLanguage ? region.locale : language);

        await assert.doesNotReject(
          page.getByRole('link', { name: strings.nav.contact, exact: true }).first().waitFor({ state: 'visible' }),
        );
        const footerText = await page.locator('footer').innerText();
        assert.match(footerText, new RegExp(`© ${new Date().getFullYear()} ${suite.site.company.name}`), 'footer copyright is visible');
      } finally {
        await closePage(page);
      }
    });
  }
});

/**
 * A date as its page's language writes it, with or without its day: the English texts are British, so their
 * dates are too ("17 March 2027"; "March 17, 2027" is American). The first group is the day, the last the year.
 */
const writtenDate: Record<Language, RegExp> = {
  es: /^(?:(\d{1,2}) de )?[a-zà-ÿ]+ de (\d{4})$/,
  pt: /^(?:(\d{1,2}) de )?[a-zà-ÿ]+ de (\d{4})$/,
  en: /^(?:(\d{1,2}) )?[A-Z][a-z]+ (\d{4})$/,
  de: /^(?:(\d{1,2})\. )?[A-ZÄÖÜ][a-zäöü]+ (\d{4})$/,
};

describe('dates as each language writes them', () => {
  for (const language of languages) {
    test(`${language}: every date of the pages that show dates, in Ecuador and in Brazil`, async () => {
      const shown: string[] = [];
      for (const regionId of ['ec', 'br'] as const) {
        for (const pageName of ['about', 'events', 'careers', 'downloads', 'privacy']) {
          const html = await (await fetch(`${suite.server.origin}${pathOf(regionById(suite.site, regionId), language, pageName)}`)).text();
          for (const [, iso = '', text = ''] of html.matchAll(/<time dateTime="([\d-]+)"[^>]*>([^<]*)<\/time>/gi)) {
            const [year, , day] = iso.split('-');
            const [written, writtenDay, writtenYear] = writtenDate[language].exec(text) ?? [];
            assert.ok(written, `${regionId} ${pageName}: "${text}" (${iso}) is written as ${language} writes a date`);
            assert.equal(writtenYear, year, `${regionId} ${pageName}: the year of "${text}"`);
            if (writtenDay) assert.equal(writtenDay, day?.replace(/^0/, ''), `${regionId} ${pageName}: the day of "${text}"`);
            shown.push(text);
          }
        }
      }
      // Certificates, events, openings, documents and policies: dates with a day and without.
      assert.ok(shown.length >= 20, `${shown.length} dates`);
      assert.ok(
        shown.some((text) => writtenDate[language].exec(text)?.[1]),
        'some with their day',
      );
    });
  }
});
