import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { PDFDocument } from 'pdf-lib';
import type { z } from 'zod';
import type { caseSchemas } from '../schemas/case.ts';
import type { certificationSchemas } from '../schemas/certification.ts';
import { checkAxe } from './support/browser.ts';
import { checkLayout, settleAfterResize } from './support/layout-checks.ts';
import { type Language, projectRoot, readContentYaml } from './support/site-server.ts';
import { registerSiteSuite } from './support/site-suite.ts';

/**
 * Client references and certifications as a visitor meets them (issue 24): the clients band of the home page,
 * derived from the region's cases and apart from the brand strip; each client's case with its figures and quote;
 * the certificates on the About page with their PDFs; the footer's links to them. Every expectation is read from
 * the content files, so the test follows the content instead of repeating it.
 */
type CaseFile = z.input<ReturnType<typeof caseSchemas>['caseFile']>;
type CertificationFile = z.input<ReturnType<typeof certificationSchemas>['certificationFile']>;

const cases = new Map<string, CaseFile>();
const certifications: CertificationFile[] = [];
const checked: Language[] = ['es', 'de'];
const widths = [375, 1024, 1440, 1920];
const clean = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

const suite = registerSiteSuite(async () => {
  for (const slug of suite.site.regions.find((region) => region.id === 'ec')?.cases ?? []) {
    cases.set(slug, await readContentYaml<CaseFile>(`cases/${slug}.yaml`));
  }
  for (const file of (await readdir(path.join(projectRoot, 'content', 'certifications'))).sort()) {
    certifications.push(await readContentYaml<CertificationFile>(`certifications/${file}`));
  }
});

/** Every client of Ecuador's cases, once each, in the order of its sectors and cases, with the sector it belongs to. */
function clientsOfCases() {
  const clients = new Map<string, { slug: string; card: CaseFile['cards'][number] }>();
  for (const [slug, sector] of cases) {
    for (const card of sector.cards) if (card.client && !clients.has(card.client.name)) clients.set(card.client.name, { slug, card });
  }
  return [...clients.values()];
}

