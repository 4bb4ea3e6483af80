import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { languageName } from '../schemas/language-codes.ts';
import { closePage, eventually, newPage, pageProblems } from './support/browser.ts';
import { type Language, languages, pathOf, projectRoot, readContentYaml, regionById } from './support/site-server.ts';
import { registerSiteSuite } from './support/site-suite.ts';

/**
 * The download centre (content/downloads, schemas/download.ts): every document with the cover of its first page and,
 * on each file's link, its language, type and size; filters by type, sector and service line that work in the
 * browser and leave the whole list without JavaScript; the documents of each service and case page; search finds
 * a document as a download.
 */
interface DownloadFile {
  type: string;
  title: Record<Language, string>;
  summary: Record<Language, string>;
  date: string;
  sectors?: string[];
  services?: string[];
  files: { language: Language; src: string }[];
}

const downloads = new Map<string, DownloadFile>();
const suite = registerSiteSuite(async () => {
  for (const name of (await readdir(path.join(projectRoot, 'content', 'downloads'))).sort())
    downloads.set(name.replace(/\.yaml$/, ''), await readContentYaml<DownloadFile>(`downloads/${name}`));
});

const clean = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const centre = (language: Language) => pathOf(regionById(suite.site, 'ec'), language, 'downloads');
const titles = (where: (download: DownloadFile) => boolean, language: Language) =>
  [...downloads.values()]
    .filter(where)
    .toSorted((a, b) => b.date.localeCompare(a.date))
    .map((download) => download.title[language]);
const shownTitles = async (page: Page, scope = 'main') =>
  (await page.locator(`${scope} [data-download] :is(h2, h3)`).allTextContents()).map(clean);

