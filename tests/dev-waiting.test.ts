import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { settleAll } from '../generator/outputs/settle-all.ts';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { type ContentCopy, copyContent } from './support/content-fixture.ts';
import { type DevProcess, startDev } from './support/dev-server.ts';

/**
 * `site dev` started on content with errors, as an editor may leave it at the end of a day: the address answers
 * with the problems at once instead of refusing the connection, and the open page becomes the site by itself
 * once the last problem is fixed and saved.
 */
let copy: ContentCopy;
let dev: DevProcess;
let browser: Browser;
let page: Page;
let eventFile: string;

before(async () => {
  copy = await copyContent();
  eventFile = await copy.firstFileIn('events');
  await copy.editYaml(eventFile, (doc) => doc.set('date', 'next Tuesday'));
  await copy.editYaml('services/oil.yaml', (doc) => doc.deleteIn(['name', 'de']));
  // Each kept as it starts, so that `after` closes it even when another part fails (tests/support/site-suite.ts).
  await settleAll([
    startDev(copy.contentDir, { until: 'lists them' }).then((started) => {
      dev = started;
    }),
    launchBrowser().then((started) => {
      browser = started;
    }),
  ]);
  page = await newPage(browser);
});

after(async () => {
  if (page) await closePage(page);
  await browser?.close();
  await dev?.stop();
  await copy?.remove();
});

describe('site dev on content with errors', () => {
  test('answers at once with every problem at its file:line:col, follows each save, and turns into the site once valid', async () => {
    const response = await page.goto(`${dev.origin}/ec/events`);
    assert.equal(response?.status(), 503);
    await page.getByRole('heading', { name: 'The site starts once the content is valid' }).waitFor();
    const problems = page.getByRole('listitem');
    const dateLine = await copy.lineOf(eventFile, /^date:/);
    assert.deepEqual(
      (await problems.allInnerTexts()).map((text) => text.replace(/ .*$/s, '')),
      [`${copy.file(eventFile)}:${dateLine}:1`, `${copy.file('services/oil.yaml')}:${await copy.lineOf('services/oil.yaml', /^name:/)}:1`],
    );
    assert.match(
      await problems.first().innerText(),
      /'date' must be a date written YYYY-MM-DD, like 2025-11-20; found the text 'next Tuesday'/,
    );

    // One fixed: the open page drops it without a reload by hand.
    await copy.editYaml(eventFile, (doc) => doc.set('date', '2025-05-20'));
    await page.getByText(copy.file(eventFile)).waitFor({ state: 'detached', timeout: 10_000 });
    assert.equal(await problems.count(), 1);

    // The last one fixed: the same tab shows the site.
    await copy.editYaml('services/oil.yaml', (doc) => doc.setIn(['name', 'de'], 'Öl und Gas'));
    await page.getByRole('heading', { name: /Eventos/, level: 1 }).waitFor({ timeout: 60_000 });
    assert.match(dev.output(), /site dev: http:\/\//);
  });
});
