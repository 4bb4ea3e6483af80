import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { z } from 'zod';
import type { locationSchemas } from '../schemas/location.ts';
import type { privacySchemas } from '../schemas/privacy.ts';
import { languages, pathOf, type RegionId, rawGet, readContentYaml, regionById, regionIds } from './support/site-server.ts';
import { registerSiteSuite } from './support/site-suite.ts';

// The policies and offices as editors wrote them in content/privacy and content/locations.
type Policy = z.input<ReturnType<typeof privacySchemas>['privacyPolicy']>;
type Offices = z.input<ReturnType<typeof locationSchemas>['locationsFile']>['offices'];
const regions = regionIds;
const policies = new Map<RegionId, Policy>();
const offices = new Map<RegionId, Offices>();

const suite = registerSiteSuite(async () => {
  for (const region of regions) {
    policies.set(region, await readContentYaml<Policy>(`privacy/${region}.yaml`));
    offices.set(
      region,
      (await readContentYaml<z.input<ReturnType<typeof locationSchemas>['locationsFile']>>(`locations/${region}.yaml`)).offices,
    );
  }
});

function policyOf(region: RegionId): Policy {
  const policy = policies.get(region);
  if (!policy) throw new Error(`content/privacy/${region}.yaml was not read`);
  return policy;
}

describe('the privacy policy page', () => {
  for (const regionId of regions) {
    for (const language of languages) {
      test(`${regionId} in ${language}: heading, language, canonical, every section, the controller and the authority`, async () => {
        const region = regionById(suite.site, regionId);
        const policy = policyOf(regionId);
        const office = offices.get(regionId)?.find((candidate) => candidate.id === policy.controller.office);
        assert.ok(office, 'the controller office is one of the region’s offices');
        const path = pathOf(region, language, 'privacy');
        await suite.withPage(path, async (page) => {
          const facts = await page.evaluate(() => ({
            lang: document.documentElement.lang,
            h1: document.querySelector('main h1')?.textContent ?? '',
            h2: [...document.querySelectorAll('main h2')].map((heading) => heading.textContent ?? ''),
            canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
            alternates: document.querySelectorAll('link[rel="alternate"][hreflang]').length,
            text: document.querySelector('main')?.textContent ?? '',
            links: [...document.querySelectorAll('main a[href]')].map((link) => link.getAttribute('href')),
          }));
          const strings = suite.translations[language];
          assert.equal(facts.lang, language === region.defaultLanguage ? region.locale : language);
          assert.equal(facts.h1, strings.meta.privacy.title);
          assert.equal(facts.canonical, `https://${region.domains[0]}${path}`);
          assert.equal(facts.alternates, languages.length + 1, 'every language and x-default');
          assert.deepEqual(facts.h2, [
            strings.privacy.controllerTitle,
            ...Object.values(policy.sections).map((section) => section.title[language]),
            policy.authority.title[language],
          ]);
          assert.ok(facts.text.includes(suite.site.company.legalName), 'names the company');
          assert.ok(facts.text.includes(office.address[language]), 'and the address of its office in the region');
          assert.ok(facts.text.includes(policy.authority.name[language]), 'names the supervisory authority');
          assert.ok(facts.links.includes(`mailto:${policy.controller.email}`), 'the address for rights requests is a link');
          assert.ok(facts.links.includes(policy.authority.url), 'the authority’s website is a link');
        });
      });
    }
  }

  test('is in the sitemap in every region and language', async () => {
    const sitemap = (await rawGet(suite.server.origin, '/sitemap.xml')).body;
    for (const regionId of regions) {
      const region = regionById(suite.site, regionId);
      for (const language of languages) {
        const url = `https://${region.domains[0]}${pathOf(region, language, 'privacy')}`;
        assert.ok(sitemap.includes(`<loc>${url}</loc>`), url);
      }
    }
  });
});

describe('the notice under the contact form', () => {
  for (const regionId of regions) {
    for (const language of languages) {
      test(`${regionId} in ${language}: controller, rights address, the region’s policy and Google’s terms; the footer links the policy`, async () => {
        const region = regionById(suite.site, regionId);
        const policy = policyOf(regionId);
        const strings = suite.translations[language];
        const privacyPath = pathOf(region, language, 'privacy');
        await suite.withPage(pathOf(region, language, 'contact'), async (page) => {
          const notice = page.locator('form a[href="https://policies.google.com/terms"]').locator('xpath=ancestor::div[1]');
          const facts = await notice.evaluate((element) => ({
            text: element.textContent ?? '',
            links: [...element.querySelectorAll('a[href]')].map((link) => ({ href: link.getAttribute('href'), text: link.textContent })),
          }));
          assert.ok(facts.text.includes(suite.site.company.legalName), `names the controller: ${facts.text}`);
          assert.ok(facts.text.includes('reCAPTCHA'), 'discloses reCAPTCHA');
          assert.deepEqual(
            facts.links.map((link) => link.href),
            [`mailto:${policy.controller.email}`, privacyPath, 'https://policies.google.com/privacy', 'https://policies.google.com/terms'],
          );
          assert.equal(facts.links[1]?.text, strings.contact.privacy.link);
          assert.ok(await page.locator(`form a[href="${privacyPath}"]`).isVisible(), 'the policy link is visible under the form');
          const footerLink = page.locator(`footer a[href="${privacyPath}"]`);
          assert.equal(await footerLink.textContent(), strings.footer.privacy);
        });
      });
    }
  }

  test('the policy link opens the privacy page of the same region and language', async () => {
    await suite.withPage('/br/de/contact', async (page) => {
      // Focus inside the form loads reCAPTCHA from Google, which is not reachable here.
      await page.route('https://www.google.com/recaptcha/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      await page.locator('form a[href="/br/de/privacy"]').click();
      await page.waitForURL('**/br/de/privacy');
      assert.equal(await page.locator('main h1').textContent(), suite.translations.de.meta.privacy.title);
    });
  });
});
