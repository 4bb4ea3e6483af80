import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { closePage, gotoHydrated, newPage } from './support/browser.ts';
import { settleAfterResize } from './support/layout-checks.ts';
import { type Language, pathOf, type RegionId, regionById } from './support/site-server.ts';
import { registerSiteSuite } from './support/site-suite.ts';

/**
 * SPEC.md section 3: a fixed bar of social links (Facebook, Instagram, LinkedIn, a WhatsApp chat link). It is in
 * view at every width wherever the visitor has scrolled, and it covers no text or control: below 1024 px a row at
 * the bottom of the screen whose height the page reserves (the page's end and every focused control clear it);
 * from 1024 px a column on the right edge, in a margin the layout keeps clear (nothing under it at any scroll).
 */
const widths = [360, 390, 800, 1024, 1100, 1280, 1366, 1440, 1920, 2560];
const suite = registerSiteSuite();

/** Several templates, regions and languages (German has the longest words, so the widest menus and buttons). */
const visits: { region: RegionId; language: Language; page: string }[] = [
  { region: 'ec', language: 'en', page: 'home' },
  { region: 'ec', language: 'de', page: 'home' },
  { region: 'pe', language: 'es', page: 'home' },
  { region: 'br', language: 'de', page: 'about' },
  { region: 'ec', language: 'de', page: 'contact' },
  { region: 'pe', language: 'pt', page: 'events' },
  { region: 'ec', language: 'es', page: 'services/oil' },
];

interface Findings {
  /** Links of the bar not in view, or hidden under something else. */
  outOfView: string[];
  /** Text and controls of the page lying under the bar. */
  covered: string[];
}

/**
 * Runs in the page: is each link of the bar in view and reachable by a click, and what visible text or control
 * of the page lies under the bar. Self-contained (it is serialized into the browser).
 */
function inspectBar(label: string): Findings {
  const bar = [...document.querySelectorAll('nav')].find((nav) => nav.getAttribute('aria-label') === label);
  if (!bar) return { outOfView: ['no social bar'], covered: [] };
  const outOfView: string[] = [];
  const links = [...bar.querySelectorAll('a')];
  if (links.length === 0) outOfView.push('no links');
  for (const link of links) {
    const box = link.getBoundingClientRect();
    const name = link.dataset.network ?? link.href;
    if (box.width === 0 || box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
      outOfView.push(`${name} at ${Math.round(box.left)},${Math.round(box.top)} (${Math.round(box.width)}x${Math.round(box.height)})`);
      continue;
    }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit || !link.contains(hit)) outOfView.push(`${name} is under ${hit?.tagName.toLowerCase() ?? 'nothing'}`);
  }
  const surface = (bar.querySelector('ul') ?? bar).getBoundingClientRect();
  const overlaps = (rect: DOMRect) =>
    rect.width > 1 &&
    rect.height > 1 &&
    rect.left < surface.right - 1 &&
    rect.right > surface.left + 1 &&
    rect.top < surface.bottom - 1 &&
    rect.bottom > surface.top + 1;
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    element.closest('[inert], [aria-hidden="true"]') === null;
  const covered: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || bar.contains(parent) || !node.textContent?.trim() || parent.closest('script, style, noscript, title') || !shown(parent))
      continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some(overlaps)) covered.push(`text "${node.textContent.trim().slice(0, 40)}"`);
  }
  for (const control of document.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, img[alt]:not([alt=""])',
  )) {
    if (bar.contains(control) || !shown(control)) continue;
    if (overlaps(control.getBoundingClientRect())) {
      const name = control.getAttribute('aria-label') ?? control.getAttribute('alt') ?? control.textContent?.trim() ?? '';
      covered.push(`<${control.tagName.toLowerCase()}> "${name.slice(0, 40)}"`);
    }
  }
  return { outOfView, covered };
}

/**
 * Runs in the page: each control of the page, focused as the keyboard does, is never hidden behind the bar (WCAG
 * 2.4.11; Chromium leaves a text field whose caret is in view where it is), and brought into view as a link to it
 * or the browser's find does, it lies wholly above the bar (the page's scroll-padding).
 */
function controlsUnderBar(label: string): string[] {
  const bar = [...document.querySelectorAll('nav')].find((nav) => nav.getAttribute('aria-label') === label);
  if (!bar) return ['no social bar'];
  const surface = bar.getBoundingClientRect();
  const found: string[] = [];
  const name = (control: Element) =>
    `<${control.tagName.toLowerCase()}> "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`;
  const controls = document.querySelectorAll<HTMLElement>(
    'main a[href], main button, main input, main select, main textarea, footer a[href]',
  );
  for (const control of controls) {
    control.focus();
    if (document.activeElement !== control) continue;
    // Scrolling goes by whole pixels: a fraction of a pixel under the bar's edge is not under it.
    if (control.getBoundingClientRect().top > surface.top - 1) found.push(`focused, hidden behind the bar: ${name(control)}`);
    control.scrollIntoView({ block: 'nearest' });
    const rect = control.getBoundingClientRect();
    if (rect.bottom > surface.top + 1 && rect.top < surface.bottom - 1) found.push(`scrolled into view, under the bar: ${name(control)}`);
  }
  (document.activeElement as HTMLElement | null)?.blur();
  return found;
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe('the fixed social bar', () => {
  for (const { region: regionId, language, page: pageName } of visits) {
    test(`${regionId} ${pageName} in ${language}: in view and covering nothing at ${widths.join(', ')} px`, async () => {
      const region = regionById(suite.site, regionId);
      const label = suite.translations[language].home.socialTitle;
      const page = await newPage(suite.browser, { viewport: { width: widths[0] ?? 360, height: 800 } });
      const failures: string[] = [];
      try {
        await gotoHydrated(page, `${suite.server.origin}${pathOf(region, language, pageName)}`);
        await page.evaluate(() => document.fonts.ready);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 });
          await settleAfterResize(page);
          for (const [where, share] of [
            ['top', 0],
            ['half-way', 0.5],
            ['end', 1],
          ] as const) {
            await page.evaluate((part) => scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * part), share);
            await settle(page);
            const { outOfView, covered } = await page.evaluate(inspectBar, label);
            for (const problem of outOfView) failures.push(`${width} px, ${where}: link out of view: ${problem}`);
            // A row along the bottom passes over the page as it scrolls, like any fixed bar: what counts is that the
            // page's end and each focused control clear it (below). A column in the margin has nothing under it, ever.
            if (width >= 1024 || where === 'end')
              for (const problem of covered) failures.push(`${width} px, ${where}: under the bar: ${problem}`);
          }
          if (width < 1024) {
            for (const problem of await page.evaluate(controlsUnderBar, label)) failures.push(`${width} px: ${problem}`);
          }
        }
        const networks = await page.evaluate((name) => {
          const bar = [...document.querySelectorAll('nav')].find((nav) => nav.getAttribute('aria-label') === name);
          return [...(bar?.querySelectorAll('a') ?? [])].map((link) => link.dataset.network);
        }, label);
        assert.deepEqual(networks, ['whatsapp', 'facebook', 'instagram', 'linkedin'], 'the chat link first, then the networks');
      } finally {
        await closePage(page);
      }
      assert.deepEqual(failures, [], `${failures.length} problem(s):\n${failures.join('\n')}`);
    });
  }
});
