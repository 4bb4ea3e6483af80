import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { parse } from 'yaml';
import { loadContent } from '../generator/content/load-content.ts';
import { mediaLimits } from '../generator/media/media-limits.ts';
import { settleAll } from '../generator/outputs/settle-all.ts';
import { fieldTexts as germanFields } from '../renderer/editor/field-texts/de.ts';
import { editorTexts } from '../renderer/editor/texts.ts';
import { checkAxe, closePage, eventually, launchBrowser, newPage, pageProblems } from './support/browser.ts';
import { type ContentCopy, copyContent } from './support/content-fixture.ts';
import { type DevProcess, startDev } from './support/dev-server.ts';
import { cameraJpeg, ownAssets } from './support/photo-fixtures.ts';
import { defaultDistDir, projectRoot } from './support/site-server.ts';

/**
 * The browser editor of `site dev` (/_edit), driven as a person would, on a copy of the content that is a git
 * repository of its own: one dev server and one browser for the whole file.
 */
const run = promisify(execFile);
let copy: ContentCopy;
let dev: DevProcess;
let browser: Browser;
let page: Page;
let events: string[];

const git = (args: string[], date = '2025-01-01T00:00:00Z') =>
  run('git', args, {
    cwd: copy.root,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Editor',
      GIT_AUTHOR_EMAIL: 'editor@example.com',
      GIT_COMMITTER_NAME: 'Editor',
      GIT_COMMITTER_EMAIL: 'editor@example.com',
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    },
  });
const fileText = (relative: string) => readFile(path.join(copy.contentDir, relative), 'utf8');
/** The file as the editor opens it: its data and the version a save names. */
const openedFile = async (relative: string) =>
  (await (await fetch(`${dev.origin}/_edit/api/file?path=${encodeURIComponent(relative)}`)).json()) as { data: unknown; version: string };
const editorUrl = (relative?: string) => `${dev.origin}/_edit${relative ? `?file=${encodeURIComponent(relative)}` : ''}`;

async function openInEditor(relative: string): Promise<void> {
  await page.goto(editorUrl(relative));
  await page.locator('#form-heading').waitFor();
}

async function save(): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
}

before(async () => {
  copy = await copyContent();
  await ownAssets(copy.contentDir);
  events = (await readdir(path.join(copy.contentDir, 'events')))
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => `events/${name}`);
  await git(['init', '--quiet']);
  await git(['add', '--all']);
  await git(['commit', '--quiet', '-m', 'Content as published']);
  // A later change of a Spanish title makes its translations outdated, as `site report` tells from git.
  const second = events[1] ?? '';
  await copy.editText(second, (text) => text.replace(/^(title:\n\s+es: )(.+)$/m, '$1$2 (actualizado)'));
  await git(['commit', '--quiet', '--all', '-m', 'Spanish title changed'], '2025-06-01T00:00:00Z');
  // Each kept as it starts, so that `after` closes it even when another part fails (tests/support/site-suite.ts).
  await settleAll([
    startDev(copy.contentDir).then((started) => {
      dev = started;
    }),
    launchBrowser().then((started) => {
      browser = started;
    }),
  ]);
  page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  // Every open, save, check and New entry of the editor validates the whole content (and an open reads the file's
  // git history): seconds when the full suite keeps both cores busy, so every wait on the page gets 30 s.
  page.setDefaultTimeout(30_000);
  // The first visit lets Vite prepare the editor's dependencies, which may reload the page once.
  await page.goto(editorUrl());
  await page.waitForLoadState('networkidle');
});

after(async () => {
  if (page) await closePage(page);
  await browser?.close();
  await dev?.stop();
  await copy?.remove();
});

