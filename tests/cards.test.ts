import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { eventually } from './support/browser.ts';
import { pathOf, projectRoot, regionById } from './support/site-server.ts';
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

/** The widths the breakpoints of renderer/styles/media.css start at, by name (sm, md, lg, xl), in px at the browser's default 16 px text. */
const breakpointWidths = Object.fromEntries(
  [
    ...readFileSync(path.join(projectRoot, 'renderer/styles/media.css'), 'utf8').matchAll(/@custom-media --(\w+) \(width >= ([\d.]+)em\)/g),
  ].map((match) => [match[1], Number(match[2]) * 16]),
);

/** The columns a `data-grid` (ui/Grid.tsx) declares for a window `width` px wide: the widest breakpoint reached. */
function declaredColumns(declaration: string, width: number): number {
  let columns = 1;
  for (const step of declaration.split(' ').filter(Boolean)) {
    const [name = '', count = ''] = step.split(':');
    if (name === 'base' || width >= (breakpointWidths[name] ?? Number.POSITIVE_INFINITY)) columns = Number(count);
  }
  return columns;
}

describe('one grid for every card list', () => {
  const pages = [
    { region: 'ec', page: 'home' },
    { region: 'pe', page: 'home' },
    { region: 'ec', page: 'events' },
    { region: 'ec', page: 'cases' },
    { region: 'ec', page: 'cases/industrial' },
    { region: 'ec', page: 'contact' },
    { region: 'pe', page: 'contact' },
    { region: 'ec', page: 'about' },
  ] as const;
  const widths = [375, 768, 1024, 1440, 1920];
  test('every card sits in the shared grid, whose columns are the ones it declares and which starts where its heading starts', async () => {
    const failures: string[] = [];
    for (const { region, page: pageName } of pages) {
      const path = pathOf(regionById(suite.site, region), 'de', pageName);
      await suite.withPage(path, async (page) => {
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          const found = await page.evaluate(() => {
            // A Card (ui/Card.tsx) carries its tone and layout; the grid is its list, or the list of its list item.
            const cards = [...document.querySelectorAll<HTMLElement>('main [data-tone][data-layout]')];
            const name = (element: Element) => element.querySelector('h2, h3, h4')?.textContent?.trim() ?? element.tagName;
            const outside = cards
              .filter((card) => {
                const grid = card.closest('[data-grid]');
                return !grid || (grid !== card.parentElement && grid !== card.parentElement?.parentElement);
              })
              .map(name);
            const grids = [...new Set(cards.map((card) => card.closest<HTMLElement>('[data-grid]')).filter((grid) => grid !== null))];
            return {
              cards: cards.length,
              outside,
              grids: grids.map((grid) => {
                const heading = grid.closest('section, main')?.querySelector('h1, h2, h3');
                const style = getComputedStyle(grid);
                return {
                  name: name(grid),
                  declared: grid.dataset.grid ?? '',
                  columns: style.gridTemplateColumns.split(' ').length,
                  gap: style.columnGap,
                  left: Math.round(grid.getBoundingClientRect().left),
                  headingLeft: heading ? Math.round(heading.getBoundingClientRect().left) : undefined,
                };
              }),
            };
          });
          const where = `${path} at ${width} px`;
          if (found.cards === 0) failures.push(`${where}: no cards found`);
          for (const card of found.outside) failures.push(`${where}: card "${card}" is not in the shared grid`);
          for (const grid of found.grids) {
            const expected = declaredColumns(grid.declared, width);
            if (grid.columns !== expected)
              failures.push(`${where}: grid of "${grid.name}" draws ${grid.columns} columns, declares ${expected}`);
            if (grid.gap !== '24px') failures.push(`${where}: grid of "${grid.name}" has a gap of ${grid.gap}, not the grid gap (24px)`);
            if (grid.headingLeft !== grid.left) {
              failures.push(`${where}: grid of "${grid.name}" starts at ${grid.left} px, its heading at ${grid.headingLeft} px`);
            }
          }
        }
      });
    }
    assert.deepEqual(failures, [], failures.join('\n'));
  });

  test('still logos (reduced motion) stand in balanced rows: no last row under half full, a short one centred', async () => {
    const failures: string[] = [];
    for (const region of ['ec', 'pe'] as const) {
      await suite.withPage(
        pathOf(regionById(suite.site, region), 'de', 'home'),
        async (page) => {
          for (const width of [375, 768, 1024, 1440, 1920]) {
            await page.setViewportSize({ width, height: 900 });
            const rows = await page.locator('section[aria-labelledby="home-brands"] ul').evaluate((list) => {
              const box = list.getBoundingClientRect();
              const byTop = new Map<number, { left: number; right: number; count: number }>();
              for (const item of list.children) {
                const { top, left, right } = item.getBoundingClientRect();
                const row = byTop.get(Math.round(top)) ?? { left, right, count: 0 };
                byTop.set(Math.round(top), { left: Math.min(row.left, left), right: Math.max(row.right, right), count: row.count + 1 });
              }
              return [...byTop.values()].map((row) => ({
                count: row.count,
                leftSpace: Math.round(row.left - box.left),
                rightSpace: Math.round(box.right - row.right),
              }));
            });
            const [first] = rows;
            const last = rows.at(-1);
            const shape = `${region} at ${width} px: rows of ${rows.map((row) => row.count).join(' + ')}`;
            if (!first || !last) {
              failures.push(`${shape}: no logos`);
              continue;
            }
            if (rows.length > 1 && last.count * 2 < first.count) failures.push(`${shape}: the last row is under half full`);
            if (Math.abs(first.leftSpace) > 1 || Math.abs(first.rightSpace) > 1)
              failures.push(`${shape}: the first row does not span the column`);
            if (Math.abs(last.leftSpace - last.rightSpace) > 1) failures.push(`${shape}: the last row is not centred`);
          }
        },
        { reducedMotion: 'reduce' },
      );
    }
    assert.deepEqual(failures, [], failures.join('\n'));
  });
});

