import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { z } from 'zod';
import type { locationSchemas } from '../schemas/location.ts';
import { closePage, gotoHydrated, newPage } from './support/browser.ts';
import { type Language, pathOf, type RegionId, readContentYaml, regionById, regionIds } from './support/site-server.ts';
import { registerSiteSuite } from './support/site-suite.ts';

// An office as editors wrote it in content/locations/{region}.yaml.
type Office = z.input<ReturnType<typeof locationSchemas>['locationCard']>;

const suite = registerSiteSuite();
const offices = new Map<RegionId, Office[]>();

before(async () => {
  for (const region of regionIds) {
    offices.set(
      region,
      (await readContentYaml<z.input<ReturnType<typeof locationSchemas>['locationsFile']>>(`locations/${region}.yaml`)).offices,
    );
  }
});

interface FooterFacts {
  heading: string;
  text: string;
  phoneLinks: number;
  /** The contact block's e-mail links. */
  emailLinks: string[];
  links: { label: string; href: string }[];
  serviceLinks: string[];
  socialLinks: string[];
  logoHref: string | null;
  /** The legal links beside the copyright (site.yaml menus.legal). */
  legalLinks: { label: string; href: string }[];
  copyright: string;
  /** The year by the visitor's clock. */
  clientYear: number;
}

function readFooter(page: Page): Promise<FooterFacts> {
  return page.locator('footer').evaluate((footer) => {
    const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
    return {
      heading: text(footer.querySelector('#footer-contact')),
      text: (footer as HTMLElement).innerText,
      phoneLinks: footer.querySelectorAll('a[href^="tel:"]').length,
      emailLinks: [...footer.querySelectorAll('section[aria-labelledby="footer-contact"] a[href^="mailto:"]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
      links: [...footer.querySelectorAll('nav[aria-labelledby="footer-links"] a[href]')].map((link) => ({
        label: text(link),
        href: link.getAttribute('href') ?? '',
      })),
      serviceLinks: [...footer.querySelectorAll('nav[aria-labelledby="footer-services"] a[href]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
      socialLinks: [...footer.querySelectorAll('nav[aria-labelledby="footer-social"] a[href]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
      logoHref: footer.querySelector('a[href]:has(> img)')?.getAttribute('href') ?? null,
      legalLinks: [...footer.querySelectorAll('ul[aria-label] a[href]')].map((link) => ({
        label: text(link),
        href: link.getAttribute('href') ?? '',
      })),
      copyright: text([...footer.querySelectorAll('p')].at(-1)),
      clientYear: new Date().getFullYear(),
    };
  });
}

async function footerOf(regionId: RegionId, language: Language, setup?: (page: Page) => Promise<void>): Promise<FooterFacts> {
  const page = await newPage(suite.browser);
  try {
    await setup?.(page);
    await gotoHydrated(page, suite.url(regionId, language, 'about'));
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
  test('Ecuador: contact block with a fax, links to About, to events, to careers, to the download centre and to the privacy policy', async () => {
    const strings = suite.translations.es;
    const office = firstOffice('ec');
    const footer = await footerOf('ec', 'es');
    assert.equal(footer.heading, strings.footer.contactTitle);
    assert.ok(footer.text.includes(office.title.es), 'office name');
    assert.ok(office.fax, 'content: the Ecuador office has a fax');
    assert.ok(footer.text.includes(`${strings.footer.faxLabel}: ${office.fax}`), `fax shown; footer reads:\n${footer.text}`);
    assert.equal(footer.phoneLinks, office.phones.length, 'every phone of the office, as a tel: link');
    assert.deepEqual(footer.emailLinks, [`mailto:${office.email}`], "the office's e-mail");
    assert.deepEqual(footer.links, [
      { label: strings.footer.about, href: '/ec/about' },
      { label: strings.footer.events, href: '/ec/events' },
      // An entry without a label shows its page's title.
      { label: strings.meta.careers.title, href: '/ec/careers' },
      { label: strings.meta.downloads.title, href: '/ec/downloads' },
    ]);
    assert.deepEqual(footer.legalLinks, [{ label: strings.footer.privacy, href: '/ec/privacy' }]);
  });

  for (const [regionId, language] of [
    ['pe', 'es'],
    ['br', 'pt'],
    ['br', 'en'],
  ] as const) {
    test(`${regionId} in ${language}: its office with its phones and fax, careers and downloads but no events link, the region's privacy policy`, async () => {
      const strings = suite.translations[language];
      const office = firstOffice(regionId);
      const footer = await footerOf(regionId, language);
      assert.equal(footer.heading, strings.footer.officeLabel);
      assert.ok(footer.text.includes(office.title[language]), `office ${office.title[language]}`);
      assert.equal(footer.phoneLinks, office.phones.length, 'every phone of the office, as a tel: link');
      assert.deepEqual(footer.emailLinks, [`mailto:${office.email}`], "the region's own e-mail");
      assert.notEqual(office.email, firstOffice('ec').email, 'content: not the Ecuador address');
      assert.equal(
        footer.text.includes(office.fax ? `${strings.footer.faxLabel}: ${office.fax}` : `${strings.footer.faxLabel}:`),
        Boolean(office.fax),
        `a fax only where the office has one; footer reads:\n${footer.text}`,
      );
      assert.deepEqual(
        footer.links,
        [
          { label: strings.footer.about, href: pathOf(regionById(suite.site, regionId), language, 'about') },
          { label: strings.meta.careers.title, href: pathOf(regionById(suite.site, regionId), language, 'careers') },
          { label: strings.meta.downloads.title, href: pathOf(regionById(suite.site, regionId), language, 'downloads') },
        ],
        'About, careers and downloads, no events',
      );
      assert.deepEqual(footer.legalLinks, [
        { label: strings.footer.privacy, href: pathOf(regionById(suite.site, regionId), language, 'privacy') },
      ]);
    });
  }

  test("logo to the home page, the region's services, the social links", async () => {
    const footer = await footerOf('pe', 'es');
    const peru = regionById(suite.site, 'pe');
    assert.equal(footer.logoHref, '/pe/home');
    assert.deepEqual(
      footer.serviceLinks,
      peru.services.map((slug) => pathOf(peru, 'es', `services/${slug}`)),
    );
    // Peru's own address for a network (its office's WhatsApp) replaces the site's.
    assert.deepEqual(
      footer.socialLinks,
      suite.site.social.map((link) => peru.social[link.network] ?? link.url),
    );
  });

  test('the copyright shows the current year', async () => {
    const footer = await footerOf('pe', 'en');
    assert.equal(footer.copyright, `© ${new Date().getFullYear()} ${suite.site.company.name}. All rights reserved.`);
  });

  test('the copyright follows the calendar, not the build: a visit next January shows next year', async () => {
    const nextYear = new Date().getFullYear() + 1;
    const footer = await footerOf('ec', 'es', (page) => page.clock.setFixedTime(new Date(nextYear, 0, 15, 12)));
    assert.equal(footer.clientYear, nextYear, 'the browser clock says next year');
    assert.match(footer.copyright, new RegExp(`^© ${nextYear} `), `the footer reads "${footer.copyright}" on ${nextYear}-01-15`);
  });
});
