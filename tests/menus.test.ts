import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { desktop, eventually, mobile } from './support/browser.ts';
import type { Translations } from './support/site-server.ts';
import { registerSiteSuite } from './support/site-suite.ts';

let es: Translations;

const suite = registerSiteSuite(() => {
  es = suite.translations.es;
});

const desktopNav = (page: Page) => page.locator('header nav:not(dialog nav)');
/** A top-level menu button by the start of its accessible name (the language button reads 'Idioma: ES Español'). */
const menuButton = (page: Page, label: string) => desktopNav(page).getByRole('button', { name: new RegExp(`^${label}(:|$)`) });
const openMenuButton = (page: Page) => page.locator('header button[aria-controls="mobile-menu"]');

/** The ids of the desktop submenus a visitor can see right now. */
function visibleSubmenus(page: Page): Promise<string[]> {
  return desktopNav(page).evaluate((nav) =>
    [...nav.querySelectorAll<HTMLElement>('ul[id^="submenu-"]')]
      .filter((list) => !list.hidden && list.getBoundingClientRect().height > 0)
      .map((list) => list.id),
  );
}

const focusedDescription = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active
      ? `${active.tagName.toLowerCase()}[aria-controls=${active.getAttribute('aria-controls')}] ${active.textContent?.trim()}`
      : 'none';
  });

/** A point in the page body well away from the header. */
const farAway = { x: 500, y: 650 };

