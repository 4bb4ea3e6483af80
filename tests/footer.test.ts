import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { closePage, gotoHydrated, launchBrowser, newPage } from './support/browser.ts';
import {
  type Language,
  loadSite,
  loadTranslations,
  pathOf,
  type RegionId,
  readContentYaml,
  regionById,
  type SiteFacts,
  type SiteServer,
  startSiteServer,
  type Translations,
} from './support/site-server.ts';

interface Office {
  id: string;
  title: Record<Language, string>;
  phones: string[];
  fax?: string;
}

let server: SiteServer;
let browser: Browser;
let site: SiteFacts;
let translations: Record<Language, Translations>;
const offices = new Map<RegionId, Office[]>();

before(async () => {
  [server, browser, site, translations] = await Promise.all([startSiteServer(), launchBrowser(), loadSite(), loadTranslations()]);
  for (const region of ['ec', 'pe', 'br'] as const) {
    offices.set(region, (await readContentYaml<{ offices: Office[] }>(`locations/${region}.yaml`)).offices);
  }
});

after(async () => {
  await browser?.close();
  await server?.close();
});

interface FooterFacts {
  heading: string;
  text: string;
  phoneLinks: number;
  links: { label: string; href: string }[];
  copyright: string;
  /** The year by the visitor's clock. */
  clientYear: number;
}

function readFooter(page: Page): Promise<FooterFacts> {
  return page.locator('footer').evaluate((footer) => {
    const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
    return {
      heading: text(footer.querySelector('h2')),
      text: (footer as HTMLElement).innerText,
      phoneLinks: footer.querySelectorAll('a[href^="tel:"]').length,
      links: [...footer.querySelectorAll('nav a[href]')].map((link) => ({ label: text(link), href: link.getAttribute('href') ?? '' })),
      copyright: text(footer.querySelector(':scope > p:last-child')),
      clientYear: new Date().getFullYear(),
    };
  });
}

async function footerOf(regionId: RegionId, language: Language, setup?: (page: Page) => Promise<void>): Promise<FooterFacts> {
  const page = await newPage(browser);
  try {
    await setup?.(page);
    await gotoHydrated(page, `${server.origin}${pathOf(regionById(site, regionId), language, 'about')}`);
    return await readFooter(page);
  } finally {
    await closePage(page);
  }
}

function firstOffice(regionId: RegionId): Office {
  const office = offices.get(regionId)?.[0];
  if (!office) throw new Error(`locations/${regionId}.yaml has no office`);
  return office;
}

describe('the footer', () => {
  test('Ecuador: contact block with a fax, links to About and to events', async () => {
    const strings = translations.es;
    const office = firstOffice('ec');
    const footer = await footerOf('ec', 'es');
    assert.equal(footer.heading, strings.footer.contactTitle);
    assert.ok(footer.text.includes(office.title.es), 'office name');
    assert.ok(office.fax, 'content: the Ecuador office has a fax');
    assert.ok(footer.text.includes(`${strings.footer.faxLabel}: ${office.fax}`), `fax shown; footer reads:\n${footer.text}`);
    assert.equal(footer.phoneLinks, office.phones.length, 'every phone of the office, as a tel: link');
    assert.deepEqual(footer.links, [
      { label: strings.footer.about, href: '/ec/about' },
      { label: strings.footer.events, href: '/ec/events' },
    ]);
  });

  for (const [regionId, language] of [
    ['pe', 'es'],
    ['br', 'pt'],
    ['br', 'en'],
  ] as const) {
    test(`${regionId} in ${language}: its office with one phone, no fax, no events link`, async () => {
      const strings = translations[language];
      const office = firstOffice(regionId);
      const footer = await footerOf(regionId, language);
      assert.equal(footer.heading, strings.footer.officeLabel);
      assert.ok(footer.text.includes(office.title[language]), `office ${office.title[language]}`);
      assert.equal(footer.phoneLinks, 1, 'one phone');
      assert.ok(!footer.text.includes(`${strings.footer.faxLabel}:`), `no fax; footer reads:\n${footer.text}`);
      assert.deepEqual(
        footer.links,
        [{ label: strings.footer.about, href: pathOf(regionById(site, regionId), language, 'about') }],
        'About only',
      );
    });
  }

  test('the copyright shows the current year', async () => {
    const footer = await footerOf('pe', 'en');
    assert.equal(footer.copyright, `© ${new Date().getFullYear()} ${site.company.name}. All rights reserved.`);
  });

  test('the copyright follows the calendar, not the build: a visit next January shows next year', async () => {
    const nextYear = new Date().getFullYear() + 1;
    const footer = await footerOf('ec', 'es', (page) => page.clock.setFixedTime(new Date(nextYear, 0, 15, 12)));
    assert.equal(footer.clientYear, nextYear, 'the browser clock says next year');
    assert.match(footer.copyright, new RegExp(`^© ${nextYear} `), `the footer reads "${footer.copyright}" on ${nextYear}-01-15`);
  });
});
