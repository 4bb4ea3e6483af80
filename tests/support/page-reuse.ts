import type { Browser, CDPSession, Page } from 'playwright-core';

/** What a page emulates (page.emulateMedia's options). */
type Media = NonNullable<Parameters<Page['emulateMedia']>[0]>;

/**
 * Pages a test has closed, kept for the next test of the same file. A new context costs Chromium a new renderer
 * process and Playwright a new page to set up: a visit in one took 0.46 CPU-seconds on this machine, a visit of a
 * kept page 0.27 with its reset (0.17 without emptying the cache), and the browser tests visit some 470 pages.
 *
 * A kept page starts its next test as a new context would: cookies, storage, the HTTP cache, routes, listeners,
 * init scripts, bindings and emulated media are gone. A page whose context holds state that Playwright cannot take
 * back (a clock, permissions, a second page, a DevTools session) is closed instead. Its last document stays until
 * the next test navigates, since leaving it for about:blank would cost the renderer process this saves.
 */

interface Kept {
  /** Undoes what the test added that Playwright can take back: init scripts and bindings of the page. */
  disposables: { dispose(): Promise<void> }[];
  /** Origins the page has shown, whose storage is cleared before the next test. */
  origins: Set<string>;
  /** What its context was made to emulate, which a reset goes back to. */
  media: Media;
  /** Whether the test emulated other media than its context's. */
  emulated: boolean;
  /** Set when the test used something a reset cannot take back. */
  spent: boolean;
  /** The reset's own DevTools session, opened before the test could open one. */
  devtools: CDPSession;
}

const keptState = new WeakMap<Page, Kept>();
const idlePages = new WeakMap<Browser, Page[]>();

/** Calls to these leave state behind that no reset can clear. */
const spendingPageMethods = ['setExtraHTTPHeaders', 'routeFromHAR', 'routeWebSocket'] as const;
const spendingContextMethods = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'grantPermissions',
  'setGeolocation',
  'setOffline',
  'setExtraHTTPHeaders',
  'routeFromHAR',
  'routeWebSocket',
  'newPage',
  'newCDPSession',
] as const;
const spendingClockMethods = ['install', 'setFixedTime', 'setSystemTime', 'pauseAt', 'fastForward', 'runFor', 'resume'] as const;
/** What a context emulates unless it was made to emulate otherwise: Playwright's defaults. */
const defaultMedia: Media = {
  media: null,
  colorScheme: 'light',
  reducedMotion: 'no-preference',
  forcedColors: 'none',
  contrast: 'no-preference',
};
/** These return a Disposable that takes back what they did. */
const undoablePageMethods = ['addInitScript', 'exposeBinding', 'exposeFunction'] as const;

function wrapMethods<T extends object>(target: T, names: readonly string[], after: (result: unknown) => void): void {
  const methods = target as Record<string, unknown>;
  for (const name of names) {
    const method = methods[name];
    if (typeof method !== 'function') throw new Error(`Playwright has no ${name}() to watch on ${target.constructor.name}`);
    methods[name] = async (...args: unknown[]) => {
      const result: unknown = await method.apply(target, args);
      after(result);
      return result;
    };
  }
}

/**
 * Watches a new page (the only page of its new context, made to emulate `media`) so that closing it can keep it for
 * the next test.
 */
export async function keepable(page: Page, media: Media): Promise<Page> {
  const kept: Kept = {
    media: { ...defaultMedia, ...media },
    disposables: [],
    origins: new Set(),
    emulated: false,
    spent: false,
    devtools: await page.context().newCDPSession(page),
  };
  keptState.set(page, kept);
  const spend = () => {
    kept.spent = true;
  };
  wrapMethods(page, spendingPageMethods, spend);
  wrapMethods(page.context(), spendingContextMethods, spend);
  wrapMethods(page.clock, spendingClockMethods, spend);
  wrapMethods(page, undoablePageMethods, (result) => kept.disposables.push(result as Kept['disposables'][number]));
  wrapMethods(page, ['emulateMedia'], () => {
    kept.emulated = true;
  });
  return page;
}

/** A page closed by an earlier test of this browser, ready for the next, or undefined. */
export function takeKeptPage(browser: Browser): Page | undefined {
  return idlePages.get(browser)?.pop();
}

/** Listens for the origins the page shows (call again after each reuse: a reset removes every listener). */
export function followOrigins(page: Page): void {
  const kept = keptState.get(page);
  page.on('framenavigated', (frame) => {
    const { origin } = new URL(frame.url());
    if (frame === page.mainFrame() && origin.startsWith('http')) kept?.origins.add(origin);
  });
}

async function reset(page: Page, kept: Kept): Promise<void> {
  page.removeAllListeners();
  for (const disposable of kept.disposables.splice(0)) await disposable.dispose();
  // Session storage belongs to the tab, not to the origin's data that DevTools clears.
  await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
  for (const origin of kept.origins) await kept.devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  kept.origins.clear();
  // An emptied cache, as a new context's: a test of what a first visit loads sees it load.
  await kept.devtools.send('Network.clearBrowserCache');
  if (kept.emulated) await page.emulateMedia(kept.media);
  kept.emulated = false;
  await page.context().clearCookies();
  // The pointer stays where the last test left it, and would hover whatever the next page puts there.
  await page.mouse.move(0, 0);
}

/**
 * Resets a page its test has finished with and keeps it for the next test; false when it cannot be kept (then
 * the caller closes its context).
 */
export async function keepForNextTest(page: Page): Promise<boolean> {
  const kept = keptState.get(page);
  const browser = page.context().browser();
  if (!kept || kept.spent || !browser || page.isClosed() || page.context().pages().length !== 1) return false;
  try {
    await reset(page, kept);
  } catch {
    return false;
  }
  idlePages.set(browser, [...(idlePages.get(browser) ?? []), page]);
  return true;
}
