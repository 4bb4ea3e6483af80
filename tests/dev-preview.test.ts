import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { settleAll } from '../generator/outputs/settle-all.ts';
import { markForTranslation } from '../generator/progress/untranslated.ts';
import { closePage, eventually, launchBrowser, newPage, pageProblems, waitForHydration } from './support/browser.ts';
import { type ContentCopy, copyContent } from './support/content-fixture.ts';
import { type DevProcess, startDev } from './support/dev-server.ts';
import { runSiteCommand } from './support/run-site-command.ts';

/**
 * `site dev` with work in progress, as an editor leaves it: an event marked draft, a German title still marked
 * '[translate]', a service line, a success-case sector, one case of another sector, one slide of another service
 * line and an office that are drafts.
 * The server starts anyway and shows all of it, each draft with its own badge wherever it appears.
 */
let copy: ContentCopy;
let dev: DevProcess;
let browser: Browser;
let page: Page;
let eventFile: string;
let germanTitle: string;
let spanishTitle: string;
/** The telecommunications cases of the copy, the draft one included. */
let telecomCases: number;

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
  await copy.editYaml('cases/oil.yaml', (doc) => doc.set('draft', true));
  await copy.editYaml('cases/telecomunications.yaml', (doc) => {
    doc.setIn(['cards', 1, 'draft'], true);
    telecomCases = doc.toJS().cards.length;
  });
  await copy.editYaml('locations/ec.yaml', (doc) => doc.setIn(['offices', 0, 'draft'], true));
  await copy.editYaml('services/telecomunications.yaml', (doc) => doc.setIn(['items', 1, 'draft'], true));
  // Each kept as it starts, so that `after` closes it even when another part fails (tests/support/site-suite.ts).
  await settleAll([
    startDev(copy.contentDir).then((started) => {
      dev = started;
    }),
    launchBrowser().then((started) => {
      browser = started;
    }),
  ]);
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
    // The badge is set by a script fetched once the page's islands are running, which site dev transforms on
    // its first request: under load that takes seconds.
    const heading = card.getByRole('heading', { name: germanTitle });
    const badge = () => heading.evaluate((element) => getComputedStyle(element, '::before').content);
    await eventually(badge, '"Zu übersetzen"', 'the To-translate badge', 15_000);
  });

  test('badges the draft service line on its home tile, and only that one', async () => {
    await page.goto(`${dev.origin}/ec/de`);
    await waitForHydration(page);
    const tiles = page.getByRole('region', { name: 'Geschäftsbereiche' }).getByRole('listitem');
    const draftTiles = tiles.filter({ has: page.getByText('Entwurf', { exact: true }) });
    assert.deepEqual(await draftTiles.getByRole('heading').allInnerTexts(), ['Öl und Gas']);
  });

  test('badges the draft case sector in the home carousel and in the list of sectors', async () => {
    await page.goto(`${dev.origin}/ec/de`);
    await waitForHydration(page);
    const story = page.locator(`a[href="/ec/de/cases/oil"]`, { hasText: 'Entwurf' });
    assert.equal(await story.count(), 1);
    assert.equal(await page.locator('a[href^="/ec/de/cases/"]', { hasText: 'Entwurf' }).count(), 1);
    await page.goto(`${dev.origin}/ec/de/cases`);
    await waitForHydration(page);
    const sectors = page.getByRole('main').getByRole('listitem');
    const draftSectors = sectors.filter({ has: page.getByText('Entwurf', { exact: true }) });
    assert.deepEqual(await draftSectors.getByRole('heading').allInnerTexts(), ['Öl und Gas']);
  });

  test('badges the draft case on its sector page, and not the published cases next to it', async () => {
    await page.goto(`${dev.origin}/ec/de/cases/telecomunications`);
    await waitForHydration(page);
    const cards = page.getByRole('main').getByRole('article');
    const draftCards = cards.filter({ has: page.getByText('Entwurf', { exact: true }) });
    assert.deepEqual(await draftCards.getByRole('heading', { level: 2 }).allInnerTexts(), [
      '23 Geräte überwachen mehr als 300 Verbindungen',
    ]);
    assert.equal(await cards.count(), telecomCases);
  });

  test('badges the draft slide of a service line, and not the published slide before it', async () => {
    await page.goto(`${dev.origin}/ec/de/services/telecomunications`);
    await waitForHydration(page);
    const slides = page.getByRole('main').getByRole('article', { includeHidden: true });
    assert.equal(await slides.nth(0).getByText('Entwurf', { exact: true }).count(), 0);
    assert.equal(await slides.nth(1).getByText('Entwurf', { exact: true }).count(), 1);
    // The slider hydrates on the first touch: React must render the same badge from the strings its island carries.
    const problemsBefore = pageProblems(page).length;
    await page.getByRole('main').getByRole('button').first().focus();
    await page.waitForSelector('[data-island="service-showcase"][data-hydrated]');
    assert.deepEqual(pageProblems(page).slice(problemsBefore), []);
    assert.equal(await slides.nth(1).getByText('Entwurf', { exact: true }).count(), 1);
  });

  test('badges the draft office on the contact page and on the about page', async () => {
    for (const where of ['contact', 'about']) {
      await page.goto(`${dev.origin}/ec/de/${where}`);
      await waitForHydration(page);
      const offices = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Quito – Hauptsitz' }) });
      assert.equal(await offices.getByText('Entwurf', { exact: true }).isVisible(), true, where);
      assert.equal(await page.getByRole('main').getByText('Entwurf', { exact: true }).count(), 1, where);
    }
  });

  test('lists what is unfinished in a banner, with file:line', async () => {
    const banner = page.getByRole('complementary', { name: /^Vorschau: 7 unfertig/ });
    await banner.getByText(/^Vorschau: 7 unfertig/).click();
    const items = await banner.getByRole('listitem').allInnerTexts();
    assert.deepEqual(
      items.map((item) => item.replace(/\s+/g, ' ').trim()),
      [
        `ENTWURF ${copy.file('cases/oil.yaml')}:${await copy.lineOf('cases/oil.yaml', /^draft:/)}`,
        `ENTWURF ${copy.file('cases/telecomunications.yaml')}:${await copy.lineOf('cases/telecomunications.yaml', /^ {4}draft:/)}`,
        `ZU ÜBERSETZEN ${copy.file(eventFile)}:${await copy.lineOf(eventFile, /^ {2}de: /)}`,
        `ENTWURF ${copy.file(eventFile)}:${await copy.lineOf(eventFile, /^draft:/)}`,
        `ENTWURF ${copy.file('locations/ec.yaml')}:${await copy.lineOf('locations/ec.yaml', /^ {4}draft:/)}`,
        `ENTWURF ${copy.file('services/oil.yaml')}:${await copy.lineOf('services/oil.yaml', /^draft:/)}`,
        `ENTWURF ${copy.file('services/telecomunications.yaml')}:${await copy.lineOf('services/telecomunications.yaml', /^ {4}draft:/)}`,
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
