import { closePage, launchBrowser, newPage, waitForHydration } from '../tests/support/browser.ts';
import { copyContent } from '../tests/support/content-fixture.ts';
import { startDev } from '../tests/support/dev-server.ts';
import { clip, formatMs, median, type Row } from './table.ts';

interface DevReloadTiming {
  milliseconds: number[];
  medianMs: number;
  /** True when every edit updated the open page in place (no full reload). */
  inPlace: boolean;
}

/**
 * The editor's loop in `site dev`: from writing a YAML file (an event title) to the open page showing the new
 * text, measured in Chromium on a copy of the content, `runs` times after one warm-up edit.
 */
async function measureDevReload(runs: number, log: (message: string) => void): Promise<DevReloadTiming> {
  const copy = await copyContent();
  const [dev, browser] = await Promise.all([startDev(copy.contentDir), launchBrowser()]);
  try {
    const page = await newPage(browser);
    // Twice: the first visit lets Vite prepare its dependencies, which may reload the page once.
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(`${dev.origin}/ec/events`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
    }
    await page.evaluate(() => {
      (window as unknown as { benchMark: boolean }).benchMark = true;
    });
    const eventFile = await copy.firstFileIn('events');
    const milliseconds: number[] = [];
    for (let run = 0; run <= runs; run++) {
      const title = `Tecnandes en la feria técnica número ${run + 1}`;
      // The page notes the moment the title appears: Playwright's own wait looks every 500 ms once a wait passes
      // a quarter of a second, which would round every figure up to its next look. Both clocks are this machine's.
      await page.evaluate((wanted) => {
        const found = () => [...document.querySelectorAll('h2')].some((heading) => heading.textContent?.trim() === wanted);
        (window as unknown as { benchShown: Promise<number> }).benchShown = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (!found()) return;
            observer.disconnect();
            resolve(Date.now());
          });
          observer.observe(document, { subtree: true, childList: true, characterData: true });
        });
      }, title);
      const saved = Date.now();
      await copy.editYaml(eventFile, (doc) => doc.setIn(['title', 'es'], title));
      await page.getByRole('heading', { name: title }).waitFor({ timeout: 10_000 });
      const elapsed = (await page.evaluate(() => (window as unknown as { benchShown: Promise<number> }).benchShown)) - saved;
      // The first edit warms the server's code paths up; an editor's session is made of the later ones.
      if (run > 0) milliseconds.push(elapsed);
      log(`dev reload ${run === 0 ? 'warm-up' : `${run}/${runs}`}: ${elapsed.toFixed(0)} ms`);
    }
    const inPlace = await page.evaluate(() => (window as unknown as { benchMark?: boolean }).benchMark === true);
    await closePage(page);
    return { milliseconds, medianMs: median(milliseconds), inPlace };
  } finally {
    await browser.close();
    await dev.stop();
    await copy.remove();
  }
}

/** The bench row: median time from saving a YAML file to the updated page, against the 1 s budget. */
export async function devReloadRows(runs: number, log: (message: string) => void): Promise<Row[]> {
  const name = `site dev: save a YAML file to the updated page, median of ${runs}`;
  try {
    const { milliseconds, medianMs, inPlace } = await measureDevReload(runs, log);
    const each = milliseconds.map(formatMs).join(', ');
    return [
      {
        name,
        measured: `${formatMs(medianMs)} (${each})${inPlace ? '' : '; the page reloaded'}`,
        budget: 'under 1 s',
        ok: medianMs < 1000 && inPlace,
      },
    ];
  } catch (error) {
    // It needs Chromium; without it the other figures still stand.
    return [{ name, measured: clip(`could not run: ${error instanceof Error ? error.message : String(error)}`), budget: 'under 1 s' }];
  }
}