describe('desktop menus at 1024 px', () => {
  test('hover opens a submenu, which stays open while the pointer moves into it and closes when it leaves', () =>
    suite.withPage('/ec/about', async (page) => {
      await eventually(() => visibleSubmenus(page), []);
      await menuButton(page, es.nav.services).hover();
      await eventually(() => visibleSubmenus(page), ['submenu-services']);
      await eventually(() => menuButton(page, es.nav.services).getAttribute('aria-expanded'), 'true');

      await page.locator('#submenu-services a').first().hover();
      await eventually(() => visibleSubmenus(page), ['submenu-services'], 'still open over its links');

      await page.mouse.move(farAway.x, farAway.y);
      await eventually(() => visibleSubmenus(page), [], 'closed when the pointer left');
      await eventually(() => menuButton(page, es.nav.services).getAttribute('aria-expanded'), 'false');
    }));

  test('click opens a submenu and pins it: it stays open after the pointer leaves; a second click closes it', () =>
    suite.withPage('/ec/about', async (page) => {
      await menuButton(page, es.nav.regions).click();
      await page.mouse.move(farAway.x, farAway.y);
      await eventually(() => visibleSubmenus(page), ['submenu-regions'], 'pinned open');
      await menuButton(page, es.nav.regions).click();
      await eventually(() => visibleSubmenus(page), [], 'second click closes');
    }));

  test('Escape closes the open submenu and puts focus back on its button', () =>
    suite.withPage('/ec/about', async (page) => {
      await menuButton(page, es.nav.language).click();
      await page.locator('#submenu-language a').first().focus();
      await page.keyboard.press('Escape');
      await eventually(() => visibleSubmenus(page), []);
      await eventually(() => focusedDescription(page), 'button[aria-controls=submenu-language] ES');

      // Keyboard only: Enter on the focused button opens it again, Escape closes it.
      await page.keyboard.press('Enter');
      await eventually(() => visibleSubmenus(page), ['submenu-language']);
      await page.keyboard.press('Escape');
      await eventually(() => visibleSubmenus(page), []);
      await eventually(() => focusedDescription(page), 'button[aria-controls=submenu-language] ES');
    }));

  test('focus leaving an open submenu closes it, forwards past its last link or backwards past its button', () =>
    suite.withPage('/ec/about', async (page) => {
      await menuButton(page, es.nav.language).focus();
      await page.keyboard.press('Enter');
      await eventually(() => visibleSubmenus(page), ['submenu-language']);
      // Into the submenu and through it: open while focus is inside.
      const links = await page.locator('#submenu-language a').count();
      for (let step = 0; step < links; step++) await page.keyboard.press('Tab');
      await eventually(() => visibleSubmenus(page), ['submenu-language'], 'open while a link of it has the focus');
      await page.keyboard.press('Tab');
      await eventually(() => visibleSubmenus(page), [], 'closed once focus went on past its last link');
      assert.equal(await desktopNav(page).locator('button[aria-expanded="true"]').count(), 0);

      await menuButton(page, es.nav.services).focus();
      await page.keyboard.press('Enter');
      await eventually(() => visibleSubmenus(page), ['submenu-services']);
      await page.keyboard.press('Shift+Tab');
      await eventually(() => visibleSubmenus(page), [], 'closed once focus went back before its button');
    }));

  test('a click outside the menu closes the open submenu', () =>
    suite.withPage('/ec/about', async (page) => {
      await menuButton(page, es.nav.services).click();
      await eventually(() => visibleSubmenus(page), ['submenu-services']);
      // The page's lower left corner: outside the header and the open submenu, on the page's own content.
      await page.mouse.click(8, desktop.height - 8);
      await eventually(() => visibleSubmenus(page), []);
    }));

  test('only one submenu is open at a time, by click or by hover', () =>
    suite.withPage('/ec/about', async (page) => {
      await menuButton(page, es.nav.services).click();
      await menuButton(page, es.nav.regions).click();
      await eventually(() => visibleSubmenus(page), ['submenu-regions']);
      await menuButton(page, es.nav.language).hover();
      await eventually(() => visibleSubmenus(page), ['submenu-language']);
      await menuButton(page, es.nav.services).click();
      await eventually(() => visibleSubmenus(page), ['submenu-services']);
      const expanded = await desktopNav(page).locator('button[aria-expanded="true"]').count();
      assert.equal(expanded, 1, 'one button says it is expanded');
    }));

  test('the whole header fits a 1024 px window in every language: no control off screen, no sideways scrolling', async () => {
    const overflows: string[] = [];
    for (const path of ['/ec/about', '/ec/en/about', '/ec/pt/about', '/ec/de/about', '/br/de/about']) {
      await suite.withPage(path, async (page) => {
        const layout = await page.evaluate(() => ({
          viewport: innerWidth,
          scrollWidth: document.documentElement.scrollWidth,
          offScreen: [...document.querySelectorAll('header nav:not(dialog nav) > ul > li > :is(a, button)')]
            .filter((control) => control.getBoundingClientRect().right > innerWidth)
            .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim()),
        }));
        if (layout.offScreen.length > 0 || layout.scrollWidth > layout.viewport) {
          overflows.push(`${path}: page ${layout.scrollWidth} px wide; off screen: ${layout.offScreen.join(', ')}`);
        }
      });
    }
    assert.deepEqual(overflows, [], `header wider than a ${desktop.width} px window:\n${overflows.join('\n')}`);
  });

  test('every open submenu stays inside a 1024 px window', async () => {
    const outside: string[] = [];
    for (const path of ['/pe/events', '/ec/de/about']) {
      await suite.withPage(path, async (page) => {
        for (const button of await desktopNav(page).locator('button[aria-controls^="submenu-"]').all()) {
          await button.click();
          const box = await page.evaluate(() => {
            const open = [...document.querySelectorAll<HTMLElement>('[id^="submenu-"]')].find((list) => !list.hidden);
            return {
              id: open?.id,
              right: open?.getBoundingClientRect().right ?? 0,
              width: innerWidth,
              scroll: document.documentElement.scrollWidth,
            };
          });
          if (box.right > box.width || box.scroll > box.width)
            outside.push(`${path} ${box.id}: right edge ${box.right} px, page ${box.scroll} px`);
          await page.keyboard.press('Escape');
        }
      });
    }
    assert.deepEqual(outside, []);
  });
});

