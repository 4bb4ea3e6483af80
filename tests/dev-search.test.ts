import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { settleAll } from '../generator/outputs/settle-all.ts';
import { closePage, eventually, launchBrowser, newPage, waitForHydration } from './support/browser.ts';
import { type ContentCopy, copyContent } from './support/content-fixture.ts';
import { type DevProcess, startDev } from './support/dev-server.ts';

/**
 * Site search in `site dev`: the index is built from the pages as the development server renders them when search
 * is first used, and again after a save, so an editor finds what they just wrote.
 */
let copy: ContentCopy;
let dev: DevProcess;
let browser: Browser;
let eventFile: string;

before(async () => {
  copy = await copyContent();
  eventFile = await copy.firstFileIn('events');
  // Each kept as it starts, so that `after` closes it even when another part fails (tests/support/site-suite.ts).
  await settleAll([
    startDev(copy.contentDir).then((started) => {
      dev = started;
    }),
    launchBrowser().then((started) => {
      browser = started;
    }),
  ]);
});

after(async () => {
  await browser?.close();
  await dev?.stop();
  await copy?.remove();
});

/** The titles of the results the open search panel shows for `words`, once it has answered. */
async function resultTitles(page: Page, words: string): Promise<string[]> {
  const field = page.locator('#site-search input[type="search"]');
  await field.fill(words);
  const status = page.locator('#site-search [role="status"]');
  try {
    await eventually(async () => (await status.textContent())?.includes(words) ?? false, true, `an answer for ${words}`, 60_000);
  } catch (error) {
    // What the page and site dev were doing: the search's state, the field, and the server's last lines.
    const seen = { status: await status.textContent(), field: await field.inputValue(), url: page.url() };
    throw new Error(`${(error as Error).message}; the page had ${JSON.stringify(seen)}; site dev said:\n${dev.output().slice(-3000)}`);
  }
  return page.locator('#site-search ol a').allTextContents();
}

describe('site dev search', () => {
  test('finds a word an editor has just saved in an event title, once saved and not before', async () => {
    const word = 'Zeppelinhangar';
    const title = `Visita técnica al ${word} de nuestros socios en Friedrichshafen`;
    const page = await newPage(browser);
    try {
      // The first visit lets Vite prepare its dependencies, which may reload the page once.
      await page.goto(`${dev.origin}/ec/about`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await page.goto(`${dev.origin}/ec/about`);
      await waitForHydration(page);
      await page.keyboard.press('/');
      assert.deepEqual(await resultTitles(page, word), [], 'not in the content yet');
      await copy.editYaml(eventFile, (doc) => doc.setIn(['title', 'es'], title));
      await eventually(async () => dev.output().includes('page data refreshed'), true, 'the save was taken', 10_000);
      await page.goto(`${dev.origin}/ec/about`);
      await waitForHydration(page);
      await page.keyboard.press('/');
      assert.deepEqual(await resultTitles(page, word), [title]);
    } finally {
      await closePage(page);
    }
  });
});
