import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { SuccessCases } from '../schemas/case.ts';
import { checkAxe, closePage, desktop, eventually, mobile, newPage } from './support/browser.ts';
import { languages, pathOf, rawGet, readContentYaml, regionById, type Translations } from './support/site-server.ts';
import { registerSiteSuite } from './support/site-suite.ts';

let es: Translations;
const sectors: Record<string, SuccessCases> = {};

/** The sectors of the real content; how many cards each has is SPEC conformance (generator/content/spec-conformance.test.ts). */
const sectorSlugs = ['telecomunications', 'industrial', 'energy', 'oil'];

const suite = registerSiteSuite(async () => {
  es = suite.translations.es;
  for (const slug of sectorSlugs) sectors[slug] = await readContentYaml<SuccessCases>(`cases/${slug}.yaml`);
});

const caseCards = (page: Page) => page.locator('main article');
const toggles = (page: Page) => page.locator('main article button[aria-controls]');

/** For each description: is text cut off, and is there a toggle for it. */
const clampState = (page: Page) =>
  caseCards(page).evaluateAll((cards) =>
    cards.map((card) => {
      const button = card.querySelector<HTMLButtonElement>('button[aria-controls]');
      const description = button ? document.getElementById(button.getAttribute('aria-controls') ?? '') : card.querySelector('h2 + div');
      return {
        cut: description ? description.scrollHeight > description.clientHeight + 1 : null,
        toggle: button ? `${button.textContent} ${button.getAttribute('aria-expanded')}` : null,
      };
    }),
  );

describe('the cases list (/ec/cases)', () => {
  test('shows one card per sector with its image, name and summary, linking to the lowercase sector page', () =>
    suite.withPage('/ec/cases', async (page) => {
      const ec = regionById(suite.site, 'ec');
      const cards = await page.locator('main li').evaluateAll((items) =>
        items.map((item) => {
          const image = item.querySelector('img');
          const link = item.querySelector('h2 a');
          return {
            name: link?.textContent,
            href: link?.getAttribute('href'),
            summary: item.querySelector('p')?.textContent,
            image: image?.getAttribute('src'),
            sized: Boolean(image?.getAttribute('width') && image.getAttribute('height') && image.getAttribute('alt')),
          };
        }),
      );
      assert.deepEqual(
        cards,
        ec.cases.map((slug) => ({
          name: sectors[slug]?.name.es,
          href: `/ec/cases/${slug}`,
          summary: sectors[slug]?.summary.es,
          image: sectors[slug]?.cardImage.src,
          sized: true,
        })),
      );
      await page.locator('main').getByRole('link', { name: sectors.energy?.name.es }).click();
      await page.waitForURL(`${suite.server.origin}/ec/cases/energy`);
      await eventually(() => caseCards(page).count(), sectors.energy?.cards.length);
    }));

  test('links keep the language: /ec/de/cases leads to /ec/de/cases/{slug}', async () => {
    const response = await rawGet(suite.server.origin, '/ec/de/cases');
    assert.equal(response.status, 200);
    for (const slug of regionById(suite.site, 'ec').cases) assert.ok(response.body.includes(`href="/ec/de/cases/${slug}"`), slug);
  });

  test('Peru and Brazil have no cases: their cases pages answer 404', async () => {
    for (const path of ['/pe/cases', '/br/cases', '/pe/en/cases', '/pe/cases/oil', '/br/cases/industrial']) {
      assert.equal((await rawGet(suite.server.origin, path)).status, 404, path);
    }
  });
});

