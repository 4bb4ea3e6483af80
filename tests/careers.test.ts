import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { settleAll } from '../generator/outputs/settle-all.ts';
import { closePage, eventually, gotoHydrated, islandHydrated, launchBrowser, newPage, pageProblems } from './support/browser.ts';
import { buildAndServe, type ServedBuild } from './support/build-in-process.ts';
import { realContentDir } from './support/content-fixture.ts';
import { type Language, loadSite, loadTranslations, pathOf, type RegionId, readContentYaml, regionById } from './support/site-server.ts';

/**
 * Careers, end to end, on a build whose date is pinned (`site build --today`): 2027-02-01 is the day after the Lima
 * opening closes (validThrough 2027-01-31) and before the others do, so one build shows both.
 */
const today = '2027-02-01';
const closedSlug = 'electrical-project-engineer-lima';

interface Opening {
  title: Record<Language, string>;
  office: string;
  validThrough: string;
}

let build: ServedBuild;
let browser: Browser;
const site = await loadSite();
const translations = await loadTranslations();
const openings = new Map<string, Opening>();

before(async () => {
  for (const region of site.regions)
    for (const slug of region.jobs) openings.set(slug, await readContentYaml<Opening>(`jobs/${slug}.yaml`));
  // Each kept as it starts, so that `after` closes it even when another part fails (tests/support/site-suite.ts).
  await settleAll([
    buildAndServe(realContentDir, 'careers', { today }).then((started) => {
      build = started;
    }),
    launchBrowser().then((started) => {
      browser = started;
    }),
  ]);
});
after(async () => {
  await browser?.close();
  await build?.remove();
});

const openingOf = (slug: string) => {
  const opening = openings.get(slug);
  if (!opening) throw new Error(`content/jobs/${slug}.yaml was not read`);
  return opening;
};

async function withPage(
  url: string,
  body: (page: Awaited<ReturnType<typeof newPage>>) => Promise<void>,
  viewport?: { width: number; height: number },
) {
  const page = await newPage(browser, viewport && { viewport });
  try {
    await gotoHydrated(page, `${build.server.origin}${url}`);
    await body(page);
    assert.deepEqual(pageProblems(page), [], 'no script errors');
  } finally {
    await closePage(page);
  }
}

/** The JobPosting blocks of a page's JSON-LD. */
const jobPostingsOf = (page: Awaited<ReturnType<typeof newPage>>) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}')).filter((data) => data['@type'] === 'JobPosting'),
    );

