import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { checkAxe, closePage, desktop, eventually, gotoHydrated, mobile, newPage, pageProblems } from './support/browser.ts';
import { registerSiteSuite } from './support/site-suite.ts';

const suite = registerSiteSuite();

/** One page of each template; the 404 page has no header, so it has no menus to open. */
const templates = [
  { name: 'home', path: '/ec/home', menus: true },
  { name: 'about', path: '/ec/about', menus: true },
  { name: 'contact', path: '/ec/contact', menus: true },
  { name: 'events', path: '/ec/events', menus: true },
  { name: 'service', path: '/ec/services/oil', menus: true },
  { name: 'cases', path: '/ec/cases', menus: true },
  { name: 'case', path: '/ec/cases/energy', menus: true },
  { name: 'careers', path: '/ec/careers', menus: true },
  { name: 'job', path: '/ec/de/jobs/field-engineer-quito', menus: false },
  { name: 'downloads', path: '/ec/de/downloads', menus: false },
  { name: 'privacy', path: '/pe/en/privacy', menus: true },
  { name: 'Not Found', path: '/nope', menus: false },
];

async function assertNoViolations(page: Page, state: string): Promise<void> {
  const { violations, summary } = await checkAxe(page);
  assert.equal(violations.length, 0, `${state}\n${summary}`);
}

test("an unknown address shows SPEC's 'Not Found' as written, in the page's rendered text", async () => {
  const page = await newPage(suite.browser, { viewport: mobile });
  try {
    await page.goto(`${suite.server.origin}/ec/nope`);
    assert.match(await page.locator('main').innerText(), /\bNot Found\b/);
  } finally {
    await closePage(page);
  }
});

describe('no axe-core violations (WCAG 2.2 A/AA)', () => {
  for (const template of templates) {
    test(`${template.name} (${template.path})`, async (t) => {
      const page = await newPage(suite.browser, { viewport: desktop });
      try {
        await gotoHydrated(page, `${suite.server.origin}${template.path}`);

        await t.test('menus closed, 1024 px', () => assertNoViolations(page, 'menus closed'));
        if (!template.menus) {
          await page.setViewportSize(mobile);
          await t.test('1023 px', () => assertNoViolations(page, '1023 px'));
          return;
        }

        await t.test('a desktop submenu open', async () => {
          await page.locator('header nav:not(dialog nav) button[aria-controls="submenu-services"]').click();
          await page.locator('#submenu-services').waitFor({ state: 'visible' });
          await assertNoViolations(page, 'services submenu open');
          await page.keyboard.press('Escape');
        });

        await t.test('the mobile overlay open, 1023 px', async () => {
          await page.setViewportSize(mobile);
          await page.locator('header button[aria-controls="mobile-menu"]').click();
          // Read as one state with the page's errors, so that a menu that does not open says what the page had
          // instead (a full run once saw it stay closed, unexplained and not seen again in 135 runs of this file).
          const menu = page.locator('dialog#mobile-menu');
          const menuState = async () => ({
            ...(await menu.evaluate((dialog) => ({
              open: (dialog as HTMLDialogElement).open,
              shown: dialog.checkVisibility(),
              width: innerWidth,
            }))),
            problems: pageProblems(page),
          });
          await eventually(menuState, { open: true, shown: true, width: mobile.width, problems: [] }, 'the menu button opens the overlay');
          await page.locator('dialog#mobile-menu button[aria-controls="mobile-submenu-services"]').click();
          await page.locator('#mobile-submenu-services').waitFor({ state: 'visible' });
          await assertNoViolations(page, 'mobile overlay open with services expanded');
        });
      } finally {
        await closePage(page);
      }
    });
  }
});

/**
 * Where the focused element is against the sticky header, after each press of `key`, until focus reaches the
 * header (or `presses` run out): each element of the page the focus met that the header covered, whole or in part.
 */
async function focusUnderHeader(page: Page, key: 'Tab' | 'Shift+Tab', presses: number): Promise<string[]> {
  const covered: string[] = [];
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press(key);
    // Chromium scrolls a newly focused element into view with the next frames, not at once.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const focus = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      if (!active || active.closest('header') || active === document.body) return { inHeader: true, covered: false, name: '' };
      const box = active.getBoundingClientRect();
      const name = `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}" at ${Math.round(box.top)} px (header ends at ${Math.round(header)})`;
      // Its top edge, unless something of its own is drawn over the header there (the skip link is).
      const atTop = document.elementFromPoint(box.left + box.width / 2, box.top + 1);
      return { inHeader: false, covered: box.height > 0 && box.top < header - 0.5 && !active.contains(atTop), name };
    });
    if (focus.inHeader) break;
    if (focus.covered) covered.push(focus.name);
  }
  return covered;
}

