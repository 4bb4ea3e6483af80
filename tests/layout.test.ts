import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closePage, newPage, waitForHydration } from './support/browser.ts';
import { checkLayout, dashLineStarts, settleAfterResize } from './support/layout-checks.ts';
import { layoutShifts, recordLayoutShifts } from './support/layout-shift.ts';
import { type Language, languages, pathOf, type RegionFacts, regionIds } from './support/site-server.ts';
import { registerSiteSuite } from './support/site-suite.ts';
import { type TemplatePage, templatePages } from './support/templates.ts';

/**
 * The layout holds at every width in every language (DESIGN.md section 9): no horizontal overflow, the header
 * menu on one line from 1024 px, no clipped text, every control reachable by a click at its centre, one left
 * edge for header, main and footer, no text under 12 px, targets at least 24x24 px (WCAG 2.2, 2.5.8), and nothing
 * moved while the page loaded and hydrated (CLS 0) on every template.
 *
 * Sampled so it runs in a few minutes: the home page (and with it the header) at every width in every language
 * in every region; every other template of every region at four widths, the language turning with the template.
 */
const widths = [320, 360, 390, 768, 1024, 1280, 1440, 1920, 2560];
const suite = registerSiteSuite();

interface Visit {
  region: RegionFacts;
  template: TemplatePage;
  language: Language;
  widths: number[];
}

function visits(regions: RegionFacts[]): Visit[] {
  const list: Visit[] = [];
  for (const region of regions) {
    const pages = templatePages(region);
    pages.forEach((template, index) => {
      if (template.template === 'home') {
        for (const language of languages) list.push({ region, template, language, widths });
        return;
      }
      const language = languages[(index + regions.indexOf(region)) % languages.length] ?? region.defaultLanguage;
      const sample = index % 2 === 0 ? [320, 1024, 1440, 2560] : [360, 768, 1280, 1920];
      list.push({ region, template, language, widths: sample });
    });
  }
  return list;
}

async function failuresOf({ region, template, language, widths: sample }: Visit): Promise<string[]> {
  const path = pathOf(region, language, template.page);
  const page = await newPage(suite.browser, { viewport: { width: sample[0] ?? 1024, height: 900 } });
  const failures: string[] = [];
  try {
    await recordLayoutShifts(page);
    await page.goto(`${suite.server.origin}${path}`);
    if (!template.notFound) await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await layoutShifts(page);
    if (shifts.score > 0) {
      failures.push(
        `${template.template} ${path} at ${sample[0]} px (${language}): layout-shift: CLS ${shifts.score.toFixed(4)}: ${shifts.report}`,
      );
    }
    for (const width of sample) {
      await page.setViewportSize({ width, height: 900 });
      await settleAfterResize(page);
      for (const problem of await checkLayout(page, width)) {
        failures.push(`${template.template} ${path} at ${width} px (${language}): ${problem.check}: ${problem.element}: ${problem.detail}`);
      }
    }
  } finally {
    await closePage(page);
  }
  return failures;
}

describe('layout at every width, in every language', () => {
  for (const regionId of regionIds) {
    test(`every template of ${regionId}`, async () => {
      const region = suite.site.regions.find((candidate) => candidate.id === regionId);
      assert.ok(region, `site.yaml has region ${regionId}`);
      const failures: string[] = [];
      for (const visit of visits([region])) failures.push(...(await failuresOf(visit)));
      assert.deepEqual(failures, [], `${failures.length} layout problem(s):\n${failures.join('\n')}`);
    });
  }
});

describe('typography', () => {
  test("a page's title is one size on every template (the home banner's aside), and from 1024 px larger than any heading under it", async () => {
    const region = suite.site.regions.find((candidate) => candidate.id === 'ec');
    assert.ok(region);
    const page = await newPage(suite.browser, { viewport: { width: 1024, height: 900 } });
    const failures: string[] = [];
    try {
      for (const width of [375, 1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const titleSizes = new Map<string, string>();
        for (const template of templatePages(region)) {
          await page.goto(`${suite.server.origin}${pathOf(region, 'de', template.page)}`);
          const [title, headings] = await page.evaluate(() => [
            Number.parseFloat(getComputedStyle(document.querySelector('h1') ?? document.body).fontSize),
            [...document.querySelectorAll('main h2, main h3')].map((heading) => Number.parseFloat(getComputedStyle(heading).fontSize)),
          ]);
          if (template.template !== 'home') titleSizes.set(template.template, `${title}px`);
          const largest = Math.max(0, ...headings);
          if (width >= 1024 && title <= largest)
            failures.push(`${template.template} at ${width} px: title ${title}px, a heading under it ${largest}px`);
        }
        if (new Set(titleSizes.values()).size > 1)
          failures.push(`at ${width} px the titles differ: ${JSON.stringify(Object.fromEntries(titleSizes))}`);
      }
    } finally {
      await closePage(page);
    }
    assert.deepEqual(failures, []);
  });

  test('a title or a paragraph with a dash never starts a line with it (German offices and About, every width from 360 to 1440 px)', async () => {
    const failures: string[] = [];
    const page = await newPage(suite.browser, { viewport: { width: 1024, height: 900 } });
    try {
      for (const pagePath of ['contact', 'about']) {
        for (const regionId of regionIds) {
          const region = suite.site.regions.find((candidate) => candidate.id === regionId);
          assert.ok(region);
          await page.goto(`${suite.server.origin}${pathOf(region, 'de', pagePath)}`);
          await page.evaluate(() => document.fonts.ready);
          for (let width = 360; width <= 1440; width += 16) {
            await page.setViewportSize({ width, height: 900 });
            for (const element of await dashLineStarts(page)) failures.push(`${page.url()} at ${width} px: ${element}`);
          }
        }
      }
    } finally {
      await closePage(page);
    }
    assert.deepEqual(failures, []);
  });
});
