import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { closePage, newPage } from './support/browser.ts';
import { layoutShifts, recordLayoutShifts } from './support/layout-shift.ts';
import { defaultDistDir } from './support/site-server.ts';
import { registerSiteSuite } from './support/site-suite.ts';
import { type StallingProxy, startStallingProxy } from './support/stalling-proxy.ts';

// On a slow connection the HTML arrives in pieces, and a browser paints what it has. A page painted with half its
// header or half its first section shifts as the rest comes in; the pages hold their first paint until the whole
// of <main> is there (<link rel="expect"> in the head). Here every page arrives in pieces, cut inside the header
// and at three places in <main>, with a pause long enough to paint after each.

const pauseMs = 300;

function cutsInsideHeaderAndMain(html: string): number[] {
  const header = [html.indexOf('<header'), html.indexOf('</header>')];
  const main = [html.indexOf('<main'), html.indexOf('</main>')];
  assert.ok(header.every((at) => at > 0) && main.every((at) => at > 0), 'the page has a header and a main');
  const [headerStart = 0, headerEnd = 0] = header;
  const [mainStart = 0, mainEnd = 0] = main;
  const firstHeadingEnd = html.indexOf('</h', mainStart);
  return [
    Math.round((headerStart + headerEnd) / 2),
    firstHeadingEnd > 0 && firstHeadingEnd < mainEnd ? firstHeadingEnd : mainStart + 200,
    Math.round((mainStart + mainEnd) / 2),
    Math.round(mainStart + ((mainEnd - mainStart) * 3) / 4),
  ];
}

const desktopPages = [
  '/ec/home',
  '/pe/home',
  '/ec/about',
  '/ec/services/telecomunications',
  '/ec/cases',
  '/ec/cases/energy',
  '/ec/events',
  '/ec/contact',
];
const phonePages = ['/ec/home', '/br/pt/home', '/ec/services/telecomunications', '/ec/events'];

/** Cuts after each of the fixed social bar's links but its last: the bar comes after <main>, which the hold waits for. */
function cutsInsideSocialBar(html: string): number[] {
  const bar = html.indexOf('data-social-bar');
  assert.ok(bar > html.indexOf('</main>'), 'the social bar comes after <main>');
  const ends = [...html.slice(bar, html.indexOf('</nav>', bar)).matchAll(/<\/li>/g)].map((end) => bar + end.index + end[0].length);
  assert.ok(ends.length > 1, 'the social bar has more than one link');
  return ends.slice(0, -1);
}

let proxy: StallingProxy;
let proxyWithoutGuard: StallingProxy;
let proxyCuttingSocialBar: StallingProxy;

const suite = registerSiteSuite(async () => {
  [proxy, proxyWithoutGuard, proxyCuttingSocialBar] = await Promise.all([
    startStallingProxy(suite.server.origin, { cuts: cutsInsideHeaderAndMain, pauseMs }),
    // Longer pauses for the control: on a busy machine the stylesheet can arrive after 300 ms pauses have let the
    // whole page in, and a page first painted whole cannot shift, hold or no hold.
    startStallingProxy(suite.server.origin, {
      cuts: cutsInsideHeaderAndMain,
      pauseMs: pauseMs * 4,
      rewriteHtml: (html) => html.replace(/<link rel="expect"[^>]*>/, ''),
    }),
    startStallingProxy(suite.server.origin, { cuts: cutsInsideSocialBar, pauseMs }),
  ]);
});

after(async () => {
  await Promise.all([proxy?.close(), proxyWithoutGuard?.close(), proxyCuttingSocialBar?.close()]);
});

async function shiftsWhileArriving(origin: string, path: string, viewport: { width: number; height: number }) {
  const page = await newPage(suite.browser, { viewport });
  try {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await recordLayoutShifts(page);
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    return await layoutShifts(page);
  } finally {
    await closePage(page);
  }
}

describe('a page arriving in pieces over a slow connection', () => {
  for (const [viewport, paths] of [
    [{ width: 1280, height: 800 }, desktopPages],
    [{ width: 390, height: 844 }, phonePages],
  ] as const) {
    for (const path of paths) {
      test(`${path} at ${viewport.width} px does not shift while it arrives (CLS < 0.005)`, async () => {
        const { score, report } = await shiftsWhileArriving(proxy.origin, path, viewport);
        assert.ok(score < 0.005, `CLS ${score.toFixed(4)}\n${report}`);
      });
    }
  }

  // The bar is painted before its last links arrive: it has to stand where it ends up from its first link on.
  for (const viewport of [
    { width: 360, height: 900 },
    { width: 1280, height: 800 },
  ]) {
    test(`the fixed social bar painted with some of its links at ${viewport.width} px moves none of them as the rest arrive (CLS 0)`, async () => {
      const { score, report } = await shiftsWhileArriving(proxyCuttingSocialBar.origin, '/ec/contact', viewport);
      assert.equal(score, 0, `CLS ${score.toFixed(4)}\n${report}`);
    });
  }

  test('the measurement sees the shifts: without the paint hold the same arrival shifts the Ecuador home page', async () => {
    const { score } = await shiftsWhileArriving(proxyWithoutGuard.origin, '/ec/home', { width: 1280, height: 800 });
    assert.ok(score >= 0.005, `CLS without <link rel="expect"> was only ${score.toFixed(4)}`);
  });
});

describe("the page's script", () => {
  for (const path of desktopPages) {
    test(`${path}: none of the site's JavaScript is asked for before the first paint, and the page is still enhanced`, async () => {
      // withPage waits for the mark the script sets once it has wired the page.
      await suite.withPage(path, async (page) => {
        const { firstPaint, scripts } = await page.evaluate(() => ({
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.startsWith('/_app/') && entry.name.endsWith('.js'))
            .map((entry) => ({ url: new URL(entry.name).pathname, start: Math.round(entry.startTime) })),
        }));
        assert.ok(firstPaint !== undefined, 'the page painted');
        assert.ok(scripts.length > 0, 'the page loaded its script');
        assert.deepEqual(
          scripts.filter((script) => script.start < firstPaint),
          [],
          `asked for before the first paint at ${Math.round(firstPaint)} ms`,
        );
      });
    });
  }
});

describe("the site's stylesheet", () => {
  test('every page links one and the same stylesheet: a single render-blocking file, cached after the first page', async () => {
    const client = path.join(defaultDistDir, 'client');
    const pages = (await readdir(client, { recursive: true })).filter((file) => file.endsWith('.html'));
    assert.ok(pages.length > 100, 'every page of the build');
    const linked = new Map<string, string[]>();
    for (const page of pages) {
      const html = await readFile(path.join(client, page), 'utf8');
      const stylesheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map(([link]) => /href="([^"]+)"/.exec(link)?.[1] ?? link);
      linked.set(page, stylesheets);
    }
    assert.deepEqual(
      [...linked].filter(([, stylesheets]) => stylesheets.length !== 1).map(([page, stylesheets]) => `${page}: ${stylesheets.join(', ')}`),
      [],
    );
    assert.equal(new Set([...linked.values()].flat()).size, 1, 'the same file on every page');
  });
});
