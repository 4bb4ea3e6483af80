import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { eventually } from './support/browser.ts';
import { pathOf, regionById } from './support/site-server.ts';
import { registerSiteSuite } from './support/site-suite.ts';

/**
 * The site's cards (renderer/components/ui/Card.tsx). A card that stands for one link is that link from edge to
 * edge: a click on its picture follows it, it is one tab stop, and its focus ring is drawn around the whole card.
 * Every kind of card shares one surface, so the site's cards look like one family.
 */
const suite = registerSiteSuite();
const ecPath = (page: string, language: 'es' | 'de' = 'es') => pathOf(regionById(suite.site, 'ec'), language, page);

/** Clicks the centre of the card's picture with the mouse, as a visitor would (whatever lies on top of it). */
async function clickPicture(page: Page, card: Locator): Promise<void> {
  const picture = card.locator('img').first();
  await picture.scrollIntoViewIfNeeded();
  const box = await picture.boundingBox();
  assert.ok(box, 'the card shows a picture');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Tabs from the previous card's link onto this card's, so the browser treats the focus as keyboard focus. */
async function tabOnto(page: Page, previous: Locator, card: Locator): Promise<void> {
  await previous.locator('a[href]').focus();
  await page.keyboard.press('Tab');
  assert.equal(await card.evaluate((element) => element.contains(document.activeElement)), true, 'Tab lands in the next card');
}

const ringAround = (card: Locator) =>
  card.evaluate((element) => {
    const style = getComputedStyle(element);
    return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
  });

describe('a card that leads to a page is one link, edge to edge', () => {
  const linked = [
    { name: 'service tile', page: 'home', cards: 'section[aria-labelledby="home-services"] li' },
    { name: 'sector card', page: 'home', cards: 'section[aria-labelledby="home-sectors"] li' },
    { name: 'case sector', page: 'cases', cards: 'main li' },
  ];
  for (const { name, page: pageName, cards } of linked) {
    test(`${name}: one tab stop with the ring around the card; a click on its picture follows its link`, () =>
      suite.withPage(ecPath(pageName), async (page) => {
        const [first, second] = [page.locator(cards).nth(0), page.locator(cards).nth(1)];
        assert.equal(await second.locator('a[href], button').count(), 1, 'one control in the card');
        const href = await second.locator('a[href]').getAttribute('href');
        assert.ok(href);
        await tabOnto(page, first, second);
        assert.equal(await ringAround(second), true, 'the focus ring is drawn around the card');
        assert.equal(await ringAround(first), false, 'and only around the focused one');
        await clickPicture(page, second);
        await page.waitForURL((url) => url.pathname === href);
      }));
  }
});

test('event card: a click on its picture opens its details, the ring is drawn around the card', () =>
  suite.withPage(ecPath('events'), async (page) => {
    const cards = page.locator('main li article');
    const [first, second] = [cards.nth(0), cards.nth(1)];
    const title = (await second.locator('h2').textContent()) ?? '';
    await first.getByRole('button').focus();
    await page.keyboard.press('Tab');
    assert.equal(await second.evaluate((element) => element.contains(document.activeElement)), true, 'Tab lands in the next card');
    assert.equal(await ringAround(second), true, 'the focus ring is drawn around the card');
    await clickPicture(page, second);
    await eventually(() => page.getByRole('dialog', { name: title }).isVisible(), true, 'the details of that event open');
  }));

test('cards of one row are as tall as the row, their buttons on one line', () =>
  suite.withPage(
    ecPath('events', 'de'),
    async (page) => {
      const rows = await page.locator('main li article').evaluateAll((cards) =>
        cards.map((card) => {
          const box = card.getBoundingClientRect();
          const button = card.querySelector('button')?.getBoundingClientRect();
          return { top: box.top, bottom: Math.round(box.bottom), button: Math.round(button?.top ?? 0) };
        }),
      );
      const firstRow = rows.filter((card) => card.top === rows[0]?.top);
      assert.ok(firstRow.length >= 2, 'several events side by side at 1440 px');
      assert.equal(new Set(firstRow.map((card) => card.bottom)).size, 1, `one bottom edge: ${JSON.stringify(firstRow)}`);
      assert.equal(new Set(firstRow.map((card) => card.button)).size, 1, `one line of buttons: ${JSON.stringify(firstRow)}`);
    },
    { viewport: { width: 1440, height: 900 } },
  ));

describe('every kind of card has the same surface', () => {
  test('corner radius and inner padding are one across events, cases, offices and the home cards', async () => {
    const kinds = [
      { name: 'event', page: 'events', cards: 'main li article' },
      { name: 'case sector', page: 'cases', cards: 'main li' },
      { name: 'success case', page: 'cases/telecomunications', cards: 'main article' },
      { name: 'office', page: 'contact', cards: '[data-office] > article' },
      { name: 'service tile', page: 'home', cards: 'section[aria-labelledby="home-services"] li' },
      { name: 'sector card', page: 'home', cards: 'section[aria-labelledby="home-sectors"] li' },
    ];
    const surfaces: string[] = [];
    for (const { name, page: pageName, cards } of kinds) {
      await suite.withPage(ecPath(pageName, 'de'), async (page) => {
        const card = page.locator(cards).first();
        const surface = await card.evaluate((element) => {
          const body = element.querySelector(':is(h2, h3)')?.parentElement;
          const card = getComputedStyle(element);
          return `radius ${card.borderTopLeftRadius}, padding ${body ? getComputedStyle(body).paddingLeft : 'none'}`;
        });
        surfaces.push(`${name}: ${surface}`);
      });
    }
    const [reference] = surfaces;
    const look = (entry: string | undefined) => entry?.slice(entry.indexOf(':'));
    assert.deepEqual(
      surfaces.filter((entry) => look(entry) !== look(reference)),
      [],
      `every card as ${reference}`,
    );
  });
});