describe('sector pages (/ec/cases/{slug})', () => {
  test('show every card of their sector with image, title and description', async () => {
    for (const slug of sectorSlugs) {
      await suite.withPage(`/ec/cases/${slug}`, async (page) => {
        const sector = sectors[slug];
        assert.ok(sector);
        assert.equal(await caseCards(page).count(), sector.cards.length, slug);
        const shown = await caseCards(page).evaluateAll((cards) =>
          cards.map((card) => {
            const image = card.querySelector('img');
            return {
              title: card.querySelector('h2')?.textContent,
              image: image?.getAttribute('src'),
              sized: Boolean(image?.getAttribute('width') && image.getAttribute('height')),
              loading: image?.getAttribute('loading'),
            };
          }),
        );
        assert.deepEqual(
          shown,
          sector.cards.map((card, index) => ({
            title: card.title.es,
            image: card.image.src,
            sized: true,
            loading: index === 0 ? 'eager' : 'lazy',
          })),
        );
      });
    }
  });

  test('lines starting with a dash are a bulleted list; columns show when the case has them', () =>
    suite.withPage('/ec/cases/telecomunications', async (page) => {
      const card = sectors.telecomunications?.cards[0];
      assert.ok(card);
      const bullets = card.description.es
        .split('\n')
        .filter((line) => line.startsWith('- '))
        .map((line) => line.slice(2).trim());
      assert.ok(bullets.length > 0);
      const first = caseCards(page).first();
      // The description's own list, not the case's key figures (a list named by its aria-label).
      assert.deepEqual(await first.locator('ul:not([aria-label]) li').allTextContents(), bullets);
      assert.equal(await first.getByText(/^- /).count(), 0, 'no literal dashes');
      assert.deepEqual(
        await first.locator('dt').allTextContents(),
        card.columns.map((column) => column.subtitle.es),
      );
    }));

  test('the capitalised address answers with the same page, canonical lowercase', async () => {
    const response = await rawGet(suite.server.origin, '/ec/cases/Telecomunications');
    assert.equal(response.status, 200);
    assert.ok(response.body.includes(sectors.telecomunications?.cards[3]?.title.es ?? '?'));
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(response.body)?.[1] ?? '';
    assert.ok(canonical.endsWith('/ec/cases/telecomunications'), canonical);
  });

  test('every sector page answers in each language', async () => {
    const ec = regionById(suite.site, 'ec');
    for (const language of languages) {
      for (const slug of ec.cases) {
        const path = pathOf(ec, language, `cases/${slug}`);
        const response = await rawGet(suite.server.origin, path);
        assert.equal(response.status, 200, path);
        assert.ok(response.body.includes(sectors[slug]?.cards[0]?.title[language].replaceAll("'", '&#x27;') ?? '?'), path);
      }
    }
  });
});

