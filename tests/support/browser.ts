import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Result as AxeResult, NodeResult, RunOptions } from 'axe-core';
import { type Browser, type ConsoleMessage, chromium, type Locator, type Page } from 'playwright-core';
import { chromiumExecutable } from './chromium.ts';
import { followOrigins, keepable, keepForNextTest, takeKeptPage } from './page-reuse.ts';
import { projectRoot } from './site-server.ts';

/** This machine's own servers, which alone a test's page reaches. */
const localHosts = ['127.0.0.1', 'localhost'];

/** What a test's page emulates unless the test asks otherwise: no motion beyond what a test of motion turns on. */
const testMedia = { reducedMotion: 'reduce' } as const;

/** Debian's Chromium (see chromium.ts), driven headless. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutable,
    headless: true,
    args: [
      // This machine has no internet: a third party's address (the offices' maps) does not resolve, at once, instead
      // of waiting on DNS. Tests that fake a third party (reCAPTCHA, EmailJS) route it on their page. A route on
      // every context did the same, but Playwright then stops every request of the page to ask this process about
      // it and turns the HTTP cache off: a tenth of the suite's CPU.
      `--host-resolver-rules=MAP * ~NOTFOUND, ${localHosts.map((host) => `EXCLUDE ${host}`).join(', ')}`,
      // Pages share two renderer processes instead of starting one each: about a sixth less CPU a visit.
      '--renderer-process-limit=2',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The first width with the desktop menu (SPEC.md: below 1024 px the menu is a full-screen overlay). */
export const desktop = { width: 1024, height: 800 } as const;
export const mobile = { width: 1023, height: 800 } as const;

export interface PageOptions {
  viewport?: { width: number; height: number };
  javaScriptEnabled?: boolean;
}

const problemsByPage = new WeakMap<Page, string[]>();

/**
 * A page as in its own new context (its own storage, so a saved language never leaks between tests): one an
 * earlier test closed and that was reset (tests/support/page-reuse.ts), or a new one. Uncaught errors and console
 * errors are collected for `pageProblems`.
 */
export async function newPage(browser: Browser, { viewport = desktop, javaScriptEnabled = true }: PageOptions = {}): Promise<Page> {
  const kept = javaScriptEnabled ? takeKeptPage(browser) : undefined;
  if (kept) await kept.setViewportSize(viewport);
  const page = kept ?? (await pageInNewContext(browser, viewport, javaScriptEnabled));
  page.setDefaultTimeout(10_000);
  // site dev transforms a page's modules on its first visit, which on a busy machine outlasts an action's wait.
  page.setDefaultNavigationTimeout(30_000);
  const problems: string[] = [];
  problemsByPage.set(page, problems);
  followOrigins(page);
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !unreachableThirdParty(message)) problems.push(`console.error: ${message.text()}`);
  });
  return page;
}

async function pageInNewContext(browser: Browser, viewport: PageOptions['viewport'], javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport, javaScriptEnabled, ...testMedia });
  const page = await context.newPage();
  // Kept pages are cleared through the page's scripts (session storage), so only those with scripts are kept.
  return javaScriptEnabled ? keepable(page, testMedia) : page;
}

/** A third party's file that this machine cannot reach (see launchBrowser): reCAPTCHA's script when a form is focused. */
function unreachableThirdParty(message: ConsoleMessage): boolean {
  const { hostname } = new URL(message.location().url || 'about:blank');
  return message.text() === 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED' && !['', ...localHosts].includes(hostname);
}

/**
 * Ends the page's test: the page is reset and kept for the next test, or its context closed. A route handler
 * still at work then (a test that rewrites a page or a script, and a request the page made as the test ended) can
 * only fail, its route being gone: its error is dropped, not reported as an unhandled rejection that fails the
 * file on a busy machine. One before the test ended still fails it.
 */
export async function closePage(page: Page): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  if (!(await keepForNextTest(page))) await page.context().close();
}

/** Uncaught exceptions and console errors (hydration mismatches among them) seen on the page so far. */
export function pageProblems(page: Page): string[] {
  return [...(problemsByPage.get(page) ?? [])];
}

/**
 * Waits until the page answers as a visitor gets it: the header's menus and the other behaviours without React
 * are wired (renderer/+client.ts) and every island that hydrates at load has been taken over by React. Before
 * that, a click on a menu button or on a carousel's control does nothing. Islands that hydrate on interaction
 * answer the first click themselves (it is replayed once React has taken over); those that hydrate when the
 * visitor scrolls near them wait for `scrollToIsland`.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!('enhanced' in document.documentElement.dataset)) return false;
    return [...document.querySelectorAll<HTMLElement>('[data-island]')].every(
      (island) => 'hydrated' in island.dataset || island.dataset.hydrate === 'interaction' || island.dataset.hydrate === 'visible',
    );
  });
}

/** Waits until React has taken over the island that `part` is in. */
export async function islandHydrated(part: Locator): Promise<void> {
  await part.locator('xpath=ancestor::*[@data-island][1][@data-hydrated]').waitFor({ state: 'attached' });
}

/** Scrolls `part` into view, as a visitor does before using it, and waits until React has taken over its island. */
export async function scrollToIsland(part: Locator): Promise<void> {
  await part.scrollIntoViewIfNeeded();
  await islandHydrated(part);
}

export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

interface AxeCheck {
  violations: AxeResult[];
  /** One paragraph per violation: rule, impact, help, and the first few failing elements. */
  summary: string;
}

const axeScript = path.join(projectRoot, 'node_modules/axe-core/axe.min.js');
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe-core on the page as it is now (menus open or closed) against WCAG 2.2 A/AA. */
export async function checkAxe(page: Page): Promise<AxeCheck> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, not added as an inline <script>: the site's Content-Security-Policy
  // (server/security-headers.ts) refuses inline scripts it has no hash for.
  if (!hasAxe) await page.evaluate(await readFile(axeScript, 'utf8'));
  const options: RunOptions = { runOnly: { type: 'tag', values: axeTags }, resultTypes: ['violations'] };
  const violations = await page.evaluate(async (runOptions) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document, runOptions);
    return results.violations;
  }, options);
  return { violations, summary: summarizeViolations(page.url(), violations) };
}

function summarizeViolations(url: string, violations: AxeResult[]): string {
  if (violations.length === 0) return `${url}: no axe violations`;
  const describeNode = (node: NodeResult) => {
    const why = (node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim();
    return `    - ${node.target.join(' ')}${why ? `: ${why}` : ''}\n      ${node.html.slice(0, 160)}`;
  };
  const paragraphs = violations.map((violation) => {
    const nodes = violation.nodes.slice(0, 4).map(describeNode).join('\n');
    const more = violation.nodes.length > 4 ? `\n    ... and ${violation.nodes.length - 4} more` : '';
    return `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    ${violation.helpUrl}\n${nodes}${more}`;
  });
  return `${url}: ${violations.length} axe violation(s)\n${paragraphs.join('\n')}`;
}

/**
 * Reads a value until it equals the expectation (React applies some updates a frame later), then asserts
 * on the last reading, so a failure shows what the page actually settled on.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T, message?: string, timeout = 3_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let actual = await read();
  while (!isDeepStrictEqual(actual, expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    actual = await read();
  }
  assert.deepEqual(actual, expected, message);
}