describe('the editor at /_edit', () => {
  test("changes an event's German title, and the file's diff is exactly that line", async () => {
    const event = events[0] ?? '';
    await openInEditor(event);
    const title = 'Tecnandes auf der Hannover Messe: neue Antriebe';
    await page.locator('#field-title\\.de').fill(title);
    await save();
    const { stdout } = await git(['diff', '--unified=0', '--', `content/${event}`]);
    const changed = stdout.split('\n').filter((line) => /^[-+][^-+]/.test(line));
    assert.equal(changed.length, 2, stdout);
    assert.match(changed[0] ?? '', /^-\s+de: /);
    assert.equal(changed[1]?.replace(/^\+\s+de: /, '').replace(/^"|"$/g, ''), title);
  });

  test("edits a value of several shapes in the form (a region's home page, a picture's focus), with no YAML; a save that takes a page away leaves the editor open", async () => {
    await openInEditor('site.yaml');
    const inForm = (id: string) => page.locator(`#${id.replaceAll('.', '\\.')}`);
    assert.equal(await page.locator('textarea.yaml').count(), 0, 'no field of site.yaml is written as YAML');
    const homeOf = async (region: number) => (parse(await fileText('site.yaml')) as { regions: { home: unknown }[] }).regions[region]?.home;
    const committed = await homeOf(0);
    const committedFile = parse(await fileText('site.yaml')) as unknown;
    // A choice of long file names in a compact list stays in its column, clear of its Remove button.
    const job = inForm('field-regions.1.jobs.0');
    const [choice, remove] = await Promise.all([
      job.boundingBox(),
      inForm('field-regions.1.jobs')
        .getByRole('button', { name: /^Remove/ })
        .boundingBox(),
    ]);
    assert.ok(
      choice && remove && choice.x + choice.width <= remove.x,
      `the choice ends at ${choice && choice.x + choice.width}, Remove starts at ${remove?.x}`,
    );

    // Another shape of Ecuador's home page: what both shapes have (the banner's texts) comes along, the rest starts
    // empty; the second of a pair filled first leaves the first empty in the file, not missing.
    const title = inForm('field-regions.0.home.banner.title.es');
    const heading = await title.inputValue();
    await inForm('field-regions.0.home-shape').selectOption({ label: 'Reduced home page' });
    assert.equal(await title.inputValue(), heading);
    assert.equal(await inForm('field-regions.0.home.regionalBlock.title.es').inputValue(), '');
    await inForm('field-regions.0.home.map.captions.1.es').fill('Quito y Guayaquil');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved, with problems' }).waitFor();
    const empty = { es: '', en: '', pt: '', de: '' };
    const reduced = (await homeOf(0)) as { banner: { title: unknown }; map: { captions: unknown[] } };
    assert.deepEqual(reduced.map.captions, [empty, { ...empty, es: 'Quito y Guayaquil' }]);
    assert.deepEqual(reduced.banner.title, (committed as { banner: { title: unknown } }).banner.title);
    // Back to the full page: the shared title as it is now, and the rest of what the full page held.
    await title.fill(`${heading} (nuevo)`);
    await inForm('field-regions.0.home-shape').selectOption({ label: 'Full home page' });
    assert.equal(await title.inputValue(), `${heading} (nuevo)`);
    const banner = (committed as { banner: { image: { src: string } } }).banner;
    assert.equal(await inForm('field-regions.0.home.banner.image.src').inputValue(), banner.image.src);
    await title.fill(heading);

    // The first portrait of Peru's banner gets a point to keep in crops, then a corner, then none again.
    const focus = 'field-regions.1.home.banner.portraits.0.focus';
    await inForm(`${focus}-shape`).selectOption({ label: 'A point' });
    await inForm(`${focus}.x`).fill('30');
    await inForm(`${focus}.y`).fill('60');
    // A number emptied and typed again keeps its place in the form.
    await inForm(`${focus}.x`).fill('');
    await inForm(`${focus}.x`).fill('30');
    const order = await page.locator(`input[id^="${focus}."]`).evaluateAll((inputs) => inputs.map((input) => input.id.split('.').at(-1)));
    assert.deepEqual(order, ['x', 'y']);
    await save();
    const portraitOf = async () => ((await homeOf(1)) as { banner: { portraits: { focus?: unknown }[] } }).banner.portraits[0]?.focus;
    assert.deepEqual(await portraitOf(), { x: 30, y: 60 });
    await inForm(`${focus}-shape`).selectOption({ label: 'A side or corner' });
    await inForm(focus).selectOption('top left');
    await save();
    assert.equal(await portraitOf(), 'top left');
    await inForm(`${focus}-shape`).selectOption({ label: '—' });
    await save();
    assert.equal(await portraitOf(), undefined);
    assert.deepEqual(parse(await fileText('site.yaml')), committedFile, 'the file holds what it held when committed again');

    // A save that takes a page away reloads the site's open pages, not the editor, whose typed text would go.
    await page.evaluate(() => {
      (window as { keptOpen?: boolean }).keptOpen = true;
    });
    const mark = dev.output().length;
    await inForm('field-regions.1.jobs')
      .getByRole('button', { name: /^Remove/ })
      .click();
    await save();
    await eventually(async () => dev.output().slice(mark).includes('pages added or removed'), true, 'the job page went', 30_000);
    // Vite's clients reloaded within a second or two of a restart, once they found the server again.
    await page.waitForTimeout(3000);
    assert.equal(await page.evaluate(() => (window as { keptOpen?: boolean }).keptOpen), true, 'the editor was not reloaded');
    await git(['checkout', '--', 'content/site.yaml']);

    // A region's brands are a group of lists named by their regions, not a YAML text.
    await openInEditor('brands.yaml');
    assert.equal(await page.locator('textarea.yaml').count(), 0, 'no field of brands.yaml is written as YAML');
    await page.getByRole('group', { name: 'ec', exact: true }).waitFor();
  });

  test('shows an interface text of a sentence in a box of several lines, and a label on one line', async () => {
    await openInEditor('translations/de.yaml');
    const tagOf = (id: string) => page.locator(`#${id.replaceAll('.', '\\.')}`).evaluate((control) => control.tagName);
    assert.equal(await tagOf('field-events.intro'), 'TEXTAREA');
    assert.equal(await tagOf('field-events.all'), 'INPUT');
  });

  test('keeps a change made on disk since the file was opened: saved beside it, or said when it meets it', async () => {
    const event = events[2] ?? '';
    const texts = editorTexts(['en']).texts;
    await openInEditor(event);
    const inForm = (id: string) => page.locator(`#${id.replaceAll('.', '\\.')}`);
    const disk = (language: string, title: string) =>
      copy.editText(event, (text) => text.replace(new RegExp(`^(title:\\n(?:\\s+\\w+: .*\\n)*?\\s+${language}: ).*$`, 'm'), `$1${title}`));
    // Another field changed on disk meanwhile: the save keeps both, and says so. The list of files it then asks for
    // answers slowly, as on a busy machine, so that the next save is clicked while this one is still under way.
    await page.route('**/_edit/api/files', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await disk('en', 'Changed in a text editor');
    await inForm('field-title.pt').fill('Novo título do editor');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: texts.savedMerged }).waitFor();
    assert.match(await fileText(event), /^\s+en: Changed in a text editor$/m);
    assert.match(await fileText(event), /^\s+pt: Novo título do editor$/m);
    assert.equal(await inForm('field-title.en').inputValue(), 'Changed in a text editor');
    // The same field changed on disk and here: nothing is saved over it, and what was typed stays to copy. This save
    // waits for the one before to end, and is not lost.
    await disk('de', 'Geändert im Texteditor');
    const changed = await fileText(event);
    await inForm('field-title.de').fill('Neuer Titel aus dem Editor');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.getByText(texts.changedOnDisk).waitFor();
    await page.unroute('**/_edit/api/files');
    assert.equal(await fileText(event), changed, 'nothing is saved over the change');
    assert.equal(await inForm('field-title.de').inputValue(), 'Neuer Titel aus dem Editor');
    await alert.getByRole('button', { name: texts.openAgain }).click();
    await page.waitForFunction(
      () => (document.getElementById('field-title.de') as HTMLInputElement | null)?.value === 'Geändert im Texteditor',
    );
    assert.equal(await page.getByRole('alert').count(), 0);
  });

  test("shows the validator's own message at the field of an invalid date, before it is saved", async () => {
    const event = events[0] ?? '';
    await openInEditor(event);
    const saved = await fileText(event);
    const original = await page.locator('#field-date').inputValue();
    await page.locator('#field-date').fill('2025-02-30');
    // Enter in a one-line field saves nothing: only Save and Ctrl+S write the file.
    await page.locator('#field-date').press('Enter');
    const atField = page.locator('#field-date-problems');
    await atField.waitFor();
    // The same code and words as site validate, for the file as it would be saved.
    const unsaved = new Map([[path.join(copy.contentDir, event), saved.replace(`date: ${original}`, 'date: 2025-02-30')]]);
    const { problems } = await loadContent(copy.contentDir, { preview: true, unsaved });
    const expected = problems.find((problem) => problem.file === `content/${event}` && problem.severity === 'error');
    assert.ok(expected, 'site validate reports the date');
    // In the form's words: the field named by its label ('Date'), not by its YAML key.
    const said = editorTexts(['en']).problemText(expected);
    assert.match(said, /^'Date' /);
    assert.equal((await atField.textContent())?.trim(), `${expected.code} ${said}`);
    assert.equal(await page.locator('#field-date').getAttribute('aria-invalid'), 'true');
    assert.equal(await fileText(event), saved, 'checking a change writes nothing');
    // The whole list is a click away, and leads back to the field.
    await page.getByRole('button', { name: /problem/ }).click();
    await page.locator('#problem-list').getByText(said).click();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'field-date');
    await page.locator('#field-date').fill(original);
    await page.getByText('No problems').waitFor();
    assert.equal(await fileText(event), saved, 'nothing was saved by Enter');
  });

  test('says that a file saved with problems keeps the site from being built until they are fixed', async () => {
    const event = events[0] ?? '';
    await openInEditor(event);
    const original = await page.locator('#field-date').inputValue();
    await page.locator('#field-date').fill('2025-02-30');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: editorTexts(['en']).texts.savedWithProblems })
      .waitFor();
    assert.match(await fileText(event), /^date: 2025-02-30$/m);
    await page.locator('#field-date').fill(original);
    await save();
  });

  test('confirms an outdated translation as still correct', async () => {
    const event = events[1] ?? '';
    await openInEditor(event);
    const german = page.locator('.language').filter({ has: page.locator('#field-title\\.de') });
    await german.getByText('Outdated', { exact: true }).waitFor();
    // A change typed but not saved yet is saved with the confirmation, not replaced by the confirmed file.
    await page.locator('#field-description\\.pt').fill('Texto revisado antes de confirmar');
    await german.getByRole('button', { name: /Still correct/ }).click();
    // The confirmation saves the file, which validates the whole content again: seconds when the machine is busy.
    await german.getByText('Confirmed still correct').waitFor({ timeout: 30_000 });
    assert.match(await fileText(event), /^\s+de: .+# still correct \(es [0-9a-f]{8}\)$/m);
    assert.match(await fileText(event), /^\s+pt: Texto revisado antes de confirmar$/m);
    assert.equal(await page.locator('#field-description\\.pt').inputValue(), 'Texto revisado antes de confirmar');
  });

  test('adds an event with two photos and their descriptions, previews it as a draft, publishes it', async () => {
    await page.goto(editorUrl());
    await page.getByRole('button', { name: 'New entry (Events)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Date/).waitFor();
    const axe = await checkAxe(page);
    assert.equal(axe.violations.length, 0, axe.summary);
    const title = 'Tecnandes en Automatisierungstage Quito 2026';
    await dialog.getByLabel(/^Date/).fill('2026-03-18');
    await dialog.getByLabel(/^Category/).selectOption('tradeFairs');
    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.getByLabel(/^Short text/).fill('Presentamos nuestras soluciones de automatización en Quito.');
    await dialog.getByLabel(/^Full text/).fill('Visite nuestro stand en la feria de automatización de Quito 2026.');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.locator('#form-heading').filter({ hasText: title }).waitFor();
    const created = new URL(page.url()).searchParams.get('file') ?? '';
    assert.match(created, /^events\/2026-.+\.yaml$/);
    // site new writes the other languages as the Spanish text marked [translate]: the form says so at each.
    const english = page.locator('.language').filter({ has: page.locator('#field-title\\.en') });
    await english.getByText('To translate', { exact: true }).waitFor();

    const photos = await mkdtemp(path.join(tmpdir(), 'editor-photos-'));
    const shots = [path.join(photos, 'IMG 2041.JPG'), path.join(photos, 'IMG_2042.jpg')];
    for (const shot of shots) await cameraJpeg(shot, { width: 1800, height: 1200 });
    await page.locator('#field-images input[type="file"]').setInputFiles(shots);
    await page.locator('#field-images\\.1\\.src').waitFor();
    // Each picture asks for its description in every language, starting with the first picture's.
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'field-images.0.alt.es');
    const alts = [
      ['Stand de Tecnandes en la feria', 'Tecnandes booth at the fair', 'Estande da Tecnandes na feira', 'Messestand von Tecnandes'],
      [
        'Ingenieros frente a un tablero de control',
        'Engineers at a control panel',
        'Engenheiros diante de um painel de controle',
        'Ingenieure an einer Schalttafel',
      ],
    ];
    for (const [index, texts] of alts.entries()) {
      for (const [at, language] of ['es', 'en', 'pt', 'de'].entries()) {
        await page.locator(`#field-images\\.${index}\\.alt\\.${language}`).fill(texts[at] ?? '');
      }
    }
    await save();
    await rm(photos, { recursive: true, force: true });
    const written = parse(await fileText(created)) as { images: { src: string; alt: Record<string, string> }[] };
    assert.deepEqual(
      written.images.map((image) => image.src),
      ['/assets/events/img-2041.jpg', '/assets/events/img-2042.jpg'],
    );
    assert.equal(written.images[1]?.alt.de, 'Ingenieure an einer Schalttafel');

    await page.getByRole('button', { name: 'Mark as draft' }).click();
    await page.getByRole('button', { name: 'Publish' }).waitFor();
    assert.match(await fileText(created), /^draft: true$/m);
    const card = page.frameLocator('.preview iframe').locator('article, li').filter({ hasText: title }).last();
    await card.getByText('Borrador').waitFor({ timeout: 15_000 });
    // The uploaded photo is shown as the media pipeline publishes it (upright, widths, AVIF/WebP), not as uploaded.
    assert.match((await card.locator('img').first().getAttribute('src')) ?? '', /^\/_app\/img\//);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('button', { name: 'Mark as draft' }).waitFor();
    assert.doesNotMatch(await fileText(created), /draft:/);
    await card.getByText('Borrador').waitFor({ state: 'detached', timeout: 15_000 });
  });

  test('takes away again the pictures of a new entry that is cancelled', async () => {
    await page.goto(editorUrl());
    await page.getByRole('button', { name: 'New entry (Services)' }).click();
    const dialog = page.getByRole('dialog');
    const photos = await mkdtemp(path.join(tmpdir(), 'editor-cancelled-photos-'));
    const shot = path.join(photos, 'Foto Cancelada.JPG');
    await cameraJpeg(shot, { width: 1600, height: 1000 });
    await dialog.locator('#new-tile-image-src-file').setInputFiles(shot);
    await dialog.locator('#new-tile-image-src-upload').getByText('Added as /assets/services/foto-cancelada.jpg.').waitFor();
    await rm(photos, { recursive: true, force: true });
    const stored = path.join(copy.contentDir, 'assets', 'services', 'foto-cancelada.jpg');
    assert.equal((await readdir(path.dirname(stored))).includes('foto-cancelada.jpg'), true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(
      async () => (await readdir(path.dirname(stored))).includes('foto-cancelada.jpg'),
      false,
      'the cancelled picture is gone',
      10_000,
    );
  });

  test('takes away a picture added to a file left without saving, and keeps one file for the same picture added twice', async () => {
    const [event = '', other = ''] = events;
    await openInEditor(event);
    const photos = await mkdtemp(path.join(tmpdir(), 'editor-unsaved-photos-'));
    const shot = path.join(photos, 'Foto Sin Guardar.JPG');
    await cameraJpeg(shot, { width: 1600, height: 1000 });
    const pictures = page.locator('#field-images');
    const count = await pictures.locator('input[id$=".src"]').count();
    for (const added of [count, count + 1]) {
      await pictures.locator('input[type="file"][multiple]').setInputFiles(shot);
      await pictures.locator(`[id="field-images.${added}.src"]`).waitFor();
    }
    await rm(photos, { recursive: true, force: true });
    const folder = path.join(copy.contentDir, 'assets', 'events');
    const named = async () => (await readdir(folder)).filter((file) => file.startsWith('foto-sin-guardar'));
    assert.deepEqual(await named(), ['foto-sin-guardar.jpg'], 'one file for the same picture added twice');
    page.once('dialog', (dialog) => void dialog.accept());
    await page
      .locator('nav a')
      .filter({ hasText: other.replace(/^events\//, '') })
      .click();
    await eventually(async () => (await named()).length, 0, 'the unsaved picture is gone', 10_000);
  });

  test('makes a service line from its questions: each problem at its question, its pictures added from the computer', async () => {
    await page.goto(editorUrl());
    await page.getByRole('button', { name: 'New entry (Services)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create' }).click();
    // Nothing answered: each question says so under it, and the first takes the focus.
    await dialog.locator('#new-file-name-problems').getByText('This answer is needed.').waitFor();
    assert.equal(await dialog.locator('#new-name').getAttribute('aria-invalid'), 'true');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'new-file-name');
    const axe = await checkAxe(page);
    assert.equal(axe.violations.length, 0, axe.summary);
    await dialog.locator('#new-file-name').fill('Energía Solar');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog
      .locator('#new-file-name-problems')
      .getByText(/^'Energía Solar' /)
      .waitFor();

    // A required picture is added here, from the computer, into content/assets/services/ as the form adds them.
    const photos = await mkdtemp(path.join(tmpdir(), 'editor-new-photos-'));
    const shot = path.join(photos, 'Planta Solar.JPG');
    await cameraJpeg(shot, { width: 1600, height: 1000 });
    // While a file is on its way, Create waits for it.
    let arrive = () => {};
    const held = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    await page.route('**/_edit/api/upload?*', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.locator('#new-tile-image-src-file').setInputFiles(shot);
    await dialog.locator('#new-tile-image-src-upload').getByText('Uploading…').waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Create' }).isDisabled(), true);
    arrive();
    const pathWritten = (id: string) =>
      page.waitForFunction((field) => (document.getElementById(field) as HTMLInputElement | null)?.value !== '', id);
    await pathWritten('new-tile-image-src');
    await page.unroute('**/_edit/api/upload?*');
    await dialog.locator('#new-items-image-src-file').setInputFiles(shot);
    await pathWritten('new-items-image-src');
    assert.equal(await dialog.getByRole('button', { name: 'Create' }).isDisabled(), false);
    await rm(photos, { recursive: true, force: true });
    assert.equal(await dialog.locator('#new-tile-image-src').inputValue(), '/assets/services/planta-solar.jpg');
    // The same picture twice is one file, named at both.
    assert.equal(await dialog.locator('#new-items-image-src').inputValue(), '/assets/services/planta-solar.jpg');
    const answers: Record<string, string> = {
      'file-name': 'solar',
      name: 'Energía solar',
      summary: 'Plantas solares fotovoltaicas para operaciones aisladas de la red.',
      'tile-image-alt': 'Paneles solares en una planta de montaña',
      'items-image-alt': 'Técnico revisando un inversor solar',
      'items-title1': 'Energía solar',
      'items-title': 'Plantas fotovoltaicas',
      'items-subtitle': 'Energía para sitios remotos',
      'items-description': 'Diseñamos e instalamos plantas solares con almacenamiento.',
      'items-desc1': 'Monitoreo remoto y mantenimiento preventivo.',
      'items-detailed-content-main-title': 'Qué incluye',
      'items-detailed-content-columns-subtitle': 'Alcance',
      'items-detailed-content-columns-text': 'Ingeniería, suministro y puesta en marcha.',
      'items-logos-image': '/assets/brands/actuon.svg',
      'items-logos-alt-text': 'Actuon',
    };
    // What the upload did is said beside its button, for those who do not see the path appear.
    await dialog.locator('#new-tile-image-src-upload').getByText('Added as /assets/services/planta-solar.jpg.').waitFor();
    for (const [flag, value] of Object.entries(answers)) await dialog.locator(`#new-${flag}`).fill(value);
    // An answer changed is no longer the one refused.
    assert.equal(await dialog.locator('#new-file-name-problems').count(), 0);
    assert.equal(await dialog.locator('#new-file-name').getAttribute('aria-invalid'), null);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.locator('#form-heading').filter({ hasText: 'Energía solar' }).waitFor();
    const written = parse(await fileText('services/solar.yaml')) as { tileImage: { src: string }; items: { image: { src: string } }[] };
    assert.equal(written.tileImage.src, '/assets/services/planta-solar.jpg');
    assert.equal(written.items[0]?.image.src, '/assets/services/planta-solar.jpg');
  });

  test("adds a document's PDF from the computer, and its path is written in the field", async () => {
    await openInEditor('downloads/backup-power-substations.yaml');
    const field = page.locator('#field-files\\.1\\.src');
    // A path of content/assets offers to add its file, the button named after the field for screen readers.
    assert.equal(await page.locator('label[for="field-files.1.src-file"]').textContent(), 'Add a file (File)');
    const folder = await mkdtemp(path.join(tmpdir(), 'editor-pdf-'));
    const pdf = path.join(folder, 'Hoja Técnica EN.pdf');
    await cp(path.join(copy.contentDir, 'assets/downloads/backup-power-substations-en.pdf'), pdf);
    await page.locator('#field-files\\.1\\.src-file').setInputFiles(pdf);
    await page.locator('#field-files\\.1\\.src-upload').getByText('Added as /assets/downloads/hoja-tecnica-en.pdf.').waitFor();
    await rm(folder, { recursive: true, force: true });
    assert.equal(await field.inputValue(), '/assets/downloads/hoja-tecnica-en.pdf');
    await save();
    assert.match(await fileText('downloads/backup-power-substations.yaml'), /^ {4}src: \/assets\/downloads\/hoja-tecnica-en\.pdf$/m);
    // site validate reads the PDF it now names (its size, its first page) and finds nothing to say.
    await page.getByText('No problems: site validate accepts this file.').waitFor();
  });

  test('duplicates an entry as a draft, and deletes it after naming the pages it leaves', async () => {
    const event = events[0] ?? '';
    await openInEditor(event);
    await page.getByRole('button', { name: 'Duplicate' }).click();
    const copied = event.replace(/\.yaml$/, '-copy.yaml');
    await page.waitForURL((url) => url.searchParams.get('file') === copied);
    const original = parse(await fileText(event)) as { id: number };
    const duplicate = parse(await fileText(copied)) as { id: number; draft?: boolean };
    assert.equal(duplicate.draft, true);
    assert.notEqual(duplicate.id, original.id);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('/ec/events', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Delete the file' }).click();
    await page.getByText('Choose a file on the left').waitFor();
    assert.equal((await readdir(path.join(copy.contentDir, 'events'))).includes(path.basename(copied)), false);
  });

  test('asks before Duplicate, New entry or Back leave unsaved changes, and keeps them when told to stay', async () => {
    const [first = '', second = ''] = events;
    await openInEditor(first);
    await page
      .locator('nav a')
      .filter({ hasText: second.replace(/^events\//, '') })
      .click();
    await page.waitForURL((url) => url.searchParams.get('file') === second);
    await page.locator('#form-heading').waitFor();
    const secondTitle = (parse(await fileText(second)) as { title: { es: string } }).title.es;
    const typed = 'Título escrito y aún sin guardar';
    await page.locator('#field-title\\.es').fill(typed);
    const asked: string[] = [];
    const answerEachQuestion = (accept: boolean) => {
      page.removeAllListeners('dialog');
      page.on('dialog', (dialog) => {
        asked.push(dialog.message());
        void (accept ? dialog.accept() : dialog.dismiss());
      });
    };
    answerEachQuestion(false);
    const eventFiles = async () => (await readdir(path.join(copy.contentDir, 'events'))).sort();
    const before = await eventFiles();
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await page.getByRole('button', { name: 'New entry (Events)' }).click();
    await page.evaluate(() => window.history.back());
    await eventually(async () => asked.length, 3, 'each of the three asked', 10_000);
    assert.deepEqual(new Set(asked), new Set([editorTexts(['en']).texts.leaveUnsaved]));
    assert.equal(await page.getByRole('dialog').count(), 0, 'no New entry dialog');
    assert.deepEqual(await eventFiles(), before, 'nothing duplicated');
    await eventually(
      async () => new URL(page.url()).searchParams.get('file') ?? '',
      second,
      'the address names the open file again',
      10_000,
    );
    assert.equal(await page.locator('#field-title\\.es').inputValue(), typed, 'what was typed is still there');
    answerEachQuestion(true);
    await page.evaluate(() => window.history.back());
    await page.waitForURL((url) => url.searchParams.get('file') === first);
    await page
      .locator('#form-heading')
      .filter({ hasText: (parse(await fileText(first)) as { title: { es: string } }).title.es })
      .waitFor();
    page.removeAllListeners('dialog');
    assert.doesNotMatch(await fileText(second), new RegExp(typed), 'nothing of it was saved');
    // Forward, too: told to stay, the address goes back to the open file; told to leave, the next file opens.
    await page.locator('#field-title\\.es').fill(typed);
    answerEachQuestion(false);
    await page.evaluate(() => window.history.forward());
    await eventually(async () => asked.length, 5, 'Forward asked', 10_000);
    await eventually(
      async () => new URL(page.url()).searchParams.get('file') ?? '',
      first,
      'the address names the open file again',
      10_000,
    );
    assert.equal(await page.locator('#field-title\\.es').inputValue(), typed);
    answerEachQuestion(true);
    await page.evaluate(() => window.history.forward());
    await page.waitForURL((url) => url.searchParams.get('file') === second);
    await page.locator('#form-heading').filter({ hasText: secondTitle }).waitFor();
    // Back over the skip link's own entry (#form-heading) stays in the file: nothing is asked, nothing reopened.
    await page.locator('#field-title\\.es').fill(typed);
    await page.getByRole('link', { name: 'Skip to the open file' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.hash === '#form-heading');
    await page.evaluate(() => window.history.back());
    await page.waitForURL((url) => url.hash === '' && url.searchParams.get('file') === second);
    await page.waitForTimeout(500);
    assert.equal(asked.length, 6, 'only the questions before');
    assert.equal(await page.locator('#field-title\\.es').inputValue(), typed, 'the form as it was');
    page.removeAllListeners('dialog');
  });

  test('edits a text with the keyboard alone', async () => {
    const event = events[2] ?? events[0] ?? '';
    const heading = (parse(await fileText(event)) as { title: { es: string } }).title.es;
    await page.goto(editorUrl());
    await page.locator('nav a').first().waitFor();
    const focusedText = () =>
      page.evaluate(() => (document.activeElement?.tagName === 'A' ? (document.activeElement.textContent ?? '') : ''));
    for (let presses = 0; presses < 120 && !(await focusedText()).includes(heading); presses++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator('#form-heading').filter({ hasText: heading }).waitFor();
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
    for (let presses = 0; presses < 60 && (await focusedId()) !== 'field-title.en'; presses++) await page.keyboard.press('Tab');
    assert.equal(await focusedId(), 'field-title.en');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Technical visit, typed with the keyboard');
    await page.keyboard.press('Control+s');
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    assert.match(await fileText(event), /en: Technical visit, typed with the keyboard/);
  });

  test('finds a file by what is typed, and skips from the top of the page to the open file', async () => {
    const event = events[2] ?? events[0] ?? '';
    const stem = path.basename(event, '.yaml');
    await page.goto(editorUrl());
    await page.locator('nav a').first().waitFor();
    await page.getByLabel('Find a file').fill(stem.toUpperCase());
    await page.locator('#files-find-count').getByText('1 file').waitFor();
    assert.deepEqual(await page.locator('nav a .file-path').allTextContents(), [event]);
    // From the field, past its kind's New entry button, to the one file left.
    for (let presses = 0; presses < 5 && (await page.evaluate(() => document.activeElement?.tagName)) !== 'A'; presses++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator('#form-heading').waitFor();
    await page.getByLabel('Find a file').fill('no file is called this');
    await page.locator('#files-find-count').getByText('No file has this in its title or name.').waitFor();
    assert.equal(await page.locator('nav a').count(), 0);
    await page.getByLabel('Find a file').fill('');
    await page.goto(editorUrl(event));
    await page.locator('#form-heading').waitFor();
    // The first stop of Tab on the page, shown once it has the focus, and it leads to the form.
    const first = await page.evaluate(() => document.querySelector('a[href], button, input, select, textarea')?.textContent);
    assert.equal(first, 'Skip to the open file');
    const skip = page.getByRole('link', { name: 'Skip to the open file' });
    await skip.focus();
    assert.ok(((await skip.boundingBox())?.y ?? -1) >= 0, 'in sight when focused');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'form-heading');
  });

  test('shows the changes since the last commit and commits them', async () => {
    await page.goto(editorUrl());
    await page.getByRole('button', { name: 'Changes' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Technical visit, typed with the keyboard').waitFor();
    assert.equal((await checkAxe(page)).violations.length, 0, (await checkAxe(page)).summary);
    await dialog.getByLabel('What did you change?').fill('Hannover title in German, a new fair, a visit in English');
    await dialog.getByRole('button', { name: 'Commit' }).click();
    await dialog.getByText(/^Committed as [0-9a-f]+\.$/).waitFor();
    const { stdout } = await git(['log', '-1', '--format=%s']);
    assert.equal(stdout.trim(), 'Hannover title in German, a new fair, a visit in English');
    assert.equal((await git(['status', '--porcelain', '--', 'content'])).stdout, '');
  });

  test('has no axe violation with an entry open, and no error on its page', async () => {
    const before = pageProblems(page).length;
    await openInEditor(events[1] ?? '');
    await page.waitForLoadState('networkidle');
    const { violations, summary } = await checkAxe(page);
    assert.equal(violations.length, 0, summary);
    assert.deepEqual(pageProblems(page).slice(before), []);
  });

  test("on a phone's width the open file takes the whole screen, and the files are one button away", async () => {
    await openInEditor('services/oil.yaml');
    const files = page.getByRole('navigation', { name: 'Kinds of content' });
    const toggle = page.getByRole('button', { name: 'Files' });
    assert.ok((await files.isVisible()) && !(await toggle.isVisible()), 'on a laptop the files stay beside the form, with no button');
    await page.setViewportSize({ width: 375, height: 800 });
    try {
      assert.equal(await files.isVisible(), false, 'the list of files gives its place to the open file');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      // Nothing wider than the screen: the form and its fields use its width instead of a strip beside the files,
      // and a text's languages stand one under another rather than in columns of a dozen characters.
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        field: document.getElementById('field-name.es')?.getBoundingClientRect().width ?? 0,
      }));
      assert.equal(widths.page, 375);
      assert.ok(widths.field >= 280, `the Spanish name's field is ${widths.field} px wide`);
      await toggle.focus();
      await page.keyboard.press('Enter');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      await files.getByRole('link', { name: /cases\/oil\.yaml/ }).click();
      await page.locator('.file-path', { hasText: 'content/cases/oil.yaml' }).waitFor();
      assert.equal(await files.isVisible(), false, 'the chosen file takes the screen again');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      // A list of pictures puts each thumbnail above its fields, which beside it went past the screen.
      await openInEditor(events[0] ?? '');
      await page.locator('.list-item-picture').first().waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  test("speaks the browser's language", async () => {
    const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });
    const german = await context.newPage();
    await german.goto(editorUrl(events[0]));
    await german.getByRole('heading', { name: 'Inhaltseditor' }).waitFor();
    await german.getByRole('button', { name: 'Speichern' }).waitFor();
    assert.equal(await german.locator('html').getAttribute('lang'), 'de');
    await german.locator('label[for="field-title.de"]').getByText('Deutsch').waitFor();
    // The fields' names and descriptions, written in English in the schemas, are shown in German (field-texts/de.ts).
    assert.equal(await german.locator('#field-title > legend').textContent(), germanFields.Title);
    assert.equal(await german.locator('#field-title-hint').textContent(), germanFields['Title of the event.']);
    assert.notEqual(germanFields['Title of the event.'], 'Title of the event.');
    // A closed list shows each value with its label from the site's German UI texts, then the value it writes.
    const { categories } = (parse(await fileText('translations/de.yaml')) as { events: { categories: Record<string, string> } }).events;
    const labelled = Object.entries(categories).map(([value, label]) => `${label} (${value})`);
    assert.deepEqual((await german.locator('#field-category option').allTextContents()).sort(), [...labelled].sort());
    // The validator's problem at a field is said in German, from the words site validate fills in English.
    const saved = await fileText(events[0] ?? '');
    const original = await german.locator('#field-date').inputValue();
    await german.locator('#field-date').fill('2025-02-30');
    const unsaved = new Map([[path.join(copy.contentDir, events[0] ?? ''), saved.replace(`date: ${original}`, 'date: 2025-02-30')]]);
    const { problems } = await loadContent(copy.contentDir, { preview: true, unsaved });
    const expected = problems.find((problem) => problem.file === `content/${events[0]}` && problem.severity === 'error');
    assert.ok(expected?.words, 'site validate words the date');
    const inGerman = editorTexts(['de']).problemText(expected);
    assert.match(inGerman, /Februar 2025 hat 28 Tage; gefunden: der Text '2025-02-30'/);
    await german.locator('#field-date-problems').getByText(inGerman).waitFor();
    await german.locator('#field-date').fill(original);
    await german.getByText(editorTexts(['de']).texts.noProblems).waitFor();
    // A file refused by the upload route is said in German too.
    await german.locator('#field-images\\.0\\.src-file').setInputFiles({
      name: 'foto.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('not a photo'),
    });
    await german
      .getByRole('alert')
      .getByText("Die Datei 'foto.jpg' ist kein JPEG-, PNG-, WebP- oder AVIF-Bild: Exportieren Sie sie als JPEG (Fotos) oder PNG (Logos).")
      .waitFor();
    // The kinds are named in it too, as declared (schemas/collections.ts), and the new entry's dialog with them.
    await german.getByRole('heading', { level: 2, name: 'Oberflächentexte' }).waitFor();
    // The date typed and put back is still a change until saved: leaving the file for a new entry asks, in German.
    const question = new Promise<string>((resolve) =>
      german.once('dialog', (leave) => {
        resolve(leave.message());
        void leave.accept();
      }),
    );
    await german.getByRole('button', { name: 'Neuer Eintrag (Veranstaltungen)' }).click();
    assert.equal(await question, editorTexts(['de']).texts.leaveUnsaved);
    const dialog = german.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Neuer Eintrag: Veranstaltungen' }).waitFor();
    // Its questions too, each naming the language its answer is written in.
    await dialog.getByLabel(`${germanFields['Short text for the card']} (Spanisch)`, { exact: true }).waitFor();
    assert.deepEqual((await dialog.locator('#new-category option').allTextContents()).slice(1).sort(), [...labelled].sort());
    // A wrong answer is said in German too, from the words site new says it with.
    await dialog.locator('#new-date').fill('2026-02-30');
    await dialog.getByRole('button', { name: 'Anlegen' }).click();
    await dialog
      .locator('#new-date-problems')
      .getByText("'2026-02-30' ist als YYYY-MM-DD geschrieben, aber kein Tag des Kalenders: Februar 2026 hat 28 Tage.")
      .waitFor();
    await context.close();
  });

  test('opens a file YAML cannot read with where to fix it, in Spanish, and its form once it is fixed', async () => {
    const file = events[2] ?? '';
    const saved = await fileText(file);
    const line = saved.split('\n').findIndex((text) => /^\s+en: /.test(text)) + 1;
    await writeFile(path.join(copy.contentDir, file), saved.replace(/^(\s+)en: /m, '$1 en: '));
    const context = await browser.newContext({ locale: 'es-EC', viewport: { width: 1280, height: 900 } });
    const spanish = await context.newPage();
    try {
      await spanish.goto(editorUrl(file));
      const { texts } = editorTexts(['es']);
      const why = spanish.locator('.message-error').filter({ hasText: texts.notReadable });
      await why.waitFor({ timeout: 30_000 });
      await why
        .getByText(
          `${texts.line} ${line}: El archivo no es YAML válido: Esta línea tiene una sangría de 3 espacios, pero el campo de arriba tiene 2 espacios`,
        )
        .waitFor();
      // Nothing to save, mark or copy: the form would show values YAML could not read.
      assert.equal(await spanish.getByRole('button', { name: texts.save, exact: true }).count(), 0);
      assert.equal(await spanish.getByRole('button', { name: texts.duplicate, exact: true }).count(), 0);
      assert.equal(await spanish.locator('#field-title').count(), 0);
      await writeFile(path.join(copy.contentDir, file), saved);
      await why.getByRole('button', { name: texts.openAgain }).click();
      await spanish.locator('#field-title').waitFor();
      await spanish.getByRole('button', { name: texts.save, exact: true }).waitFor();
    } finally {
      await writeFile(path.join(copy.contentDir, file), saved);
      await context.close();
    }
  });

  test('refuses another origin, paths outside content/ and files over the limits', async () => {
    const event = events[0] ?? '';
    const { data, version } = await openedFile(event);
    const put = (origin: string) =>
      fetch(`${dev.origin}/_edit/api/file`, {
        method: 'PUT',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ path: event, version, data }),
      });
    assert.equal((await put('http://evil.example')).status, 403);
    assert.equal((await put(dev.origin)).status, 200);
    const get = (relative: string) => fetch(`${dev.origin}/_edit/api/file?path=${encodeURIComponent(relative)}`);
    assert.equal((await get('../package.json')).status, 403);
    assert.equal((await get('events/../../package.json')).status, 403);
    assert.equal((await get('/etc/hosts')).status, 403);
    const outside = path.join(copy.root, 'outside.yaml');
    await writeFile(outside, 'id: 1\n');
    await symlink(outside, path.join(copy.contentDir, 'events', 'linked.yaml'));
    assert.equal((await get('events/linked.yaml')).status, 403);
    await rm(path.join(copy.contentDir, 'events', 'linked.yaml'));
    const upload = (bytes: number, origin = dev.origin) =>
      fetch(`${dev.origin}/_edit/api/upload?folder=events&name=huge.jpg`, {
        method: 'POST',
        headers: { origin },
        body: new Uint8Array(bytes),
      });
    assert.equal((await upload(mediaLimits.photoBytes + 1)).status, 413);
    assert.equal((await upload(10, 'http://evil.example')).status, 403);
    assert.equal((await readdir(path.join(copy.contentDir, 'assets', 'events'))).includes('huge.jpg'), false);
    // The project folder is Vite's root: the contact outbox in it (visitors' messages) is never served.
    const outbox = path.join(projectRoot, 'data', `editor-test-${process.pid}.sqlite`);
    await mkdir(path.dirname(outbox), { recursive: true });
    await writeFile(outbox, 'SQLite format 3\0');
    try {
      const served = await fetch(`${dev.origin}/data/${path.basename(outbox)}`);
      assert.equal(served.status, 403);
      const fromAnotherPort = await fetch(`${dev.origin}/renderer/editor/main.tsx`, { headers: { origin: 'http://localhost:8080' } });
      assert.equal(fromAnotherPort.headers.get('access-control-allow-origin'), null);
    } finally {
      await rm(outbox);
    }
  });

  test('saving every kind of file unchanged leaves it byte-identical', async () => {
    const listing = (await (await fetch(`${dev.origin}/_edit/api/files`)).json()) as { kinds: { files: { path: string }[] }[] };
    const oneOfEach = listing.kinds.map((kind) => kind.files[0]?.path).filter((file): file is string => Boolean(file));
    assert.ok(oneOfEach.length >= 8);
    for (const relative of oneOfEach) {
      const before = await fileText(relative);
      const response = await fetch(`${dev.origin}/_edit/api/file`, {
        method: 'PUT',
        headers: { origin: dev.origin, 'content-type': 'application/json' },
        body: JSON.stringify({ path: relative, version: (await openedFile(relative)).version, data: parse(before) }),
      });
      assert.equal(response.status, 200, relative);
      assert.equal(await fileText(relative), before, relative);
    }
  });

  test('is no part of the built site', async () => {
    const built = await readdir(defaultDistDir, { recursive: true }).catch(() => undefined);
    assert.ok(built, `build the site first (${defaultDistDir})`);
    assert.deepEqual(
      built.filter((name) => /_edit|renderer[/\\]editor/.test(name)),
      [],
    );
    const scripts = built.filter((name) => name.endsWith('.js'));
    for (const script of scripts) {
      assert.doesNotMatch(await readFile(path.join(defaultDistDir, script), 'utf8'), /\/_edit\/api|Inhaltseditor/, script);
    }
  });
});
