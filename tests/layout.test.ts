import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closePage, newPage, waitForHydration } from './support/browser.ts';
import { checkLayout, dashLineStarts, settleAfterResize } from './support/layout-checks.ts';
import { layoutShifts, recordLayoutShifts } from './support/layout-shift.ts';
import { type Language, languages, pathOf, type RegionFacts, regionById, regionIds } from './support/site-server.ts';
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

describe('text at 200 % (WCAG 1.4.4)', () => {
  test("with the browser's text size doubled, a 1280 px window gets the layout of a 640 px one for every template (German), and it holds", async () => {
    const region = suite.site.regions.find((candidate) => candidate.id === 'ec');
    assert.ok(region);
    // Its own context: the text size is a setting of the browser's, which a page kept for the next test would keep.
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const failures: string[] = [];
    try {
      const page = await context.newPage();
      const devtools = await context.newCDPSession(page);
      await devtools.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
      for (const template of templatePages(region)) {
        await page.goto(`${suite.server.origin}${pathOf(region, 'de', template.page)}`);
        await page.evaluate(() => document.fonts.ready);
        const menu = await page.locator('header button[aria-controls="mobile-menu"]').isVisible();
        if (!menu) failures.push(`${template.template}: the desktop menu, in one row of double-size words`);
        // Breakpoints at the default text size: the layout of a window of 1280 / 2 px.
        for (const problem of await checkLayout(page, 640))
          failures.push(`${template.template}: ${problem.check}: ${problem.element}: ${problem.detail}`);
      }
    } finally {
      await context.close();
    }
    assert.deepEqual(failures, [], failures.join('\n'));
  });
});

describe('a short window', () => {
  test('at 320 x 256 px (a phone at 400 %) and on a phone held sideways, nothing stays fixed over the content as it scrolls', async () => {
    const region = suite.site.regions.find((candidate) => candidate.id === 'ec');
    assert.ok(region);
    const failures: string[] = [];
    for (const viewport of [
      { width: 320, height: 256 },
      { width: 740, height: 360 },
    ]) {
      const page = await newPage(suite.browser, { viewport });
      try {
        for (const template of ['home', 'contact', `services/${region.services[0]}`]) {
          await page.goto(`${suite.server.origin}${pathOf(region, 'de', template)}`);
          await waitForHydration(page);
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
          await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
          const covered = await page.evaluate(() =>
            [...document.querySelectorAll('body *')]
              .filter((element) => ['fixed', 'sticky'].includes(getComputedStyle(element).position) && element.checkVisibility())
              .map((element) => {
                const box = element.getBoundingClientRect();
                return {
                  element: element.tagName.toLowerCase() + (element.id ? `#${element.id}` : ''),
                  height: Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)),
                };
              })
              .filter(({ height }) => height > 0),
          );
          if (covered.length > 0) failures.push(`${template} at ${viewport.width} x ${viewport.height}: ${JSON.stringify(covered)}`);
        }
      } finally {
        await closePage(page);
      }
    }
    assert.deepEqual(failures, []);
  });
});

describe('printed (A4 width)', () => {
  test('pages print their content whole: every service item front and back, unmirrored; a case in full; the head office; no menus, forms or maps', async () => {
    const region = suite.site.regions.find((candidate) => candidate.id === 'ec');
    assert.ok(region);
    // A context of its own, printing from the start: a kept page (tests/support/page-reuse.ts) loses its emulated
    // media on navigation, and one switched from screen to print after the load is caught in reduced motion's
    // transitions (global.css) from one look to the other.
    const context = await suite.browser.newContext({ viewport: { width: 794, height: 1123 }, reducedMotion: 'reduce' });
    const failures: string[] = [];
    try {
      const page = await context.newPage();
      await page.emulateMedia({ media: 'print' });
      for (const pagePath of [
        ...region.services.map((slug) => `services/${slug}`),
        `cases/${region.cases?.[0]}`,
        'contact',
        `jobs/${region.jobs[0]}`,
      ]) {
        await page.goto(`${suite.server.origin}${pathOf(region, 'de', pagePath)}`);
        await waitForHydration(page);
        const printed = await page.evaluate(() => {
          const shown = (element: Element) => element.checkVisibility();
          return {
            // A card's back face is turned half a turn to lie behind its front: on paper it lay over it, mirrored.
            mirrored: [...document.querySelectorAll('main *')].filter((element) => {
              const { transform } = getComputedStyle(element);
              return transform !== 'none' && new DOMMatrix(transform).m11 < 0;
            }).length,
            // The form's own heading goes with the form.
            hiddenHeadings: [...document.querySelectorAll('main h2, main h3')]
              .filter((heading) => !shown(heading) && !heading.closest('#contact-form'))
              .map((heading) => heading.textContent),
            clamped: [...document.querySelectorAll('main [data-expanded]')].filter(
              (text) => getComputedStyle(text).webkitLineClamp !== 'none',
            ).length,
            screenOnly: [...document.querySelectorAll('header nav, header button, footer nav, #contact-form, main iframe, main button')]
              .filter(shown)
              .map((element) => element.outerHTML.slice(0, 80)),
            reserveBelow: getComputedStyle(document.body).paddingBottom,
            // How to reach the company stays on paper: the footer's head office, in ink on white.
            contactsLeftOut: [document.querySelector('footer section')]
              .filter(
                (contacts) =>
                  !contacts?.checkVisibility() ||
                  [contacts, ...contacts.querySelectorAll('*')].some((part) => getComputedStyle(part).color === 'rgb(255, 255, 255)'),
              )
              .map((contacts) =>
                [contacts, ...(contacts?.querySelectorAll('*') ?? [])]
                  .filter((part) => part && getComputedStyle(part).color === 'rgb(255, 255, 255)')
                  .map((part) => part?.outerHTML.slice(0, 60))
                  .join(' '),
              ),
          };
        });
        for (const [what, value] of Object.entries(printed)) {
          const empty = what === 'reserveBelow' ? value === '0px' : Array.isArray(value) ? value.length === 0 : value === 0;
          if (!empty) failures.push(`${pagePath}: ${what}: ${JSON.stringify(value)}`);
        }
      }
    } finally {
      await context.close();
    }
    assert.deepEqual(failures, []);
  });
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

  test('on a phone a German title may hyphenate a long word, by the language its page declares; other languages and wider screens never', async () => {
    const region = regionById(suite.site, 'ec');
    const page = await newPage(suite.browser, { viewport: { width: 320, height: 800 } });
    try {
      const style = () =>
        page.evaluate(() => ({
          lang: document.documentElement.lang,
          hyphens: getComputedStyle(document.querySelector('h1') ?? document.body).hyphens,
        }));
      await page.goto(`${suite.server.origin}${pathOf(region, 'es', 'privacy')}`);
      assert.deepEqual(await style(), { lang: 'es-EC', hyphens: 'manual' });
      await page.goto(`${suite.server.origin}${pathOf(region, 'de', 'privacy')}`);
      assert.deepEqual(await style(), { lang: 'de', hyphens: 'auto' });
      await page.setViewportSize({ width: 1024, height: 800 });
      assert.deepEqual(await style(), { lang: 'de', hyphens: 'manual' });
    } finally {
      await closePage(page);
    }
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