describe('download centre', () => {
  test('the content offers at least eight documents of every type, titled and summarised in every language, each file a PDF', async () => {
    assert.ok(downloads.size >= 8, `${downloads.size} documents`);
    assert.deepEqual(
      new Set([...downloads.values()].map((download) => download.type)),
      new Set(['datasheet', 'brochure', 'certificate', 'catalogue', 'policy']),
    );
    for (const [slug, download] of downloads) {
      for (const language of languages) assert.ok(download.title[language] && download.summary[language], `${slug} in ${language}`);
      for (const file of download.files) {
        const response = await fetch(new URL(file.src, suite.server.origin));
        assert.equal(response.status, 200, file.src);
        assert.match(response.headers.get('content-type') ?? '', /^application\/pdf/);
        assert.equal(
          Buffer.from(await response.arrayBuffer())
            .subarray(0, 5)
            .toString('latin1'),
          '%PDF-',
        );
      }
    }
  });

  test('without JavaScript the page lists every document, newest first, and shows no filter that could not work', async () => {
    const page = await newPage(suite.browser, { javaScriptEnabled: false });
    try {
      await page.goto(`${suite.server.origin}${centre('es')}`);
      assert.deepEqual(
        await shownTitles(page),
        titles(() => true, 'es'),
      );
      assert.equal(await page.locator('main form').isVisible(), false, 'the filters are not shown');
      assert.equal(
        await page.locator('main [data-download] a[type="application/pdf"]').count(),
        [...downloads.values()].flatMap((d) => d.files).length,
      );
    } finally {
      await closePage(page);
    }
  });

  for (const language of ['es', 'de'] as const) {
    test(`the filters narrow the list by type, sector and service line, alone and together, and "show all" undoes them (${language})`, async () => {
      const strings = suite.translations[language].downloads;
      await suite.withPage(centre(language), async (page) => {
        const form = page.locator('main form');
        const status = form.locator('[role="status"]');
        const select = (name: string) => form.locator(`select[name="${name}"]`);
        const expectShown = async (where: (download: DownloadFile) => boolean, what: string) => {
          const expected = titles(where, language);
          await eventually(() => shownTitles(page), expected, what);
          const count = expected.length === 1 ? strings.count_one : strings.count_other;
          assert.equal(clean(await status.textContent()), count.replace('{{count}}', String(expected.length)), `${what}: the count`);
        };
        await expectShown(() => true, 'everything at first');
        // Each select names its choices in the page's language: the types' labels, the sectors' and services' names.
        assert.ok((await select('type').locator('option').allTextContents()).includes(strings.types.datasheet));

        await select('type').selectOption('datasheet');
        await expectShown((download) => download.type === 'datasheet', 'datasheets');
        await select('type').selectOption('');
        await select('sector').selectOption('energy');
        await expectShown((download) => (download.sectors ?? []).includes('energy'), 'the energy sector');
        await select('sector').selectOption('');
        await select('service').selectOption('telecomunications');
        await expectShown((download) => (download.services ?? []).includes('telecomunications'), 'the telecommunications service line');
        await select('type').selectOption('certificate');
        await expectShown(
          (download) => download.type === 'certificate' && (download.services ?? []).includes('telecomunications'),
          'telecommunications certificates',
        );
        await select('type').selectOption('policy');
        await eventually(() => shownTitles(page), [], 'no policy belongs to a service line');
        assert.equal(clean(await page.locator('main p', { hasText: strings.none }).textContent()), strings.none);

        await form.getByRole('button', { name: strings.reset }).click();
        await expectShown(() => true, 'everything again');
        assert.deepEqual(await Promise.all(['type', 'sector', 'service'].map((name) => select(name).inputValue())), ['', '', '']);
      });
    });
  }

  test("a certificate's date is the day it was issued, another document's its edition, in every language", async () => {
    for (const language of languages) {
      await suite.withPage(centre(language), async (page) => {
        const dates = await page.locator('main [data-download]').evaluateAll((cards) =>
          cards.map((card) => ({
            slug: card.getAttribute('data-download') ?? '',
            label: card.querySelector('time')?.parentElement?.textContent ?? '',
          })),
        );
        const strings = suite.translations[language].downloads;
        for (const { slug, label } of dates) {
          const expected = downloads.get(slug)?.type === 'certificate' ? strings.issued : strings.published;
          assert.ok(label.startsWith(`${expected} `), `${language} ${slug}: "${label}" starts with "${expected}"`);
        }
        assert.ok(
          dates.some(({ slug }) => downloads.get(slug)?.type === 'certificate'),
          'a certificate among them',
        );
      });
    }
  });

  test('the filters write themselves into the address: the link shared, or the page reloaded, shows the same documents', async () => {
    await suite.withPage(centre('de'), async (page) => {
      const form = page.locator('main form');
      const select = (name: string) => form.locator(`select[name="${name}"]`);
      await select('type').selectOption('certificate');
      await select('service').selectOption('energy');
      await eventually(async () => new URL(page.url()).search, '?type=certificate&service=energy', 'the choices in the address');
      const expected = titles((download) => download.type === 'certificate' && (download.services ?? []).includes('energy'), 'de');
      assert.ok(expected.length > 0, 'energy has a certificate');
      // A fresh visit of the address, as the link shared: a reload would keep the selects' values by itself.
      await page.goto(page.url());
      await eventually(() => shownTitles(page), expected, 'the same documents from the link');
      assert.deepEqual(await Promise.all(['type', 'sector', 'service'].map((name) => select(name).inputValue())), [
        'certificate',
        '',
        'energy',
      ]);
      // What the page does not offer is left aside, not shown as an empty list.
      await page.goto(`${suite.server.origin}${centre('de')}?type=nonsense&sector=energy`);
      const energy = titles((download) => (download.sectors ?? []).includes('energy'), 'de');
      assert.ok(energy.length < downloads.size, 'energy is a narrower list than all');
      await eventually(() => shownTitles(page), energy, 'energy, any type');
      await form.getByRole('button', { name: suite.translations.de.downloads.reset }).click();
      await eventually(async () => new URL(page.url()).search, '', 'no choice, no query');
    });
  });

  test("a region's filters offer its own service lines and sectors only (Peru: industry, oil and gas), though a certificate names all four", async () => {
    const region = regionById(suite.site, 'pe');
    await suite.withPage(pathOf(region, 'es', 'downloads'), async (page) => {
      for (const name of ['sector', 'service']) {
        const choices = await page
          .locator(`main form select[name="${name}"] option`)
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
        assert.ok(choices.length > 0, `${name}: some choice`);
        assert.deepEqual(
          choices.filter((slug) => !region.services.includes(slug) && !(region.cases ?? []).includes(slug)),
          [],
          `${name}: only what Peru offers (${choices})`,
        );
      }
    });
  });

  test('its filters are drawn as every field of the site is, with an edge a visitor can see (3:1, WCAG 1.4.11)', async () => {
    const fields = [
      [centre('es'), 'main select[name="type"]'],
      [pathOf(regionById(suite.site, 'ec'), 'es', 'contact'), '#contact-name'],
      [pathOf(regionById(suite.site, 'ec'), 'es', 'search'), '#search-page-field'],
    ] as const;
    const looks: string[] = [];
    for (const [address, selector] of fields) {
      await suite.withPage(address, async (page) => {
        const look = await page.locator(selector).evaluate((field) => {
          const style = getComputedStyle(field);
          const channels = (colour: string) => (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
          const luminance = (colour: string) => {
            const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
              const c = value / 255;
              return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          const [lighter, darker] = [luminance(style.backgroundColor), luminance(style.borderTopColor)].sort((a, b) => b - a);
          return {
            edge: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor} ${style.borderTopLeftRadius}`,
            contrast: (lighter + 0.05) / (darker + 0.05),
          };
        });
        assert.ok(look.contrast >= 3, `${selector} on ${address}: its edge stands ${look.contrast.toFixed(2)}:1 against its fill`);
        looks.push(look.edge);
      });
    }
    assert.equal(new Set(looks).size, 1, `one edge for every field: ${looks.join(' | ')}`);
  });

  test("each document shows the cover of its PDF's first page and, on every file, its language, type and size", async () => {
    await suite.withPage(centre('de'), async (page) => {
      for (const [slug, download] of downloads) {
        const card = page.locator(`main [data-download="${slug}"]`);
        const cover = card.locator('picture img');
        await cover.scrollIntoViewIfNeeded();
        await eventually(
          () => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
          true,
          `${slug}: cover loaded`,
        );
        const shown = await cover.evaluate((image: HTMLImageElement) => ({
          src: image.currentSrc,
          ratio: image.naturalHeight / image.naturalWidth,
          avif: image.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? '',
        }));
        assert.ok(Math.abs(shown.ratio - Math.SQRT2) < 0.02, `${slug}: an A4 page (${shown.ratio})`);
        assert.match(shown.avif, /\/_app\/img\/\w+-120\.avif 120w/, `${slug}: published as AVIF`);
        assert.match((await fetch(shown.src)).headers.get('content-type') ?? '', /^image\/(avif|webp)/);
        // The file in the page's language comes first; the others follow.
        const links = card.locator('a[type="application/pdf"]');
        const files = download.files.toSorted((a, b) => Number(b.language === 'de') - Number(a.language === 'de'));
        assert.equal(await links.count(), files.length);
        for (const [index, file] of files.entries()) {
          const link = links.nth(index);
          assert.equal(await link.getAttribute('href'), file.src);
          assert.equal(await link.getAttribute('hreflang'), file.language);
          const bytes = (await (await fetch(new URL(file.src, suite.server.origin))).arrayBuffer()).byteLength;
          const text = clean(await link.textContent());
          assert.ok(text.startsWith(`${download.title.de}:`), `${slug}: the link names its document to screen readers`);
          assert.ok(
            text.endsWith(`${languageName(file.language, 'de')} PDF · ${Math.max(1, Math.round(bytes / 1000))} kB`),
            `${slug}: "${text}" says the language, type and size of ${bytes} bytes`,
          );
        }
      }
    });
  });

  test('every service page and case page lists the documents that name it, and links to the download centre', async () => {
    const region = regionById(suite.site, 'ec');
    for (const language of ['es', 'de'] as const) {
      const strings = suite.translations[language].downloads;
      const pages = [
        ...region.services.map((slug) => ({ page: `services/${slug}`, where: (d: DownloadFile) => (d.services ?? []).includes(slug) })),
        ...region.cases.map((slug) => ({ page: `cases/${slug}`, where: (d: DownloadFile) => (d.sectors ?? []).includes(slug) })),
      ];
      for (const { page: address, where } of pages) {
        await suite.withPage(pathOf(region, language, address), async (page) => {
          const band = page.locator('section[aria-labelledby="documents"]');
          assert.equal(clean(await band.locator('h2#documents').textContent()), strings.related);
          const expected = titles(where, language);
          assert.ok(expected.length > 0, `content: ${address} has documents`);
          assert.deepEqual(await shownTitles(page, 'section[aria-labelledby="documents"]'), expected, address);
          assert.equal(await band.getByRole('link', { name: strings.all }).getAttribute('href'), centre(language));
          assert.ok((await band.locator('a[type="application/pdf"]').count()) >= expected.length);
        });
      }
    }
  });

  test('search finds a document as a download and leads to it on the download centre', async () => {
    const download = downloads.get('chronolink-ptp-grandmaster');
    assert.ok(download, 'content: the Chronolink datasheet');
    const page = await newPage(suite.browser);
    try {
      await page.goto(`${suite.server.origin}${pathOf(regionById(suite.site, 'pe'), 'de', 'search')}?q=Grandmaster`);
      const result = page.locator('main ol > li', { hasText: download.title.de });
      await eventually(() => result.count(), 1, 'the datasheet is found', 15_000);
      assert.equal(clean(await result.locator('span').first().textContent()), suite.translations.de.search.kinds.download);
      const href = (await result.locator('a').getAttribute('href')) ?? '';
      assert.equal(href, `${pathOf(regionById(suite.site, 'pe'), 'de', 'downloads')}#download-chronolink-ptp-grandmaster`);
      await result.locator('a').click();
      await page.waitForURL(`${suite.server.origin}${href}`);
      assert.equal(clean(await page.locator('main h2#download-chronolink-ptp-grandmaster').textContent()), download.title.de);
      assert.deepEqual(pageProblems(page), [], 'no script errors');
    } finally {
      await closePage(page);
    }
  });
});
