import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { devViteCacheDir } from '../cli/dev-vite-cache.ts';
import { settleAll } from '../generator/outputs/settle-all.ts';
import { closePage, launchBrowser, newPage, waitForHydration } from './support/browser.ts';
import { type ContentCopy, copyContent } from './support/content-fixture.ts';
import { type DevProcess, startDev } from './support/dev-server.ts';

/**
 * `site dev` as an editor uses it: a page open in the browser follows the YAML files as they are saved, without
 * a reload, and a mistake shows over the page with file:line:col instead of stopping the server.
 */
let copy: ContentCopy;
let dev: DevProcess;
let browser: Browser;
let page: Page;
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
  page = await newPage(browser);
  // The first visit lets Vite prepare its dependencies, which may reload the page once; the second is the editor's.
  await page.goto(`${dev.origin}/ec/events`);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.goto(`${dev.origin}/ec/events`);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
});

after(async () => {
  if (page) await closePage(page);
  await browser?.close();
  await dev?.stop();
  await copy?.remove();
});

/** Set on the open page: a full reload would lose it. */
async function markPage(): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { siteDevMark: boolean }).siteDevMark = true;
  });
}
/** How long a save may take to show: generous, for a machine busy with other tests (the bench measures the speed). */
const followTimeout = 20_000;

/** On a timeout, what site dev logged tells a missed save from a page that did not refresh. */
const withLog = (waiting: Promise<void>) =>
  waiting.catch((error: Error) => {
    throw new Error(`${error.message}\nsite dev printed:\n${dev.output().split('\n').slice(-30).join('\n')}`);
  });
const stillSamePage = () => page.evaluate(() => (window as unknown as { siteDevMark?: boolean }).siteDevMark === true);

/**
 * Until site dev has printed nothing for a second: the saves of a test before may still be arriving, and each one
 * puts a new body into every open page (renderer/+client.ts), the page a test is measuring included.
 */
async function devSettled(): Promise<void> {
  for (let printed = dev.output(); ; ) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (dev.output() === printed) return;
    printed = dev.output();
  }
}