describe('careers', () => {
  test('the content has four openings across the three regions, one of them closed on the pinned date', () => {
    assert.equal(openings.size, 4);
    assert.deepEqual(
      site.regions.map((region) => region.jobs.length > 0),
      [true, true, true],
    );
    assert.equal(openingOf(closedSlug).validThrough < today, true);
    assert.equal([...openings.values()].filter((opening) => opening.validThrough < today).length, 1);
  });

  for (const [regionId, language] of [
    ['ec', 'es'],
    ['pe', 'de'],
    ['br', 'pt'],
  ] as [RegionId, Language][]) {
    test(`${regionId} in ${language}: the careers page lists the open openings of the region, each linking to its page`, async () => {
      const region = regionById(site, regionId);
      await withPage(pathOf(region, language, 'careers'), async (page) => {
        const cards = await page
          .locator('main li h2 a')
          .evaluateAll((links) => links.map((link) => ({ text: link.textContent ?? '', href: link.getAttribute('href') })));
        const open = region.jobs.filter((slug) => openingOf(slug).validThrough >= today);
        assert.deepEqual(
          cards,
          open.map((slug) => ({ text: openingOf(slug).title[language], href: pathOf(region, language, `jobs/${slug}`) })),
        );
        assert.equal(await page.locator('main h1').textContent(), translations[language].meta.careers.title);
        if (open.length === 0) assert.match((await page.locator('main').textContent()) ?? '', new RegExp(translations[language].jobs.none));
        // The footer leads to the careers page, under the page's own title.
        const footerLink = page.locator('footer a', { hasText: translations[language].meta.careers.title });
        assert.equal(await footerLink.getAttribute('href'), pathOf(region, language, 'careers'));
      });
    });
  }

  for (const language of ['de', 'es'] as const) {
    test(`ec in ${language}: the cards of a row start their facts, and the rule above them, at one height at 1024, 1440 and 1920 px`, async () => {
      for (const width of [1024, 1440, 1920]) {
        await withPage(
          pathOf(regionById(site, 'ec'), language, 'careers'),
          async (page) => {
            // Per card: its top, and the top of its facts and of their first label (a longer summary pushed these down).
            const cards = await page.locator('main li:has(> * > dl)').evaluateAll((items) =>
              items.map((item) => ({
                top: Math.round(item.getBoundingClientRect().top),
                facts: item.querySelector('dl')?.getBoundingClientRect().top ?? Number.NaN,
                label: item.querySelector('dt')?.getBoundingClientRect().top ?? Number.NaN,
              })),
            );
            const [first, second] = cards;
            assert.ok(first && second && first.top === second.top, `${width} px: two cards side by side`);
            assert.ok(Math.abs(first.facts - second.facts) < 1, `${width} px: facts at ${first.facts} and ${second.facts}`);
            assert.ok(Math.abs(first.label - second.label) < 1, `${width} px: first labels at ${first.label} and ${second.label}`);
          },
          { width, height: 900 },
        );
      }
    });
  }

  test("no fact's label is wider than its column at 320 px, and each stays on one line from 375 px (German's VERÖFFENTLICHT spilled)", async () => {
    const region = regionById(site, 'ec');
    for (const url of [pathOf(region, 'de', 'careers'), pathOf(region, 'de', 'jobs/field-engineer-quito')]) {
      for (const width of [320, 375]) {
        await withPage(
          url,
          async (page) => {
            const labels = await page.locator('main dl dt').evaluateAll((terms) =>
              terms.map((term) => {
                const text = document.createRange();
                text.selectNodeContents(term);
                return {
                  text: term.textContent ?? '',
                  spills: term.scrollWidth > term.clientWidth,
                  lines: text.getClientRects().length,
                };
              }),
            );
            assert.ok(labels.some((label) => label.text === 'Veröffentlicht'));
            assert.deepEqual(
              labels.filter((label) => label.spills),
              [],
              `${url} at ${width} px`,
            );
            if (width >= 375)
              assert.deepEqual(
                labels.filter((label) => label.lines > 1),
                [],
                `${url} at ${width} px: one line each`,
              );
          },
          { width, height: 900 },
        );
      }
    }
  });

  test('search finds an opening as a job opening and leads to its page', async () => {
    const region = regionById(site, 'ec');
    const slug = 'field-engineer-quito';
    const page = await newPage(browser);
    try {
      await page.goto(`${build.server.origin}${pathOf(region, 'es', 'search')}?q=${encodeURIComponent(openingOf(slug).title.es)}`);
      const href = pathOf(region, 'es', `jobs/${slug}`);
      const result = page.locator('main ol > li', { has: page.locator(`a[href="${href}"]`) });
      await result.waitFor({ timeout: 15_000 });
      assert.equal((await result.locator('span').first().textContent())?.trim(), translations.es.search.kinds.opening);
      await result.locator('a').click();
      await page.waitForURL(`${build.server.origin}${href}`);
      assert.equal(await page.locator('main h1').textContent(), openingOf(slug).title.es);
      assert.deepEqual(pageProblems(page), [], 'no script errors');
    } finally {
      await closePage(page);
    }
  });

  test('search no longer offers a closed opening, though its page stays', async () => {
    const region = regionById(site, 'pe');
    const page = await newPage(browser);
    try {
      const title = openingOf(closedSlug).title.es;
      await page.goto(`${build.server.origin}${pathOf(region, 'es', 'search')}?q=${encodeURIComponent(title)}`);
      const status = page.locator('main [role="status"]');
      await eventually(async () => (await status.textContent())?.includes(title) ?? false, true, 'an answer', 15_000);
      const hrefs = await page.locator('main ol > li > a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      assert.ok(hrefs.length > 0, 'the words of its title are found on other pages');
      assert.equal(hrefs.includes(pathOf(region, 'es', `jobs/${closedSlug}`)), false, String(hrefs));
    } finally {
      await closePage(page);
    }
  });

  test('an open opening: JobPosting in the head, the facts, and the contact form as its application with office and reference', async () => {
    const region = regionById(site, 'ec');
    const slug = 'field-engineer-quito';
    const opening = openingOf(slug);
    const strings = translations.es;
    await withPage(pathOf(region, 'es', `jobs/${slug}`), async (page) => {
      const postings = await jobPostingsOf(page);
      assert.equal(postings.length, 1);
      assert.equal(postings[0].title, opening.title.es);
      assert.equal(postings[0].validThrough, opening.validThrough);
      assert.equal(postings[0].jobLocation.address.addressLocality, 'Quito');
      assert.equal(await page.locator('main h1').textContent(), opening.title.es);
      // The Apply button leads to the form on the same page, which starts with the opening's office and reference.
      const apply = page.getByRole('link', { name: strings.jobs.apply, exact: true });
      assert.equal(await apply.getAttribute('href'), '#contact-form');
      assert.equal(await page.locator('#contact-form h2').textContent(), strings.jobs.applyTitle);
      const message = page.locator('#contact-message');
      assert.equal(await message.inputValue(), `Postulación: ${opening.title.es} (ref. ${slug})\n\n`);
      assert.equal(await page.locator('#contact-location').inputValue(), opening.office);
      assert.deepEqual(await page.locator('#contact-location option').evaluateAll((options) => options.length), 1);
      assert.equal(await page.locator('#contact-offices-title').textContent(), strings.contact.locationsTitle_one, 'its one office');
      // Once the visitor starts, React takes over with the same values.
      await apply.click();
      await page.locator('#contact-name').fill('Ana Cevallos');
      await islandHydrated(page.locator('#contact-name'));
      assert.match(await message.inputValue(), new RegExp(`\\(ref\\. ${slug}\\)`));
      assert.equal(await page.locator('#contact-location').inputValue(), opening.office);
      // The notice under the form says applications are processed for recruitment.
      assert.match((await page.locator('#contact-form').textContent()) ?? '', /proceso de selección/);
    });
  });

  test("without JavaScript an application is written by e-mail to the opening's office, about the opening", async () => {
    const region = regionById(site, 'ec');
    const slug = 'field-engineer-quito';
    const opening = openingOf(slug);
    const [office] = (await readContentYaml<{ offices: { id: string; email: string }[] }>('locations/ec.yaml')).offices.filter(
      (candidate) => candidate.id === opening.office,
    );
    assert.ok(office);
    const page = await newPage(browser, { javaScriptEnabled: false });
    try {
      await page.goto(`${build.server.origin}${pathOf(region, 'de', `jobs/${slug}`)}`);
      const email = page.locator('#contact-form [data-office-contacts] a[href^="mailto:"]');
      assert.ok(await email.isVisible());
      const subject = translations.de.jobs.applyMessage.replace('{{title}}', opening.title.de).replace('{{ref}}', slug);
      assert.equal(await email.getAttribute('href'), `mailto:${office.email}?subject=${encodeURIComponent(subject)}`);
      assert.equal(await page.locator('#contact-name').isVisible(), false);
    } finally {
      await closePage(page);
    }
  });

  test("an opening's page in another language marks up the posting as that page shows it, with that page's own address", async () => {
    const region = regionById(site, 'ec');
    const slug = 'field-engineer-quito';
    const opening = openingOf(slug);
    await withPage(pathOf(region, 'de', `jobs/${slug}`), async (page) => {
      const [posting, ...others] = await jobPostingsOf(page);
      assert.equal(others.length, 0);
      assert.equal(posting.title, opening.title.de);
      assert.equal(posting.title, await page.locator('main h1').textContent());
      assert.equal(posting.url, await page.locator('link[rel="canonical"]').getAttribute('href'));
      assert.equal(posting.identifier.value, slug, 'the same opening as its Spanish page');
    });
  });

  test('a closed opening: its page is still there and says it is closed, with no form and no JobPosting; it left the sitemap', async () => {
    const region = regionById(site, 'pe');
    await withPage(pathOf(region, 'es', `jobs/${closedSlug}`), async (page) => {
      assert.equal(await page.locator('main h1').textContent(), openingOf(closedSlug).title.es);
      assert.match((await page.locator('main [role="note"]').textContent()) ?? '', new RegExp(translations.es.jobs.closed));
      assert.equal(await page.locator('#contact-form').count(), 0);
      assert.equal(await page.getByRole('link', { name: translations.es.jobs.apply, exact: true }).count(), 0);
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type'] ?? 'graph'));
      // The site's graph and the page's breadcrumbs; no JobPosting.
      assert.deepEqual(types, ['graph', 'BreadcrumbList']);
    });
    const sitemap = await readFile(path.join(build.outDir, 'client', 'sitemap.xml'), 'utf8');
    assert.doesNotMatch(sitemap, new RegExp(`/jobs/${closedSlug}`));
    for (const slug of openings.keys()) if (slug !== closedSlug) assert.match(sitemap, new RegExp(`/jobs/${slug}</loc>`));
  });
});