describe('the menu below 1024 px', () => {
  test('at 1023 px the desktop nav is hidden and the menu button opens a full-screen overlay', () =>
    suite.withPage(
      '/ec/about',
      async (page) => {
        await eventually(() => desktopNav(page).isVisible(), false, 'desktop nav hidden');
        await eventually(() => openMenuButton(page).isVisible(), true, 'menu button shown');
        assert.equal(await openMenuButton(page).innerText(), es.nav.menu, 'an icon and one short word');
        assert.equal(await page.getByRole('button', { name: es.nav.openMenu, exact: true }).count(), 1, 'named in full');
        const height = await openMenuButton(page).evaluate((button) => button.getBoundingClientRect().height);
        assert.ok(height <= 48, `the menu button is one line (${height} px tall)`);

        await openMenuButton(page).click();
        const dialog = page.locator('dialog#mobile-menu');
        const state = await dialog.evaluate((element) => ({
          open: (element as HTMLDialogElement).open,
          modal: element.matches(':modal'),
          box: element.getBoundingClientRect().toJSON() as DOMRect,
          viewport: { width: innerWidth, height: innerHeight },
        }));
        assert.ok(state.open, 'dialog open');
        assert.ok(state.modal, 'modal, so the page behind is inert');
        assert.deepEqual(
          { x: state.box.x, y: state.box.y, width: state.box.width, height: state.box.height },
          { x: 0, y: 0, width: state.viewport.width, height: state.viewport.height },
          'covers the viewport',
        );

        const services = dialog.getByRole('button', { name: es.nav.services, exact: true });
        await eventually(() => page.locator('#mobile-submenu-services').isVisible(), false);
        await services.click();
        await eventually(() => services.getAttribute('aria-expanded'), 'true');
        await eventually(() => page.locator('#mobile-submenu-services').isVisible(), true, 'services expand in place');
        assert.ok((await page.locator('#mobile-submenu-services a').count()) >= 2);
        await dialog.getByRole('button', { name: es.nav.regions, exact: true }).click();
        await eventually(() => page.locator('#mobile-submenu-regions').isVisible(), true, 'regions expand');
        await eventually(() => page.locator('#mobile-submenu-services').isVisible(), false, 'the other section folds');
      },
      { viewport: mobile },
    ));

  test('Tab never takes focus to the page behind the overlay, and Escape closes it back onto the menu button', () =>
    suite.withPage(
      '/ec/about',
      async (page) => {
        await openMenuButton(page).click();
        const dialog = page.locator('dialog#mobile-menu');
        const focusables = await dialog.locator('a[href]:visible, button:visible').count();
        const visited = new Set<string>();
        // Twice round the overlay: past its last control native modal dialogs hand focus to the browser UI
        // (document.body in headless Chromium), never to the inert page.
        for (let step = 0; step < focusables * 2 + 2; step += 1) {
          await page.keyboard.press('Tab');
          const where = await page.evaluate(() => {
            const active = document.activeElement;
            const dialogElement = document.querySelector('dialog#mobile-menu');
            if (!active || active === document.body) return 'browser';
            return dialogElement?.contains(active) ? `dialog: ${active.textContent?.trim()}` : `outside: ${active.outerHTML.slice(0, 120)}`;
          });
          assert.ok(!where.startsWith('outside'), `step ${step}: focus left the overlay to ${where}`);
          visited.add(where);
        }
        assert.ok(visited.has(`dialog: ${es.nav.closeMenu}`), 'focus came back round to the first control');

        await page.keyboard.press('Escape');
        await eventually(() => dialog.evaluate((element) => (element as HTMLDialogElement).open), false, 'Escape closes');
        assert.equal(
          await openMenuButton(page).evaluate((button) => button === document.activeElement),
          true,
          'focus back on the menu button',
        );
      },
      { viewport: mobile },
    ));

  test('the page behind the overlay stays where it was while the visitor scrolls over the overlay', () =>
    suite.withPage(
      '/ec/de/about',
      async (page) => {
        await page.evaluate(() => window.scrollTo(0, 400));
        await openMenuButton(page).click();
        const dialog = page.locator('dialog#mobile-menu');
        await eventually(() => dialog.isVisible(), true);
        const box = await dialog.boundingBox();
        assert.ok(box);
        await page.mouse.move(box.x + box.width / 2, box.y + box.height - 40);
        for (let step = 0; step < 5; step += 1) await page.mouse.wheel(0, 600);
        await new Promise((resolve) => setTimeout(resolve, 300));
        assert.equal(await page.evaluate(() => Math.round(window.scrollY)), 400);
        await page.keyboard.press('Escape');
        await eventually(() => dialog.isVisible(), false);
        assert.equal(await page.evaluate(() => Math.round(window.scrollY)), 400);
      },
      { viewport: mobile },
    ));

  test('the close button closes the overlay', () =>
    suite.withPage(
      '/pe/pt/about',
      async (page) => {
        await openMenuButton(page).click();
        const dialog = page.locator('dialog#mobile-menu');
        await dialog.getByRole('button', { name: suite.translations.pt.nav.closeMenu, exact: true }).click();
        await eventually(() => dialog.isVisible(), false);
      },
      { viewport: mobile },
    ));

  test('at 1024 px the desktop nav is visible and the menu button hidden', () =>
    suite.withPage('/ec/about', async (page) => {
      await eventually(() => desktopNav(page).isVisible(), true);
      await eventually(() => openMenuButton(page).isVisible(), false);
      await eventually(() => page.locator('dialog#mobile-menu').isVisible(), false);
    }));
});