describe('site dev', () => {
  test('shows an edited event title on the open page without reloading it', async () => {
    const title = 'Tecnandes presenta su nuevo centro de soporte en Quito';
    assert.equal(await page.getByText(title).count(), 0);
    await markPage();
    const saved = performance.now();
    await copy.editYaml(eventFile, (doc) => doc.setIn(['title', 'es'], title));
    await page.getByRole('heading', { name: title }).waitFor({ timeout: followTimeout });
    const elapsed = performance.now() - saved;
    assert.ok(await stillSamePage(), 'the page was updated in place, not reloaded');
    process.stdout.write(`# save to updated page: ${Math.round(elapsed)} ms\n`);
  });

  test("bundles the page's dependencies into its content folder's own cache, apart from any other site dev", async () => {
    const cache = await devViteCacheDir(copy.contentDir);
    assert.ok(existsSync(path.join(cache, 'deps', '_metadata.json')), `site dev's dependencies are in ${cache}`);
  });

  test('shows a content error as an overlay with file:line:col, keeps serving, and clears it once fixed', async () => {
    await markPage();
    await copy.editYaml(eventFile, (doc) => doc.set('date', 'next Tuesday'));
    const line = await copy.lineOf(eventFile, /^date:/);
    const overlay = page.locator('vite-error-overlay');
    await overlay.waitFor({ timeout: followTimeout });
    assert.match(await overlay.locator('.file').innerText(), new RegExp(`${copy.file(eventFile).replaceAll('.', '\\.')}:${line}:1$`));
    assert.match(
      await overlay.locator('.message-body').innerText(),
      /'date' must be a date written YYYY-MM-DD, like 2025-11-20; found the text 'next Tuesday'/,
    );
    assert.match(await overlay.locator('.frame').innerText(), /> *\d+ \| date: next Tuesday/);
    const shown = await overlay.locator('.window').innerText();
    assert.doesNotMatch(shown, /\[plugin:/, 'no bundler jargon');
    assert.doesNotMatch(shown, /fix the code|server\.hmr\.overlay|vite\.config/, "no advice for developers (Vite's tip)");
    assert.match(shown, /the page behind this message shows the last valid content \(Esc hides this message, not the error\)/);

    const response = await page.request.get(`${dev.origin}/ec/events`);
    assert.equal(response.status(), 200, 'the server still answers with the last valid content');

    // Esc hides the message, never the fact that the page is out of date: a notice says so and shows it again.
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached', timeout: followTimeout });
    const notice = page.getByRole('alert', { name: 'Content error' });
    await notice.getByText('this page shows the last valid content until the error is fixed and saved').waitFor({ timeout: followTimeout });
    // A page opened meanwhile is shown the error as it connects; the page whose editor hid it keeps it hidden.
    const other = await newPage(browser);
    try {
      await other.goto(`${dev.origin}/ec/events`);
      await other.locator('vite-error-overlay').waitFor({ timeout: followTimeout });
      // Time for a message sent to every page at that connection to arrive here too.
      await page.waitForTimeout(1000);
      assert.equal(await overlay.count(), 0, 'the message stays hidden where Esc hid it');
    } finally {
      await closePage(other);
    }
    await notice.getByRole('button', { name: 'Show the error' }).click();
    await overlay.waitFor({ timeout: followTimeout });
    assert.equal(await notice.count(), 0, 'the notice gives way to the error it stands for');
    await page.keyboard.press('Escape');
    await notice.waitFor({ timeout: followTimeout });

    await copy.editYaml(eventFile, (doc) => doc.set('date', '2025-05-20'));
    await notice.waitFor({ state: 'detached', timeout: followTimeout });
    assert.equal(await overlay.count(), 0);
    assert.ok(await stillSamePage(), 'the fix updated the page in place');
  });

  test('follows a file through every save style: write-then-rename, sed -i, vim backup mode, delete and re-create, then a plain write', async () => {
    const file = path.join(copy.contentDir, eventFile);
    const retitle = async (title: string) => {
      const text = await readFile(file, 'utf8');
      return text.replace(/^title:\n {2}es: .*$/m, `title:\n  es: "${title}"`);
    };
    const saves: Array<[string, (title: string) => Promise<void>]> = [
      [
        'JetBrains safe write',
        async (title) => {
          const text = await retitle(title);
          await writeFile(`${file}___jb_tmp___`, text);
          await rename(file, `${file}___jb_old___`);
          await rename(`${file}___jb_tmp___`, file);
          await unlink(`${file}___jb_old___`);
        },
      ],
      [
        'sed -i',
        async (title) => {
          await promisify(execFile)('sed', ['-i', `0,/^  es: .*/s//  es: "${title}"/`, file]);
        },
      ],
      [
        'vim backup mode',
        async (title) => {
          // vim's default: the original is renamed to its backup, the buffer written as a new file, the backup removed.
          const text = await retitle(title);
          await rename(file, `${file}~`);
          await writeFile(file, text);
          await unlink(`${file}~`);
        },
      ],
      [
        'delete and re-create',
        async (title) => {
          const text = await retitle(title);
          await unlink(file);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await writeFile(file, text);
        },
      ],
      ['plain write', async (title) => writeFile(file, await retitle(title))],
    ];
    for (const [style, save] of saves) {
      const title = `Jornada técnica guardada con ${style}`;
      await save(title);
      await withLog(page.getByRole('heading', { name: title }).waitFor({ timeout: followTimeout }));
    }
  });

  test('follows new, removed and moved files and a folder removed and created again, on the open page', async () => {
    const events = path.join(copy.contentDir, 'events');
    const source = path.join(copy.contentDir, eventFile);
    const heading = (title: string) => page.getByRole('heading', { name: title, exact: true });
    const shows = (title: string) => withLog(heading(title).waitFor({ timeout: followTimeout }));
    const hides = (title: string) => withLog(heading(title).waitFor({ state: 'detached', timeout: followTimeout }));
    await markPage();

    // A new file: an event with its own id and title.
    const added = path.join(events, '2025-zz-nuevo-evento.yaml');
    const newTitle = 'Nuevo evento creado como archivo aparte';
    const text = await readFile(source, 'utf8');
    await writeFile(added, text.replace(/^id: .*$/m, 'id: 99').replace(/^title:\n {2}es: .*$/m, `title:\n  es: "${newTitle}"`));
    await shows(newTitle);

    // Moved out of the content folder, then back in.
    const parked = path.join(copy.root, 'parked.yaml');
    await rename(added, parked);
    await hides(newTitle);
    await rename(parked, added);
    await shows(newTitle);

    // Removed.
    await unlink(added);
    await hides(newTitle);

    // The whole folder removed, then created again file by file with one title changed.
    const saved = path.join(copy.root, 'events-saved');
    const firstTitle = String(/^title:\n {2}es: "?(.*?)"?$/m.exec(await readFile(source, 'utf8'))?.[1]);
    await rename(events, saved);
    await mkdir(events);
    const recreatedTitle = 'Evento escrito de nuevo en una carpeta nueva';
    for (const name of await readdir(saved)) {
      const original = await readFile(path.join(saved, name), 'utf8');
      const content =
        name === path.basename(source) ? original.replace(/^title:\n {2}es: .*$/m, `title:\n  es: "${recreatedTitle}"`) : original;
      await writeFile(path.join(events, name), content);
    }
    await shows(recreatedTitle);
    assert.equal(await heading(firstTitle).count(), 0);
    await rm(saved, { recursive: true });
    assert.ok(await stillSamePage(), 'every change updated the page in place');
  });

  test('sets the preview in the brand typeface, as the built site is', async () => {
    const preview = await newPage(browser);
    try {
      const fonts: Array<{ url: string; status: number }> = [];
      preview.on('response', (response) => {
        if (response.request().resourceType() === 'font') fonts.push({ url: response.url(), status: response.status() });
      });
      await devSettled();
      await preview.goto(`${dev.origin}/ec/de/about`);
      await waitForHydration(preview);
      await preview.evaluate(() => document.fonts.ready);

      // Every stylesheet the page links, the one declaring the brand face among them (a virtual module in development).
      const links = await preview
        .locator('link[rel="stylesheet"]')
        .evaluateAll((elements) => elements.map((link) => (link as HTMLLinkElement).href));
      const stylesheets = await Promise.all(
        links.map(async (href) => {
          const response = await preview.request.get(href);
          return { href, status: response.status(), text: await response.text() };
        }),
      );
      assert.deepEqual(
        stylesheets.filter(({ status }) => status !== 200).map(({ href, status }) => `${status} ${href}`),
        [],
        'every stylesheet the page links answers',
      );
      assert.ok(
        stylesheets.some(({ text }) => /@font-face\s*{[^}]*font-family:\s*"?IBM Plex Sans"?;[^}]*url\(/.test(text)),
        'a stylesheet declares the IBM Plex Sans face',
      );
      assert.ok(fonts.length > 0, 'the page loads a font file');
      assert.deepEqual(
        fonts.filter(({ url, status }) => status !== 200 || !url.startsWith(`${dev.origin}/_app/fonts/`)),
        [],
        'every font file comes from the development server',
      );

      // Found and measured in one task of the page, so no new body can come between them and detach the heading.
      const rendered = await preview.evaluate(() => {
        const heading = document.querySelector('h1');
        return {
          family: heading ? getComputedStyle(heading).fontFamily : 'the page has no h1',
          loaded: [...document.fonts].some((face) => face.family.replaceAll('"', '') === 'IBM Plex Sans' && face.status === 'loaded'),
        };
      });
      assert.match(rendered.family, /^"IBM Plex Sans"/);
      assert.ok(rendered.loaded, 'a face of IBM Plex Sans is loaded');
      // The face the browser actually drew the heading with, not only the one the style asks for.
      const devtools = await preview.context().newCDPSession(preview);
      await devtools.send('DOM.enable');
      await devtools.send('CSS.enable');
      const { root } = await devtools.send('DOM.getDocument');
      const { nodeId } = await devtools.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
      const { fonts: drawn } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
      assert.deepEqual(
        drawn.map((font) => font.familyName),
        ['IBM Plex Sans'],
      );
    } finally {
      await closePage(preview);
    }
  });

  test('answers the contact endpoint as site serve does', async () => {
    const response = await page.request.post(`${dev.origin}/api/send-email`, { data: {} });
    assert.equal(response.status(), 400);
    assert.deepEqual(await response.json(), { success: false, error: 'invalid_type' });
  });
});