describe('client references', () => {
  test('the content names six clients, each with a quote and key figures', () => {
    const clients = clientsOfCases();
    assert.equal(clients.length, 6);
    for (const { card } of clients) {
      assert.ok(card.quote, `${card.client?.name} has a quote`);
      assert.ok((card.facts ?? []).length >= 2, `${card.client?.name} has key figures`);
    }
  });

  for (const language of checked) {
    test(`the home page's clients band (${language}) lists them, each leading to its case`, async () => {
      await suite.withPage(new URL(suite.url('ec', language)).pathname, async (page) => {
        const band = page.locator('section[aria-labelledby="home-clients"]');
        assert.equal(clean(await band.locator('h2').textContent()), suite.translations[language].cases.clientsTitle);
        const links = band.locator('li h3 a');
        assert.deepEqual(
          (await links.allTextContents()).map(clean),
          clientsOfCases().map(({ card }) => card.client?.name),
        );
        for (const [index, { slug, card }] of clientsOfCases().entries()) {
          const sector = clean(await band.locator('li').nth(index).locator('p').textContent());
          assert.equal(sector, card.client?.sector[language]);
          const href = (await links.nth(index).getAttribute('href')) ?? '';
          assert.match(href, new RegExp(`/cases/${slug}#client-`), `${card.client?.name} links to its case on the ${slug} page`);
        }
        // The partner brands keep their own moving strip, which names no client.
        const brands = page.locator('section[aria-labelledby="home-brands"]');
        assert.equal(await brands.count(), 1);
        const brandNames = await brands.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
        for (const { card } of clientsOfCases()) assert.ok(!brandNames.includes(card.client?.name ?? ''));
      });
    });
  }

  test("each client's wordmark is drawn to the edges of its picture, so one height gives every client one size", async () => {
    await suite.withPage(new URL(suite.url('ec', 'es')).pathname, async (page) => {
      const logos = await page
        .locator('section[aria-labelledby="home-clients"] li img')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
      assert.equal(logos.length, clientsOfCases().length);
      for (const src of logos) {
        // The drawing's box against the picture's: a margin drawn into the file would shrink the client on the page.
        const fill = await page.evaluate(async (url) => {
          const holder = document.createElement('div');
          holder.innerHTML = await (await fetch(url)).text();
          document.body.append(holder);
          const svg = holder.querySelector('svg') as SVGSVGElement;
          const drawn = svg.getBBox();
          const { width, height } = svg.viewBox.baseVal;
          holder.remove();
          return { width: drawn.width / width, height: drawn.height / height };
        }, src);
        assert.ok(fill.width >= 0.9 && fill.height >= 0.8, `${src} fills its picture (${JSON.stringify(fill)})`);
      }
    });
  });

  test('a client link lands on its case, which shows the client, the figures and the quote (German)', async () => {
    await suite.withPage(new URL(suite.url('ec', 'de')).pathname, async (page) => {
      const [first] = clientsOfCases();
      assert.ok(first?.card.client && first.card.quote);
      await page.locator('section[aria-labelledby="home-clients"] li h3 a').first().click();
      await page.waitForURL(/#client-/);
      const id = new URL(page.url()).hash.slice(1);
      const card = page.locator(`article[id="${id}"]`);
      assert.equal(await card.count(), 1, 'the case carries the anchor the band links to');
      const text = clean(await card.textContent());
      const { client, quote, facts = [] } = first.card;
      assert.ok(text.includes(client.name));
      assert.ok(text.includes(`${client.sector.de} · Ecuador · ${client.year}`), 'sector, country in German and year');
      const figures = card.locator(`ul[aria-label="${suite.translations.de.cases.facts}"] li`);
      assert.deepEqual(
        (await figures.allTextContents()).map(clean),
        facts.map((fact) => fact.de),
      );
      assert.equal(clean(await card.locator('blockquote').textContent()), quote.text.de);
      assert.ok(clean(await card.locator('figcaption').textContent()).includes(quote.person));
    });
  });
});

describe('certifications', () => {
  for (const language of checked) {
    test(`the About page lists every certificate with its body, number, validity and PDF (${language})`, async () => {
      await suite.withPage(new URL(suite.url('ec', language, 'about')).pathname, async (page) => {
        const section = page.locator('section#certifications');
        const cards = section.locator('li');
        // Ordered by standard, numbers in their order: ISO 9001 before ISO 14001.
        const standards = certifications.map((certification) => certification.standard);
        assert.deepEqual(
          (await cards.locator('h3').allTextContents()).map(clean),
          standards.toSorted((a, b) => a.localeCompare(b, 'en', { numeric: true })),
        );
        assert.equal(standards.length, 3);
        for (const certification of certifications) {
          const card = cards.filter({ has: page.locator('h3', { hasText: certification.standard }) });
          const text = clean(await card.textContent());
          for (const part of [certification.scope[language], certification.body, certification.number])
            assert.ok(text.includes(part ?? ''), part);
          assert.equal(await card.locator('time').getAttribute('datetime'), certification.validUntil);
          const link = card.locator('a');
          // The PDF is named once, by the certificate's entry in the download centre: its file in this language, else its first.
          const { files } = await readContentYaml<{ files: { language: string; src: string }[] }>(
            `downloads/${certification.download}.yaml`,
          );
          const document = (files.find((file) => file.language === language) ?? files[0])?.src ?? '';
          assert.equal(await link.getAttribute('href'), document);
          assert.ok(clean(await link.textContent()).includes(certification.standard), 'the link names its standard to screen readers');
          const response = await fetch(new URL(document, suite.server.origin));
          assert.equal(response.status, 200);
          assert.match(response.headers.get('content-type') ?? '', /^application\/pdf/);
          // The document a visitor downloads is the certificate the page describes (tools/certificate-pdfs.ts).
          const pdf = await PDFDocument.load(await response.arrayBuffer());
          assert.equal(pdf.getPageCount(), 1);
          assert.equal(pdf.getTitle(), `${certification.standard} – Tecnandes – ${certification.number}`);
        }
        const { violations, summary } = await checkAxe(page);
        assert.equal(violations.length, 0, summary);
      });
    });

    test(`the footer links each standard to the About page's certifications (${language})`, async () => {
      await suite.withPage(new URL(suite.url('ec', language, 'events')).pathname, async (page) => {
        const links = page.locator('footer nav[aria-labelledby="footer-certifications"] a');
        assert.equal(clean(await page.locator('#footer-certifications').textContent()), suite.translations[language].certifications.title);
        assert.equal(await links.count(), certifications.length);
        for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))) {
          assert.equal(href, `${new URL(suite.url('ec', language, 'about')).pathname}#certifications`);
        }
        await links.first().click();
        await page.waitForURL(/about#certifications$/);
        assert.ok(await page.locator('section#certifications').isVisible());
      });
    });
  }
});

describe('the changed pages hold their layout at 375, 1024, 1440 and 1920 px in Spanish and German', () => {
  for (const language of checked) {
    for (const page of ['home', 'about', 'cases/energy', 'cases/telecomunications']) {
      test(`${page} (${language})`, async () => {
        await suite.withPage(new URL(suite.url('ec', language, page)).pathname, async (tab) => {
          const failures: string[] = [];
          for (const width of widths) {
            await tab.setViewportSize({ width, height: 900 });
            await settleAfterResize(tab);
            for (const problem of await checkLayout(tab, width))
              failures.push(`${width} px: ${problem.check}: ${problem.element}: ${problem.detail}`);
          }
          assert.deepEqual(failures, []);
        });
      });
    }
  }
});