describe('keyboard focus in sight (WCAG 2.2 2.4.11)', () => {
  for (const { path, viewport, key } of [
    { path: '/ec/de/contact', viewport: desktop, key: 'Shift+Tab' },
    { path: '/ec/contact', viewport: { width: 1280, height: 800 }, key: 'Shift+Tab' },
    { path: '/ec/de/about', viewport: mobile, key: 'Shift+Tab' },
    { path: '/br/jobs/automation-sales-engineer-sao-paulo', viewport: { width: 1280, height: 800 }, key: 'Tab' },
  ] as const) {
    test(`${path} at ${viewport.width} px, ${key} through the page: nothing focused is under the sticky header`, () =>
      suite.withPage(
        path,
        async (page) => {
          if (key === 'Shift+Tab') {
            await page.keyboard.press('End');
            await page.locator('footer a').last().focus();
          } else {
            // From the skip link's target on, as a visitor who skipped the header goes through the page.
            await page.keyboard.press('Tab');
            await page.keyboard.press('Enter');
          }
          assert.deepEqual(await focusUnderHeader(page, key, 90), []);
        },
        { viewport },
      ));
  }

  test('the skip link brings the top of main just below the header, and focus back in the header leaves the page where it was', () =>
    suite.withPage('/ec/de/events', async (page) => {
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const [mainTop, headerBottom, focused] = await page.evaluate(() => [
        document.querySelector('main')?.getBoundingClientRect().top,
        document.querySelector('header')?.getBoundingClientRect().bottom,
        document.activeElement?.tagName,
      ]);
      assert.equal(focused, 'MAIN');
      assert.ok(
        mainTop !== undefined && headerBottom !== undefined && mainTop >= headerBottom - 0.5,
        `main at ${mainTop}, header to ${headerBottom}`,
      );
      await page.evaluate(() => window.scrollTo(0, 900));
      await page.locator('header a').first().focus();
      assert.equal(await page.evaluate(() => Math.round(window.scrollY)), 900);
    }));
});

describe('a high-contrast theme (forced colours)', () => {
  test('the filter pressed and the dot of the page shown stand out from the others, and the logos keep their white plate', async () => {
    // A context of its own under the theme from the start: a kept page (tests/support/page-reuse.ts) loses its
    // emulated media on navigation.
    const context = await suite.browser.newContext({ viewport: desktop, reducedMotion: 'reduce', forcedColors: 'active' });
    const page = await context.newPage();
    const forced = (path: string) => gotoHydrated(page, suite.url('ec', 'de', path));
    try {
      await forced('events');
      const filters = await page
        .locator('main button[aria-pressed]')
        .evaluateAll((buttons) => buttons.map((button) => [button.getAttribute('aria-pressed'), getComputedStyle(button).backgroundColor]));
      const pressed = filters.filter(([state]) => state === 'true').map(([, colour]) => colour);
      const others = new Set(filters.filter(([state]) => state === 'false').map(([, colour]) => colour));
      assert.equal(pressed.length, 1, 'one filter pressed');
      assert.ok(
        others.size > 0 && !others.has(pressed[0] ?? ''),
        `the pressed filter's ground ${pressed[0]} is none of the others' (${[...others]})`,
      );

      await forced('services/oil');
      const dots = await page
        .locator('main button[aria-pressed]')
        .evaluateAll((buttons) =>
          buttons.map((button) => [button.getAttribute('aria-pressed'), getComputedStyle(button, '::before').backgroundColor]),
        );
      const shown = dots.filter(([state]) => state === 'true').map(([, colour]) => colour);
      assert.equal(shown.length, 1, 'the partner gallery shows one page');
      assert.ok(
        dots.filter(([state]) => state === 'false').every(([, colour]) => colour !== shown[0]),
        `the dot of the page shown (${shown[0]}) is filled unlike the others: ${JSON.stringify(dots)}`,
      );
      const plates = await page.evaluate(() =>
        [document.querySelector('header a[href] img')?.parentElement, document.querySelector('footer a[href] img')?.parentElement].map(
          (link) => (link ? getComputedStyle(link).backgroundColor : 'missing'),
        ),
      );
      assert.deepEqual(plates, ['rgb(255, 255, 255)', 'rgb(255, 255, 255)'], "the header's and the footer's logo on white");
    } finally {
      await context.close();
    }
  });
});
