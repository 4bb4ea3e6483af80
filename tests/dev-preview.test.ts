import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { runSiteCommand } from '../cli/run-site-command.ts';
import { type ContentCopy, copyContent } from '../generator/content-fixture.ts';
import { markForTranslation } from '../generator/untranslated.ts';
import { closePage, launchBrowser, newPage, waitForHydration } from './support/browser.ts';
import { type DevProcess, startDev } from './support/dev-server.ts';

/**
 * `site dev` with work in progress, as an editor leaves it: an event marked draft, a German title still marked
 * '[translate]' and a service line that is a draft. The server starts anyway and shows all of it with badges.
 */
let copy: ContentCopy;
let dev: DevProcess;
let browser: Browser;
let page: Page;
let eventFile: string;
let germanTitle: string;
let spanishTitle: string;

before(async () => {
  copy = await copyContent();
  eventFile = await copy.firstFileIn('events');
  await copy.editYaml(eventFile, (doc) => {
    spanishTitle = String(doc.getIn(['title', 'es']));
    germanTitle = markForTranslation(spanishTitle);
    doc.setIn(['title', 'de'], germanTitle);
    doc.set('draft', true);
  });
  await copy.editYaml('services/oil.yaml', (doc) => doc.set('draft', true));
  [dev, browser] = await Promise.all([startDev(copy.contentDir), launchBrowser()]);
  page = await newPage(browser);
  // The first visit lets Vite prepare its dependencies, which may reload the page once.
  await page.goto(`${dev.origin}/ec/de/events`);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
});

after(async () => {
  if (page) await closePage(page);
  await browser?.close();
  await dev?.stop();
  await copy?.remove();
});

describe('site dev with unfinished content', () => {
  test('starts, and reports the draft and the text to translate as warnings', () => {
    assert.match(dev.output(), /warning +untranslated/);
    assert.match(dev.output(), /warning +draft/);
  });

  test('shows the draft event with a Draft badge and its untranslated title with a To-translate badge', async () => {
    await page.goto(`${dev.origin}/ec/de/events`);
    await waitForHydration(page);
    const card = page.locator('article', { has: page.getByRole('heading', { name: germanTitle }) });
    await card.waitFor();
    assert.equal(await card.getByText('Entwurf', { exact: true }).isVisible(), true);
    const badge = await card
      .getByRole('heading', { name: germanTitle })
      .evaluate((heading) => getComputedStyle(heading, '::before').content);
    assert.equal(badge, '"Zu übersetzen"');
  });

  test('lists what is unfinished in a banner, with file:line', async () => {
    const banner = page.getByRole('complementary', { name: /^Vorschau: 3 unfertig/ });
    await banner.getByText(/^Vorschau: 3 unfertig/).click();
    const items = await banner.getByRole('listitem').allInnerTexts();
    assert.deepEqual(
      items.map((item) => item.replace(/\s+/g, ' ').trim()),
      [
        `ZU ÜBERSETZEN ${copy.file(eventFile)}:${await copy.lineOf(eventFile, /^ {2}de: /)}`,
        `ENTWURF ${copy.file(eventFile)}:${await copy.lineOf(eventFile, /^draft:/)}`,
        `ENTWURF ${copy.file('services/oil.yaml')}:${await copy.lineOf('services/oil.yaml', /^draft:/)}`,
      ],
    );
  });

  test("opens a draft service line's own page, saying that it is a draft", async () => {
    const response = await page.goto(`${dev.origin}/ec/services/oil`);
    assert.equal(response?.status(), 200);
    await waitForHydration(page);
    await page.getByText('Esta página es un borrador').waitFor();
    assert.equal(await page.getByRole('complementary').getByText('Borrador', { exact: true }).first().isVisible(), true);
  });

  test('site new, while site dev runs, prints the preview addresses to open', async () => {
    const { code, stdout } = await runSiteCommand(
      'new',
      'event',
      '--content',
      copy.contentDir,
      '--no-input',
      '--date',
      '2025-11-20',
      '--category',
      'news',
      '--title',
      'Jornada de puertas abiertas en Quito',
      '--description',
      'Visite nuestro taller de válvulas.',
      '--details',
      'Programa:\n- Recorrido por el taller',
    );
    assert.equal(code, 0);
    assert.match(stdout, /^See it now in site dev:$/m);
    assert.ok(stdout.includes(`  ${dev.origin}/ec/events\n`), stdout);
    assert.ok(stdout.includes(`  ${dev.origin}/ec/de/events\n`), stdout);
  });
});
