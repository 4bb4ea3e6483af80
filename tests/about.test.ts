import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { z } from 'zod';
import type { locationSchemas } from '../schemas/location.ts';
import { withAnimatedPage } from './support/animated-page.ts';
import { checkAxe, closePage, eventually, gotoHydrated, newPage } from './support/browser.ts';
import { layoutShifts, recordLayoutShifts } from './support/layout-shift.ts';
import { type Language, type RegionId, readContentYaml, regionIds } from './support/site-server.ts';
import { registerSiteSuite } from './support/site-suite.ts';

// An office as editors wrote it in content/locations/{region}.yaml.
type Office = z.input<ReturnType<typeof locationSchemas>['locationCard']>;

const suite = registerSiteSuite();
const offices = new Map<RegionId, Office[]>();

before(async () => {
  for (const region of regionIds) {
    offices.set(
      region,
      (await readContentYaml<z.input<ReturnType<typeof locationSchemas>['locationsFile']>>(`locations/${region}.yaml`)).offices,
    );
  }
});

const url = (region: RegionId, language: Language) => suite.url(region, language, 'about');
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const timelineEntries = (page: Page) => page.locator('section[aria-labelledby="about-timeline"] ol > li');
const statItems = (page: Page) => page.locator('section[aria-labelledby="about-stats"] li');

/** What a visitor sees of each element: opacity, and whether it is displaced from its place. */
function appearance(page: Page, selector: 'timeline' | 'stats') {
  const items = selector === 'timeline' ? timelineEntries(page) : statItems(page);
  return items.evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      return {
        opacity: Number(style.opacity),
        visible: style.visibility === 'visible',
        moved: style.transform !== 'none' && style.transform !== 'matrix(1, 0, 0, 1, 0, 0)',
      };
    }),
  );
}

/** Below the fold, the items wait faded for the visitor (GSAP arrives just after hydration). */
const fadedUntilSeen = (page: Page, selector: 'timeline' | 'stats') =>
  eventually(async () => (await appearance(page, selector)).every((item) => item.opacity === 0), true, 'hidden until seen', 5_000);

const still = (count: number) => Array.from({ length: count }, () => ({ opacity: 1, visible: true, moved: false }));

describe('the About page content', () => {
  for (const [region, language] of [
    ['ec', 'es'],
    ['pe', 'es'],
    ['br', 'pt'],
    ['ec', 'de'],
  ] as const) {
    test(`${region} in ${language}`, async (t) => {
      const strings = suite.translations[language];
      const { company } = suite.site;
      await withAnimatedPage(suite.browser, url(region, language), {}, async (page) => {
        await t.test('history in three paragraphs, mission and vision', async () => {
          const history = page.locator('section[aria-labelledby="about-history"]');
          assert.equal(await history.locator('h2').innerText(), strings.about.historyTitle);
          assert.deepEqual(
            (await history.locator('p').allInnerTexts()).map(clean),
            company.history.map((paragraph) => clean(paragraph[language])),
          );
          const mission = page.locator('section[aria-labelledby="about-mission"]');
          assert.equal(await mission.locator('h2').innerText(), strings.about.missionTitle);
          assert.equal(clean(await mission.locator('p').innerText()), clean(company.mission[language]));
          const vision = page.locator('section[aria-labelledby="about-vision"]');
          assert.equal(await vision.locator('h2').innerText(), strings.about.visionTitle);
          assert.equal(clean(await vision.locator('p').innerText()), clean(company.vision[language]));
        });

        await t.test('the timeline, every entry oldest first, present and still under reduced motion', async () => {
          const entries = await timelineEntries(page).evaluateAll((items) =>
            items.map((item) => ({
              heading: item.querySelector('h3')?.textContent ?? '',
              text: item.querySelector('p')?.textContent ?? '',
            })),
          );
          assert.deepEqual(
            entries,
            suite.site.timeline.map((entry) => ({ heading: `${entry.year}${entry.text[language]}`, text: clean(entry.subtext[language]) })),
          );
          assert.deepEqual(
            suite.site.timeline.map((entry) => entry.kind),
            ['founded', 'headquarters', 'secondCityOffice', 'support', 'employees', 'thirdCityOffice', 'engineers'],
          );
          await timelineEntries(page).last().scrollIntoViewIfNeeded();
          assert.deepEqual(await appearance(page, 'timeline'), still(7));
        });

        await t.test('three statistics: +50, +1000, +30, present and still', async () => {
          const stats = page.locator('section[aria-labelledby="about-stats"]');
          assert.equal(await stats.locator('h2').innerText(), strings.about.statsTitle);
          assert.deepEqual(
            (await statItems(page).allInnerTexts()).map(clean),
            suite.site.stats.map((stat) => `+${stat.value} ${stat.label[language]}`),
          );
          assert.deepEqual(
            suite.site.stats.map((stat) => stat.value),
            [50, 1000, 30],
          );
          assert.deepEqual(await appearance(page, 'stats'), still(3));
        });

        await t.test('a locations section per country with every office', async () => {
          const section = page.locator('section[aria-labelledby="about-locations"]');
          assert.equal(await section.locator('h2').innerText(), strings.about.locationsTitle);
          const countries = await section.locator('section').evaluateAll((groups) =>
            groups.map((group) => ({
              country: group.querySelector('h3')?.lastChild?.textContent ?? '',
              offices: [...group.querySelectorAll('h4')].map((heading) => heading.textContent ?? ''),
              phones: [...group.querySelectorAll('a[href^="tel:"]')].map((link) => link.textContent ?? ''),
            })),
          );
          assert.deepEqual(
            countries,
            suite.site.regions.map((target) => ({
              country: target.name[language],
              offices: (offices.get(target.id) ?? []).map((office) => office.title[language]),
              phones: (offices.get(target.id) ?? []).flatMap((office) => office.phones),
            })),
          );
          assert.deepEqual(
            countries.map((country) => country.offices.length),
            [3, 1, 1],
          );
        });

        await t.test('no axe violations', async () => {
          const { violations, summary } = await checkAxe(page);
          assert.equal(violations.length, 0, summary);
        });
      });
    });
  }
});