describe('one set of elevations for every raised surface', () => {
  /** Every visible element's shadow that is not one of tokens.css --shadow-sm to --shadow-xl, and the surfaces that have one. */
  const shadows = (page: Page) =>
    page.evaluate(() => {
      const tokens = new Map<string, string>();
      for (const level of ['sm', 'md', 'lg', 'xl']) {
        const probe = document.body.appendChild(document.createElement('div'));
        probe.style.boxShadow = `var(--shadow-${level})`;
        tokens.set(getComputedStyle(probe).boxShadow, level);
        probe.remove();
      }
      const own: string[] = [];
      const raised: string[] = [];
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        const shadow = getComputedStyle(element).boxShadow;
        if (shadow === 'none' || element.getClientRects().length === 0) continue;
        const label = `${element.tagName.toLowerCase()}${element.getAttribute('aria-label') ? `[${element.getAttribute('aria-label')}]` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
        if (tokens.has(shadow)) raised.push(`${element.tagName.toLowerCase()}:${tokens.get(shadow)}`);
        else own.push(`${label}: ${shadow}`);
      }
      return { own, raised };
    });

  const surfaces = [
    { name: 'home (tiles, docked social bar)', region: 'ec', page: 'home', expect: ['ul:lg'] },
    { name: 'Peru home (portraits on the dark band)', region: 'pe', page: 'home', expect: ['img:lg'] },
    { name: 'service (its card)', region: 'ec', page: 'services/telecomunications', expect: [':md'] },
    { name: 'about (timeline entries)', region: 'ec', page: 'about', expect: [':sm'] },
    { name: 'contact (the form)', region: 'ec', page: 'contact', expect: ['form:sm'] },
  ] as const;
  for (const { name, region, page: pageName, expect } of surfaces) {
    test(`${name}: every shadow is an elevation token`, () =>
      suite.withPage(
        pathOf(regionById(suite.site, region), 'de', pageName),
        async (page) => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          const { own, raised } = await shadows(page);
          assert.deepEqual(own, [], 'no shadow of its own');
          for (const part of expect.filter((entry) => entry.includes(':'))) {
            assert.ok(
              raised.some((entry) => entry.startsWith(part.split(':')[0] ?? '') && entry.endsWith(`:${part.split(':')[1]}`)),
              `a raised ${part} on the page: ${raised.join(', ')}`,
            );
          }
        },
        { viewport: { width: 1920, height: 1000 } },
      ));
  }

  test('the event dialog floats at the highest elevation, its close button at a token one', () =>
    suite.withPage(ecPath('events', 'de'), async (page) => {
      await page.locator('main li article').first().getByRole('button').click();
      await eventually(() => page.getByRole('dialog').isVisible(), true, 'the dialog opens');
      // The card clicked lifts on hover: on a busy machine its shadow may still be on its way to the token's.
      await eventually(async () => (await shadows(page)).own, [], 'no shadow of its own');
      const { raised } = await shadows(page);
      assert.ok(raised.includes('dialog:xl'), `the dialog at --shadow-xl: ${raised.join(', ')}`);
    }));

  test('the docked social bar holds the same icon buttons as the footer, on a raised surface', () =>
    suite.withPage(
      ecPath('home', 'de'),
      async (page) => {
        const looks = await page.evaluate(() => {
          const look = (link: Element | undefined) => {
            if (!link) return 'missing';
            const box = link.getBoundingClientRect();
            const style = getComputedStyle(link);
            return `${Math.round(box.width)}x${Math.round(box.height)}, radius ${style.borderTopLeftRadius}, border ${style.borderTopWidth}`;
          };
          const links = [...document.querySelectorAll('a[data-network]')];
          return {
            docked: look(links.find((link) => !link.closest('footer') && link.getClientRects().length > 0)),
            footer: look(links.find((link) => link.closest('footer'))),
          };
        });
        assert.equal(looks.docked, looks.footer);
      },
      { viewport: { width: 1920, height: 1000 } },
    ));
});
