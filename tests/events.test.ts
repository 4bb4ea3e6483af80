import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { SiteEvent } from '../schemas/event.ts';
import { checkAxe, desktop, eventually, mobile } from './support/browser.ts';
import { languages, pathOf, projectRoot, rawGet, readContentYaml, type Translations } from './support/site-server.ts';
import { registerSiteSuite } from './support/site-suite.ts';

let es: Translations;
let events: SiteEvent[];

const suite = registerSiteSuite(async () => {
  es = suite.translations.es;
  // Every event of the content: SPEC.md's three and the news added since (site new event).
  const names = (await readdir(path.join(projectRoot, 'content', 'events'))).filter((name) => name.endsWith('.yaml'));
  events = (await Promise.all(names.map((name) => readContentYaml<SiteEvent>(`events/${name}`)))).sort((a, b) =>
    b.date.localeCompare(a.date),
  );
});

/** The event with this id (the tests below need particular content: several images, every details rule). */
const eventById = (id: number) => events.find((event) => event.id === id);

const filterButtons = (page: Page) => page.getByRole('group', { name: es.events.filterLabel }).getByRole('button');
const cards = (page: Page) => page.locator('main li article');
const cardTitles = (page: Page) => cards(page).locator('h2').allTextContents();
const dialog = (page: Page) => page.locator('main dialog');
const moreButton = (page: Page, title: string) => cards(page).filter({ hasText: title }).getByRole('button', { name: es.events.more });

/** Where focus is: inside the dialog, or the text of the focused element outside it. */
const focus = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    if (active.closest('main dialog')) return `dialog: ${active.getAttribute('aria-label') ?? active.tagName.toLowerCase()}`;
    return `page: ${active.textContent?.trim()}`;
  });

/** What scrolls in the dialog: everything but its bar with the close button. */
const dialogBody = (page: Page) => dialog(page).locator('[data-dialog-body]');
const isOpen = (page: Page) => dialog(page).evaluate((element) => (element as HTMLDialogElement).open);

describe('category filter', () => {
  test("'all' plus each category in content order; 'all' is pressed and every event shows", () =>
    suite.withPage('/ec/events', async (page) => {
      const labels = await filterButtons(page).allTextContents();
      assert.deepEqual(labels, [es.events.all, es.events.categories.news, es.events.categories.tradeFairs]);
      assert.deepEqual(await filterButtons(page).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-pressed'))), [
        'true',
        'false',
        'false',
      ]);
      assert.deepEqual(
        await cardTitles(page),
        events.map((event) => event.title.es),
      );
    }));

  test('each category shows only its events, with the pressed button marked; all brings them back', () =>
    suite.withPage('/ec/events', async (page) => {
      const labels: Record<string, string> = es.events.categories;
      for (const category of ['news', 'tradeFairs']) {
        await filterButtons(page).filter({ hasText: labels[category] }).click();
        const expected = events.filter((event) => event.category === category).map((event) => event.title.es);
        await eventually(() => cardTitles(page), expected, category);
        const badges = await cards(page).locator('p span').allTextContents();
        assert.deepEqual(
          badges,
          expected.map(() => labels[category]),
        );
        const pressed = await filterButtons(page).evaluateAll((buttons) =>
          buttons.filter((button) => button.getAttribute('aria-pressed') === 'true').map((button) => button.textContent),
        );
        assert.deepEqual(pressed, [labels[category]]);
      }
      assert.deepEqual(
        events
          .filter((event) => event.id <= 3)
          .map((event) => event.category)
          .sort(),
        ['news', 'news', 'tradeFairs'],
        'SPEC.md: two news, one trade fair',
      );
      await filterButtons(page).first().click();
      await eventually(
        () => cardTitles(page),
        events.map((event) => event.title.es),
      );
    }));
});

