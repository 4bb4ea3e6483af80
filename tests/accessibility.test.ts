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