test('from 1024 px the mission and vision stand beside the history, their tops on one line', () =>
  suite.withPage(
    '/ec/de/about',
    async (page) => {
      for (const width of [1024, 1440, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        const [history, statements] = await page.evaluate(() =>
          ['#about-history', '#about-mission'].map((id) => document.querySelector(id)?.closest('section')?.getBoundingClientRect().top),
        );
        assert.ok(history !== undefined && statements !== undefined);
        assert.ok(Math.abs(history - statements) <= 1, `at ${width} px the history starts at ${history}, the mission at ${statements}`);
      }
    },
    { viewport: { width: 1024, height: 900 } },
  ));

describe('motion', () => {
  /**
   * Runs the paused clock in small steps and notes when each item first shows (opacity above 0.05), in
   * milliseconds of page time. GSAP ticks on requestAnimationFrame, which the clock drives.
   */
  async function firstShown(page: Page, selector: 'timeline' | 'stats', count: number, untilMs: number): Promise<number[]> {
    const shownAt: (number | undefined)[] = Array.from({ length: count }, () => undefined);
    for (let time = 0; time <= untilMs && shownAt.some((value) => value === undefined); time += 20) {
      await page.clock.runFor(20);
      const now = await appearance(page, selector);
      now.forEach((item, index) => {
        if (shownAt[index] === undefined && item.opacity > 0.05) shownAt[index] = time;
      });
    }
    assert.ok(
      shownAt.every((value) => value !== undefined),
      `every item showed within ${untilMs} ms: ${shownAt.join(', ')}`,
    );
    return shownAt as number[];
  }

  function assertSpacing(times: number[], spacingMs: number, what: string): void {
    for (let index = 1; index < times.length; index++) {
      const gap = (times[index] ?? 0) - (times[index - 1] ?? 0);
      assert.ok(Math.abs(gap - spacingMs) <= 40, `${what} ${index} came ${gap} ms after the one before (expected ${spacingMs})`);
    }
  }

  test('GSAP is fetched after hydration, never in the first load, and not at all under reduced motion', async () => {
    for (const motion of [true, false]) {
      const page = await newPage(suite.browser);
      try {
        if (motion) await page.emulateMedia({ reducedMotion: 'no-preference' });
        const gsapScripts: string[] = [];
        page.on('response', async (response) => {
          if (response.url().endsWith('.js') && (await response.text()).includes('GreenSock')) gsapScripts.push(response.url());
        });
        const html = await (await fetch(url('ec', 'es'))).text();
        await gotoHydrated(page, url('ec', 'es'));
        await new Promise((resolve) => setTimeout(resolve, 600));
        if (motion) {
          assert.equal(gsapScripts.length, 1, 'GSAP arrives once hydrated');
          const file = new URL(gsapScripts[0] ?? '').pathname;
          assert.ok(!html.includes(file), 'the HTML neither loads nor preloads it');
        } else {
          assert.equal(gsapScripts.length, 0, 'reduced motion: GSAP is not fetched');
        }
      } finally {
        await closePage(page);
      }
    }
  });

  test('timeline entries come in 0.3 s apart when scrolled to, then stay still', async () => {
    await withAnimatedPage(suite.browser, url('ec', 'en'), { motion: true, clock: true }, async (page) => {
      await fadedUntilSeen(page, 'timeline');
      // Faded only: a screen reader or find in page still reaches them, and each figure is in the text once.
      assert.deepEqual(
        (await appearance(page, 'timeline')).map((entry) => entry.visible),
        Array.from({ length: 7 }, () => true),
      );
      assert.equal(await page.locator('section[aria-labelledby="about-timeline"]').getByRole('listitem').count(), 7);
      for (const figure of ['+50', '+1000', '+30']) assert.equal(await page.getByText(figure, { exact: true }).count(), 1, figure);
      await timelineEntries(page).first().scrollIntoViewIfNeeded();
      const times = await firstShown(page, 'timeline', 7, 4_000);
      assertSpacing(times, 300, 'entry');
      await page.clock.runFor(1_500);
      assert.deepEqual(await appearance(page, 'timeline'), still(7));
    });
  });

  test('an entry reached by Tab before it was scrolled to shows at once, with the others', async () => {
    await withAnimatedPage(suite.browser, url('ec', 'en'), { motion: true, clock: true }, async (page) => {
      await fadedUntilSeen(page, 'timeline');
      await timelineEntries(page).nth(3).locator('article').focus();
      await page.clock.runFor(100);
      assert.deepEqual(await appearance(page, 'timeline'), still(7));
    });
  });

  test('statistics come in 0.2 s apart and count up to +50, +1000, +30', async () => {
    await withAnimatedPage(suite.browser, url('ec', 'es'), { motion: true, clock: true }, async (page) => {
      await fadedUntilSeen(page, 'stats');
      await statItems(page).first().scrollIntoViewIfNeeded();
      const times = await firstShown(page, 'stats', 3, 2_000);
      assertSpacing(times, 200, 'statistic');
      const counting = await statItems(page).locator('[data-count]').allInnerTexts();
      assert.notDeepEqual(counting, ['+50', '+1000', '+30'], `still counting: ${counting.join(' ')}`);
      await page.clock.runFor(2_500);
      assert.deepEqual(await statItems(page).locator('[data-count]').allInnerTexts(), ['+50', '+1000', '+30']);
      assert.deepEqual(await appearance(page, 'stats'), still(3));
    });
  });

  test('statistics already on screen when the page opens stay as first painted: no fading out, no counting from zero', async () => {
    // A screen tall enough to show the whole page at once.
    await withAnimatedPage(
      suite.browser,
      url('ec', 'es'),
      { motion: true, clock: true, viewport: { width: 1440, height: 6000 } },
      async (page) => {
        for (const step of [0, 300, 600, 2_500]) {
          await page.clock.runFor(step);
          assert.deepEqual(await statItems(page).locator('[data-count]').allInnerTexts(), ['+50', '+1000', '+30'], `after ${step} ms more`);
          assert.deepEqual(await appearance(page, 'stats'), still(3));
          assert.deepEqual(await appearance(page, 'timeline'), still(7));
        }
      },
    );
  });

  test('switching reduced motion on reverts to the still, complete page', async () => {
    await withAnimatedPage(suite.browser, url('ec', 'es'), { motion: true, clock: true }, async (page) => {
      await fadedUntilSeen(page, 'timeline');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await eventually(() => appearance(page, 'timeline'), still(7));
      await eventually(() => appearance(page, 'stats'), still(3));
      await eventually(() => statItems(page).locator('[data-count]').allInnerTexts(), ['+50', '+1000', '+30']);
    });
  });

  test('a timeline entry lights up under the pointer and on keyboard focus', async () => {
    await withAnimatedPage(suite.browser, url('ec', 'es'), {}, async (page) => {
      const border = (index: number) =>
        timelineEntries(page)
          .nth(index)
          .locator('article')
          .evaluate((card) => getComputedStyle(card).borderTopColor);
      const teal = 'rgb(15, 118, 110)';
      const resting = await border(2);
      assert.notEqual(resting, teal);
      await timelineEntries(page).nth(2).locator('article').hover();
      await eventually(() => border(2), teal, 'hover highlight');
      await page.mouse.move(0, 0);
      await eventually(() => border(2), resting);

      await timelineEntries(page).nth(3).locator('article').focus();
      await page.keyboard.press('Shift+Tab');
      await eventually(() => border(2), teal, 'keyboard focus highlight');
      assert.equal(await border(3), resting);
    });
  });

  test('without JavaScript everything is shown', async () => {
    await withAnimatedPage(suite.browser, url('ec', 'es'), { javaScriptEnabled: false, motion: true }, async (page) => {
      assert.deepEqual(await appearance(page, 'timeline'), still(7));
      assert.deepEqual(await appearance(page, 'stats'), still(3));
    });
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`no layout shift at ${viewport.width} px, motion allowed (CLS < 0.02)`, async () => {
      const page = await newPage(suite.browser, { viewport });
      try {
        await page.emulateMedia({ reducedMotion: 'no-preference' });
        await recordLayoutShifts(page);
        await gotoHydrated(page, url('ec', 'es'));
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        const { score, report } = await layoutShifts(page);
        assert.ok(score < 0.02, `CLS ${score.toFixed(4)}\n${report}`);
      } finally {
        await closePage(page);
      }
    });
  }
});
