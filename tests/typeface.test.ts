import assert from 'node:assert/strict';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import { closePage, newPage, waitForHydration } from './support/browser.ts';
import { layoutShifts, recordLayoutShifts } from './support/layout-shift.ts';
import { defaultDistDir } from './support/site-server.ts';
import { registerSiteSuite } from './support/site-suite.ts';

const suite = registerSiteSuite();

describe('the brand typeface', () => {
  test("comes from the site itself: every font request is to the page's own origin, and the text is set in it", async () => {
    const page = await newPage(suite.browser);
    try {
      const fonts: string[] = [];
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(request.url());
        if (!request.url().startsWith(suite.server.origin) && !request.url().startsWith('data:')) foreign.push(request.url());
      });
      await page.goto(suite.url('ec', 'de', 'about'));
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);
      assert.ok(fonts.length > 0, 'the page loads a font');
      assert.deepEqual(
        fonts.filter((url) => !url.startsWith(`${suite.server.origin}/_app/`)),
        [],
        "every font from the site's own build",
      );
      assert.deepEqual(foreign, [], 'no request to another host');
      const rendered = await page.evaluate(() => ({
        family: getComputedStyle(document.body).fontFamily,
        // check() is also true when no face matches at all, so the faces themselves say whether one was used.
        loaded: document.fonts.check('600 16px "IBM Plex Sans"', 'Überblick für Öl und Gas'),
        used: [...document.fonts].filter((face) => face.family.replaceAll('"', '') === 'IBM Plex Sans' && face.status === 'loaded').length,
      }));
      assert.match(rendered.family, /^"IBM Plex Sans"/);
      assert.ok(rendered.loaded, 'IBM Plex Sans is loaded for German text');
      assert.ok(rendered.used > 0, 'the page draws its text in a face of IBM Plex Sans');
    } finally {
      await closePage(page);
    }
  });

  test('draws the capitals of headings set in capitals by the stylesheet (Í, Ä, Ç) in the brand face too', async () => {
    const page = await newPage(suite.browser);
    try {
      const cdp = await page.context().newCDPSession(page);
      const failures: string[] = [];
      for (const [language, heading] of [
        ['es', 'Síganos'],
        ['de', 'Internationale Präsenz'],
        ['pt', 'Presença internacional'],
      ] as const) {
        await page.goto(suite.url('ec', language, 'about'));
        await page.evaluate(() => document.fonts.ready);
        const element = page.locator('footer').getByText(heading, { exact: true }).first();
        assert.equal(await element.evaluate((node) => getComputedStyle(node).textTransform), 'uppercase', heading);
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
        const marker = `typeface-${language}`;
        await element.evaluate((node, id) => node.setAttribute('data-probe', id), marker);
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-probe="${marker}"]` });
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        const others = fonts.filter((font) => !font.familyName.startsWith('IBM Plex Sans'));
        if (others.length > 0) failures.push(`${heading}: ${others.map((font) => `${font.glyphCount} in ${font.familyName}`).join(', ')}`);
      }
      assert.deepEqual(failures, []);
    } finally {
      await closePage(page);
    }
  });

  for (const pageName of ['home', 'about', 'contact']) {
    test(`${pageName}: a font that arrives after the first paint moves nothing (CLS 0): the page keeps its metric-matched fallback`, async () => {
      const page = await newPage(suite.browser, { viewport: { width: 1280, height: 900 } });
      try {
        // Hold the font back until the page has been painted in the fallback.
        await page.route('**/*.woff2', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          await route.continue();
        });
        await recordLayoutShifts(page);
        // Not waiting for 'load': the preloaded font, held back, is part of it.
        await page.goto(suite.url('ec', 'es', pageName), { waitUntil: 'domcontentloaded' });
        const swapped = await page.evaluate(async () => {
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const before = document.fonts.check('16px "IBM Plex Sans"');
          await document.fonts.ready;
          await new Promise((resolve) => setTimeout(resolve, 2_000));
          return { before, family: getComputedStyle(document.body).fontFamily };
        });
        assert.equal(swapped.before, false, 'painted first without the brand font');
        assert.match(
          swapped.family,
          /"IBM Plex Sans Fallback: Arial", "IBM Plex Sans Fallback: Roboto", "IBM Plex Sans Fallback: DejaVu Sans"/,
        );
        const shifts = await layoutShifts(page);
        assert.equal(shifts.score, 0, `layout shifts on the font swap:\n${shifts.report}`);
      } finally {
        await closePage(page);
      }
    });
  }
});

/** Text a page draws: its text nodes and its fields' placeholders, entities decoded. */
function drawnText(html: string): string {
  const body = html.replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ');
  const placeholders = [...body.matchAll(/\splaceholder="([^"]*)"/g)].map((match) => match[1] ?? '');
  const text = body.replace(/<[^>]*>/g, ' ');
  return [text, ...placeholders]
    .join(' ')
    .replace(/&#x([\da-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(
      /&(amp|lt|gt|quot|apos|nbsp);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' })[name] ?? '',
    );
}

/** `U+0000-00FF, U+0131, U+20??` as code point ranges. */
function unicodeRanges(declaration: string): [number, number][] {
  return [...declaration.matchAll(/U\+([\dA-F?]+)(?:-([\dA-F]+))?/gi)].map(([, from = '0', to]) => [
    Number.parseInt(from.replaceAll('?', '0'), 16),
    Number.parseInt(to ?? from.replaceAll('?', 'F'), 16),
  ]);
}
describe('the preloaded Latin face, cut to what the site prints', () => {
  test('has a glyph for every character of its unicode-range that any page draws, and is smaller than the whole face', async () => {
    const clientDir = path.join(defaultDistDir, 'client');
    const files = await readdir(clientDir, { recursive: true });
    const pages = files.filter((file) => file.endsWith('.html'));
    const home = await readFile(path.join(clientDir, 'ec', 'home', 'index.html'), 'utf8');
    const preloaded = /<link rel="preload" href="([^"]+\.woff2)"/.exec(home)?.[1];
    assert.ok(preloaded, 'the page preloads a font');
    const stylesheet = files.find((file) => /^_app\/static\/style\.[\w-]+\.css$/.test(file.replaceAll(path.sep, '/')));
    assert.ok(stylesheet, 'the site stylesheet');
    const css = await readFile(path.join(clientDir, stylesheet), 'utf8');
    const face = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1] ?? '').find((rule) => rule.includes(preloaded));
    assert.ok(face, 'the stylesheet declares the preloaded face');
    const ranges = unicodeRanges(/unicode-range:([^;}]*)/.exec(face)?.[1] ?? '');
    assert.ok(ranges.length > 0, 'the face has a unicode-range');

    const font = fontkit.create(await readFile(path.join(clientDir, preloaded))) as fontkit.Font;
    const drawn = new Set<string>();
    for (const file of pages) for (const character of drawnText(await readFile(path.join(clientDir, file), 'utf8'))) drawn.add(character);
    const inFace = [...drawn].filter((character) => {
      const codePoint = character.codePointAt(0) ?? 0;
      return codePoint > 0x20 && ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
    });
    assert.ok(inFace.length > 90, `the pages draw many characters of the face (${inFace.length})`);
    assert.deepEqual(
      inFace.filter((character) => !font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0)),
      [],
      'no character of the pages falls out of the cut',
    );
    const whole = await readFile(
      fileURLToPath(import.meta.resolve('@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2')),
    );
    const cut = (await stat(path.join(clientDir, preloaded))).size;
    assert.ok(cut < whole.length * 0.7, `the cut face (${cut} B) is well under the whole one (${whole.length} B)`);
    assert.deepEqual(
      { min: font.variationAxes.wght?.min, max: font.variationAxes.wght?.max },
      { min: 400, max: 700 },
      'the weights the design uses, and no others',
    );
  });
});