describe("descriptions clamp below 1024 px with a 'see more' toggle", () => {
  test('at 1023 px every cut description has a toggle, and only those; it expands and collapses the text', () =>
    suite.withPage(
      '/ec/cases/industrial',
      async (page) => {
        await eventually(async () => (await toggles(page).count()) > 0, true, 'toggles appear after layout');
        const state = await clampState(page);
        assert.equal(state.length, sectors.industrial?.cards.length);
        for (const [index, card] of state.entries()) {
          assert.equal(card.toggle === null, card.cut === false, `card ${index}: toggle only when the text is cut`);
          if (card.toggle) assert.equal(card.toggle, `${es.cases.readMore} false`);
        }
        const description = page.locator('main article').first().locator('[data-clamp]');
        const lineHeight = await description.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
        const clampedHeight = await description.evaluate((element) => element.clientHeight);
        assert.ok(Math.abs(clampedHeight - 3 * lineHeight) < 2, `three lines (${clampedHeight} px for ${lineHeight} px lines)`);

        const toggle = toggles(page).first();
        await toggle.click();
        await eventually(() => toggle.textContent(), es.cases.readLess);
        assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
        assert.equal(await description.evaluate((element) => element.scrollHeight <= element.clientHeight + 1), true, 'whole text shows');
        assert.ok((await description.locator('li').first().isVisible()) === true);

        await toggle.click();
        await eventually(() => toggle.textContent(), es.cases.readMore);
        assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
        assert.equal(await description.evaluate((element) => element.clientHeight), clampedHeight);
      },
      { viewport: mobile },
    ));

  test('at 1024 px nothing is clamped and there is no toggle; resizing across the breakpoint adds and removes them', () =>
    suite.withPage('/ec/cases/telecomunications', async (page) => {
      assert.equal(await toggles(page).count(), 0);
      for (const card of await clampState(page)) assert.deepEqual(card, { cut: false, toggle: null });
      await page.setViewportSize(mobile);
      await eventually(async () => (await toggles(page).count()) > 0, true, 'toggles at 1023 px');
      // At 1023 px the cards are wide: a description short enough for three lines is not cut and gets no toggle.
      for (const card of await clampState(page)) assert.equal(card.toggle === null, card.cut === false);
      await page.setViewportSize(desktop);
      await eventually(() => toggles(page).count(), 0, 'gone again at 1024 px');
    }));

  test('without JavaScript no description is cut, so a phone reads every case in full', async () => {
    const page = await newPage(suite.browser, { viewport: mobile, javaScriptEnabled: false });
    try {
      await page.goto(`${suite.server.origin}/ec/cases/telecomunications`);
      const cut = await page
        .locator('main article h2 + div')
        .evaluateAll((descriptions) => descriptions.map((description) => description.scrollHeight > description.clientHeight + 1));
      assert.ok(cut.length > 0);
      assert.deepEqual(
        cut,
        cut.map(() => false),
      );
    } finally {
      await closePage(page);
    }
  });

  test('at 360 px the toggle covers no word of the text: it has a row of its own under the three lines', () =>
    suite.withPage(
      '/ec/cases/industrial',
      async (page) => {
        await eventually(async () => (await toggles(page).count()) > 0, true, 'toggles appear after layout');
        const overlaps = await toggles(page).evaluateAll((buttons) =>
          buttons.flatMap((button) => {
            const description = document.getElementById(button.getAttribute('aria-controls') ?? '');
            if (!description) return ['a toggle without its description'];
            const box = description.getBoundingClientRect();
            const toggle = button.getBoundingClientRect();
            const covered: string[] = [];
            const texts = document.createTreeWalker(description, NodeFilter.SHOW_TEXT);
            for (let node = texts.nextNode(); node; node = texts.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const line of range.getClientRects()) {
                // Only what the clamp lets the visitor see.
                const top = Math.max(line.top, box.top);
                const bottom = Math.min(line.bottom, box.bottom);
                if (bottom - top < 2) continue;
                const across = Math.min(line.right, toggle.right) - Math.max(line.left, toggle.left);
                const down = Math.min(bottom, toggle.bottom) - Math.max(top, toggle.top);
                if (across > 1 && down > 1) covered.push(`"${node.textContent?.slice(0, 30)}" under "${button.textContent}"`);
              }
            }
            return covered;
          }),
        );
        assert.deepEqual(overlaps, []);
      },
      { viewport: { width: 360, height: 800 } },
    ));

  test('the toggle speaks the page language', async () => {
    for (const language of ['en', 'pt', 'de'] as const) {
      await suite.withPage(
        `/ec/${language}/cases/oil`,
        async (page) => {
          await eventually(() => toggles(page).first().textContent(), suite.translations[language].cases.readMore);
        },
        { viewport: mobile },
      );
    }
  });
});

describe('cases accessibility', () => {
  test('axe finds nothing on the list and on a sector page, with a description expanded on mobile', async () => {
    await suite.withPage('/ec/cases', async (page) => {
      const result = await checkAxe(page);
      assert.equal(result.violations.length, 0, result.summary);
    });
    await suite.withPage(
      '/ec/cases/telecomunications',
      async (page) => {
        await toggles(page).first().click();
        await eventually(() => toggles(page).first().getAttribute('aria-expanded'), 'true');
        const result = await checkAxe(page);
        assert.equal(result.violations.length, 0, result.summary);
      },
      { viewport: mobile },
    );
  });
});