describe('event cards', () => {
  test('each card has a sized image, its category badge, title, description and a more button', () =>
    suite.withPage('/ec/events', async (page) => {
      const shown = await cards(page).evaluateAll((articles) =>
        articles.map((article) => {
          const image = article.querySelector('img');
          return {
            image: image?.getAttribute('src'),
            alt: image?.getAttribute('alt'),
            sized: Boolean(image?.getAttribute('width') && image.getAttribute('height') && image.getAttribute('alt')),
            badge: article.querySelector('p span')?.textContent,
            title: article.querySelector('h2')?.textContent,
            description: article.querySelector('h2 + p')?.textContent,
            button: article.querySelector('button')?.textContent,
          };
        }),
      );
      const labels: Record<string, string> = es.events.categories;
      assert.deepEqual(
        shown,
        events.map((event) => ({
          image: event.images?.[0]?.src,
          alt: event.images?.[0]?.alt.es,
          sized: true,
          badge: labels[event.category],
          title: event.title.es,
          description: event.description.es,
          button: es.events.more,
        })),
      );
    }));

  test('newest first: the cards follow the dates, latest at the top', () =>
    suite.withPage('/ec/events', async (page) => {
      const dates = await cards(page)
        .locator('time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
      assert.deepEqual(
        dates,
        events.map((event) => event.date),
      );
      assert.deepEqual(dates, dates.toSorted().reverse(), 'descending dates');
    }));

  test('the grid has 3 columns on desktop and 1 on a phone', async () => {
    const columns = (page: Page) =>
      page
        .locator('main ul')
        .last()
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    await suite.withPage('/ec/events', async (page) => assert.equal(await columns(page), 3), { viewport: { width: 1280, height: 900 } });
    await suite.withPage('/ec/events', async (page) => assert.equal(await columns(page), 1), { viewport: { width: 390, height: 844 } });
  });
});

describe('event dialog', () => {
  test('more opens a modal with the event; focus moves in and stays in; Escape closes it and focus returns to the card', () =>
    suite.withPage('/ec/events', async (page) => {
      const event = eventById(2);
      assert.ok(event);
      assert.equal(await isOpen(page), false);
      await moreButton(page, event.title.es).click();
      await eventually(() => isOpen(page), true);
      assert.equal(await dialog(page).evaluate((element) => element.matches(':modal')), true, 'a modal dialog');
      assert.equal(await focus(page), `dialog: ${es.events.close}`);
      assert.equal(await page.getByRole('dialog', { name: event.title.es }).count(), 1, 'named by its title');
      assert.equal(await dialog(page).locator('p span').first().textContent(), es.events.categories.news);
      assert.equal(await dialog(page).locator('h2 + p').textContent(), event.description.es);
      assert.equal(await dialog(page).getByRole('button', { name: es.events.nextImage }).count(), 0, 'one image: no carousel');

      for (let step = 0; step < 4; step++) {
        await page.keyboard.press('Tab');
        assert.match(await focus(page), /^dialog: /, `Tab ${step + 1} stays in the dialog`);
      }
      await page.keyboard.press('Shift+Tab');
      assert.match(await focus(page), /^dialog: /);

      await page.keyboard.press('Escape');
      await eventually(() => isOpen(page), false);
      await eventually(() => focus(page), `page: ${es.events.more}`);
      assert.equal(await page.evaluate(() => document.activeElement?.closest('article')?.querySelector('h2')?.textContent), event.title.es);
    }));

  test('a link naming an event (a search result) opens its details on arrival, and on the page when the address changes', () =>
    suite.withPage('/ec/events#event-3', async (page) => {
      const [first, second] = [eventById(3), eventById(2)];
      assert.ok(first && second);
      await eventually(() => isOpen(page), true, 'the addressed event is open on arrival');
      assert.equal(await page.getByRole('dialog', { name: first.title.es }).count(), 1);
      await dialog(page).getByRole('button', { name: es.events.close }).click();
      await eventually(() => isOpen(page), false);
      await page.evaluate(() => {
        window.location.hash = 'event-2';
      });
      await eventually(() => page.getByRole('dialog', { name: second.title.es }).count(), 1, 'a new address opens its event');
      // The close of the first event may reach the page after the new address opened the second (they come on
      // different task queues): it must leave the second open.
      await dialog(page).evaluate((element) => element.dispatchEvent(new Event('close')));
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(await isOpen(page), true, 'a late close of the previous event leaves the new one open');
      assert.equal(await page.getByRole('dialog', { name: second.title.es }).count(), 1);
    }));

  test('the close button closes it and focus returns to the card it came from', () =>
    suite.withPage('/ec/events', async (page) => {
      const event = eventById(3);
      assert.ok(event);
      await moreButton(page, event.title.es).click();
      await eventually(() => isOpen(page), true);
      await dialog(page).getByRole('button', { name: es.events.close }).click();
      await eventually(() => isOpen(page), false);
      assert.equal(await page.evaluate(() => document.activeElement?.closest('article')?.querySelector('h2')?.textContent), event.title.es);
    }));

  test('details: colon lines are headings, dash lines one list, **text** bold, all as elements', () =>
    suite.withPage('/ec/events', async (page) => {
      const event = eventById(1);
      assert.ok(event);
      await moreButton(page, event.title.es).click();
      await eventually(() => isOpen(page), true);
      const lines = event.details.es.split('\n').filter((line) => line.trim() !== '');
      const headings = lines.filter((line) => line.endsWith(':')).map((line) => line.replaceAll('**', ''));
      const bullets = lines.filter((line) => line.startsWith('- ')).map((line) => line.slice(2).replaceAll('**', ''));
      const bold = [...event.details.es.matchAll(/\*\*(.+?)\*\*/g)].map((match) => match[1]);
      assert.ok(headings.length > 0 && bullets.length > 0 && bold.length > 0, 'the content exercises every rule');
      assert.deepEqual(await dialog(page).locator('h3').allTextContents(), headings);
      assert.deepEqual(await dialog(page).locator('li').allTextContents(), bullets);
      assert.deepEqual(await dialog(page).locator('strong').allTextContents(), bold);
      assert.equal(await dialog(page).getByText('**').count(), 0, 'no markers left');
      const text = (await dialog(page).textContent()) ?? '';
      assert.ok(!text.includes('- '), 'no literal dashes');
    }));

  test('several images: a carousel with previous/next and its position, wrapping around', () =>
    suite.withPage('/ec/events', async (page) => {
      const event = events.find((candidate) => candidate.id === 1);
      assert.ok(event?.images);
      const images = event.images.map((image) => image.src);
      const alts = event.images.map((image) => image.alt.es);
      assert.equal(new Set(alts).size, alts.length, 'each picture of the event has its own alternative text');
      assert.ok(images.length >= 2, 'event 1 needs several images for this test');
      await moreButton(page, event.title.es).click();
      await eventually(() => isOpen(page), true);
      const position = dialog(page).locator('[aria-live="polite"]');
      const imageSrc = () => dialog(page).locator('img').getAttribute('src');
      const positionText = (current: number) => es.events.imagePosition.replace('{{current}}', String(current)).replace('{{total}}', '3');
      assert.equal(await position.textContent(), positionText(1));
      assert.equal(await imageSrc(), images[0]);
      const imageAlt = () => dialog(page).locator('img').getAttribute('alt');
      assert.equal(await imageAlt(), alts[0]);
      assert.equal(await page.getByRole('group', { name: es.events.gallery }).count(), 1);

      const next = dialog(page).getByRole('button', { name: es.events.nextImage });
      const previous = dialog(page).getByRole('button', { name: es.events.previousImage });
      await next.click();
      await eventually(() => position.textContent(), positionText(2));
      assert.equal(await imageSrc(), images[1]);
      assert.equal(await imageAlt(), alts[1], "the second picture's own alternative text");
      await next.click();
      await next.click();
      await eventually(() => position.textContent(), positionText(1), 'next after the last wraps to the first');
      await previous.click();
      await eventually(() => position.textContent(), positionText(3), 'previous from the first wraps to the last');
      assert.equal(await imageSrc(), images[2]);
      assert.equal(await imageAlt(), alts[2]);
      const size = await dialog(page)
        .locator('img')
        .evaluate((image) => [image.getAttribute('width'), image.getAttribute('height')]);
      assert.ok(size.every(Boolean), 'sized');

      await page.keyboard.press('Escape');
      await eventually(() => isOpen(page), false);
      await moreButton(page, event.title.es).click();
      await eventually(() => position.textContent(), positionText(1), 'opening again starts at the first image');
    }));

  test('each event opens at its top, however far the previous one was scrolled', () =>
    suite.withPage(
      '/ec/events',
      async (page) => {
        const scrollTop = () => dialogBody(page).evaluate((element) => element.scrollTop);
        const first = eventById(1);
        const second = eventById(2);
        assert.ok(first && second);
        await moreButton(page, first.title.es).click();
        await eventually(() => isOpen(page), true);
        await dialogBody(page).evaluate((element) => element.scrollTo(0, element.scrollHeight));
        assert.ok((await scrollTop()) > 100, 'the details are longer than the window: the dialog scrolls');
        await page.keyboard.press('Escape');
        await eventually(() => isOpen(page), false);
        await moreButton(page, second.title.es).click();
        await eventually(() => isOpen(page), true);
        assert.equal(await scrollTop(), 0);
        const title = await page.getByRole('dialog', { name: second.title.es }).locator('h2').boundingBox();
        assert.ok(title && title.y >= 0 && title.y < 600, `the title is in view (y = ${title?.y})`);
      },
      { viewport: { width: 390, height: 700 } },
    ));

  test('at 360 px the close button covers no text, wherever the details are scrolled', () =>
    suite.withPage(
      '/ec/events',
      async (page) => {
        const longest = [...events].sort((a, b) => b.details.es.length - a.details.es.length)[0];
        assert.ok(longest);
        await moreButton(page, longest.title.es).click();
        await eventually(() => isOpen(page), true);
        const close = dialog(page).getByRole('button', { name: es.events.close });
        for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
          await dialog(page).evaluate((element, at) => {
            // Whatever scrolls in the dialog (the dialog itself, or a part of it), scrolled to this fraction.
            for (const box of [element, ...element.querySelectorAll('*')]) {
              if (box.scrollHeight > box.clientHeight + 1 && getComputedStyle(box).overflowY !== 'visible') {
                box.scrollTop = (box.scrollHeight - box.clientHeight) * at;
              }
            }
          }, fraction);
          const covered = await close.evaluate((button) => {
            const target = button.getBoundingClientRect();
            const dialogElement = button.closest('dialog');
            if (!dialogElement) return ['no dialog'];
            const found: string[] = [];
            const texts = document.createTreeWalker(dialogElement, NodeFilter.SHOW_TEXT);
            for (let node = texts.nextNode(); node; node = texts.nextNode()) {
              if (!node.textContent?.trim() || button.contains(node)) continue;
              // The text is seen only inside every box that clips it.
              let visible = new DOMRect(-1e6, -1e6, 2e6, 2e6);
              for (let parent = node.parentElement; parent; parent = parent.parentElement) {
                if (getComputedStyle(parent).overflowY === 'visible') continue;
                const box = parent.getBoundingClientRect();
                const left = Math.max(visible.left, box.left);
                const top = Math.max(visible.top, box.top);
                visible = new DOMRect(left, top, Math.min(visible.right, box.right) - left, Math.min(visible.bottom, box.bottom) - top);
              }
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const line of range.getClientRects()) {
                const left = Math.max(line.left, visible.left, target.left);
                const right = Math.min(line.right, visible.right, target.right);
                const top = Math.max(line.top, visible.top, target.top);
                const bottom = Math.min(line.bottom, visible.bottom, target.bottom);
                if (right - left > 1 && bottom - top > 1) found.push(node.textContent.trim().slice(0, 30));
              }
            }
            return found;
          });
          assert.deepEqual(covered, [], `scrolled to ${fraction * 100}%`);
          assert.ok(await close.isVisible(), 'the close button stays in view');
        }
      },
      { viewport: { width: 360, height: 640 } },
    ));

  for (const viewport of [desktop, mobile]) {
    test(`axe finds nothing at ${viewport.width} px, on the page and with the modal open`, () =>
      suite.withPage(
        '/ec/events',
        async (page) => {
          const closed = await checkAxe(page);
          assert.equal(closed.violations.length, 0, closed.summary);
          await moreButton(page, events[0]?.title.es ?? '').click();
          await eventually(() => isOpen(page), true);
          const open = await checkAxe(page);
          assert.equal(open.violations.length, 0, open.summary);
        },
        { viewport },
      ));
  }
});

describe('events in every region and language', () => {
  test('every events page answers with the filter and the three events in its language', async () => {
    for (const region of suite.site.regions) {
      for (const language of languages) {
        const path = pathOf(region, language, 'events');
        const response = await rawGet(suite.server.origin, path);
        assert.equal(response.status, 200, path);
        const body = response.body.replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
        assert.ok(body.includes(`>${suite.translations[language].events.all}<`), `${path}: all`);
        for (const event of events) assert.ok(body.includes(event.title[language]), `${path}: ${event.title[language]}`);
        assert.ok(!body.includes('**'), `${path}: no bold markers in the page`);
      }
    }
  });

  test('the dialog works in another language', () =>
    suite.withPage('/br/events', async (page) => {
      const pt = suite.translations.pt;
      const event = eventById(3);
      assert.ok(event);
      await cards(page).filter({ hasText: event.title.pt }).getByRole('button', { name: pt.events.more }).click();
      await eventually(() => isOpen(page), true);
      assert.equal(await page.getByRole('dialog', { name: event.title.pt }).count(), 1);
      assert.equal(await dialog(page).getByRole('button', { name: pt.events.close }).count(), 1);
    }));
});
