import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closePage, newPage, waitForHydration } from './support/browser.ts';
import { layoutShifts, recordLayoutShifts } from './support/layout-shift.ts';
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
        loaded: document.fonts.check('600 16px "IBM Plex Sans"', 'Überblick für Öl und Gas'),
      }));
      assert.match(rendered.family, /^"IBM Plex Sans"/);
      assert.ok(rendered.loaded, 'IBM Plex Sans is loaded for German text');
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