describe('switching region (local build: no region domains)', () => {
  test('on /ec/about, Peru in the regions submenu goes to /pe/home', () =>
    suite.withPage('/ec/about', async (page) => {
      await menuButton(page, es.nav.regions).click();
      await page.locator('#submenu-regions').getByRole('link', { name: 'Perú', exact: true }).click();
      await page.waitForURL(`${suite.server.origin}/pe/home`);
      await page.waitForFunction(() => document.documentElement.lang === 'es-PE');
      // The home page's h1 is its region's banner headline; its <title> names the page.
      await eventually(async () => (await page.title()).startsWith(`${es.meta.home?.title} |`), true);
      await eventually(() => desktopNav(page).getByRole('link', { name: es.nav.cases, exact: true }).count(), 0, 'Peru has no cases menu');
    }));

  test('choosing the current region goes to its home', () =>
    suite.withPage('/ec/about', async (page) => {
      await menuButton(page, es.nav.regions).click();
      const ecuador = page.locator('#submenu-regions').getByRole('link', { name: 'Ecuador', exact: true });
      assert.equal(await ecuador.getAttribute('aria-current'), 'page', 'the current region is marked');
      await ecuador.click();
      await page.waitForURL(`${suite.server.origin}/ec/home`);
      // The home page's h1 is its region's banner headline; its <title> names the page.
      await eventually(async () => (await page.title()).startsWith(`${es.meta.home?.title} |`), true);
    }));

  test("from a page in its region's own language, another region opens in its own: /ec/about -> Brasil -> /br/home, in Portuguese", () =>
    suite.withPage('/ec/about', async (page) => {
      await menuButton(page, es.nav.regions).click();
      await page.locator('#submenu-regions').getByRole('link', { name: 'Brasil', exact: true }).click();
      await page.waitForURL(`${suite.server.origin}/br/home`);
      await page.waitForFunction(() => document.documentElement.lang === 'pt-BR');
    }));

  test('the countries selector does the same and keeps a chosen language: /ec/en/about -> BR -> /br/en/home', () =>
    suite.withPage('/ec/en/about', async (page) => {
      const countries = desktopNav(page).locator('button[aria-controls="submenu-countries"]');
      assert.equal(await countries.innerText(), 'EC');
      await countries.click();
      await page.locator('#submenu-countries').getByRole('link', { name: /BR/ }).click();
      await page.waitForURL(`${suite.server.origin}/br/en/home`);
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await eventually(() => desktopNav(page).locator('button[aria-controls="submenu-countries"]').innerText(), 'BR');
    }));
});

/**
 * The text of each current link (aria-current) in a list that is drawn underlined, with the link's whole text: a
 * text node is underlined when an element between it and the link, or the link, draws an underline, and no
 * inline-block stands between them (an underline does not reach into one, like the country's code badge).
 */
function currentUnderlines(page: Page, listId: string): Promise<{ text: string; underlined: string }[]> {
  return page.locator(`#${listId} a[aria-current]`).evaluateAll((links) =>
    links.map((link) => {
      let underlined = '';
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let element = node.parentElement; element; element = element.parentElement) {
          const style = getComputedStyle(element);
          if (style.textDecorationLine.includes('underline')) {
            underlined += node.textContent;
            break;
          }
          if (element === link || style.display === 'inline-block') break;
        }
      }
      return { text: link.textContent ?? '', underlined };
    }),
  );
}

describe('the current country and language in their lists', () => {
  for (const [language, path] of [
    ['es', '/ec/home'],
    ['de', '/ec/de/home'],
    ['pt', '/br/home'],
  ] as const) {
    for (const width of [375, 1024, 1440]) {
      test(`${path} at ${width} px: the current country's name is underlined, not its code badge or the space after it; the current language's name whole`, () =>
        suite.withPage(
          path,
          async (page) => {
            const lists =
              width < desktop.width ? ['mobile-submenu-countries', 'mobile-submenu-language'] : ['submenu-countries', 'submenu-language'];
            const [countries, languages] = await Promise.all(lists.map((list) => currentUnderlines(page, list)));
            assert.equal(countries?.length, 1);
            for (const country of countries ?? []) assert.equal(country.underlined, country.text.replace(/^[A-Z]{2}\s*/, ''), language);
            assert.equal(languages?.length, 1);
            for (const current of languages ?? []) assert.equal(current.underlined, current.text, language);
          },
          { viewport: { width, height: 800 } },
        ));
    }
  }
});
