import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { closePage, gotoHydrated, newPage, type PageOptions, pageProblems } from './browser.ts';

/** The moment a paused test clock starts from, so timer-driven pages (carousel, taglines, counters) are repeatable. */
const clockStart = new Date('2025-06-02T09:00:00Z');

interface AnimatedPageOptions extends PageOptions {
  /** Lift the reduced-motion preference newPage sets. */
  motion?: boolean;
  /** Install a paused clock before anything loads, so timers only run when the test calls runFor. */
  clock?: boolean;
}

/** A page on `url`, hydrated (or just loaded without JavaScript). CSS transitions still run in real time. */
async function openAnimatedPage(
  browser: Browser,
  url: string,
  { motion = false, clock = false, ...options }: AnimatedPageOptions = {},
): Promise<Page> {
  const page = await newPage(browser, options);
  if (motion) await page.emulateMedia({ reducedMotion: 'no-preference' });
  if (clock) {
    await page.clock.install({ time: clockStart });
    await page.clock.pauseAt(new Date(clockStart.getTime() + 1_000));
  }
  if (options.javaScriptEnabled === false) await page.goto(url);
  else await gotoHydrated(page, url);
  return page;
}

/** Runs `body` on a fresh page and fails the test on any script error in it. */
export async function withAnimatedPage(
  browser: Browser,
  url: string,
  options: AnimatedPageOptions,
  body: (page: Page) => Promise<void>,
): Promise<void> {
  const page = await openAnimatedPage(browser, url, options);
  try {
    await body(page);
    assert.deepEqual(pageProblems(page), [], 'no errors in the page');
  } finally {
    await closePage(page);
  }
}
