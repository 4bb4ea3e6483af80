import type { Page } from 'playwright-core';

/** What the layout suite checks on a page at one width; each problem names the element. */
interface LayoutProblem {
  check: 'overflow' | 'header-one-line' | 'clipped-text' | 'dash-starts-line' | 'covered' | 'left-edge' | 'small-text' | 'small-target';
  element: string;
  detail: string;
}

/**
 * Runs in the page: every check of tests/layout.test.ts on the page as it is now. Self-contained (it is
 * serialized into the browser), so helpers are inner functions.
 */
function inspectLayout({ desktop, onlyDashes = false }: { desktop: boolean; onlyDashes?: boolean }): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const viewportWidth = document.documentElement.clientWidth;

  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const className = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/)[0]}` : '';
    const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return `<${element.tagName.toLowerCase()}${id}${className}>${label ? ` "${label.slice(0, 40)}"` : ''}`;
  };
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    element.closest('[inert], [aria-hidden="true"]') === null;
  /** Screen-reader-only text (clipped to 1 px on purpose) is not visible text. */
  const screenReaderOnly = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width <= 1 || rect.height <= 1;
  };
  /** Inside an ancestor that clips it out of sight (a carousel's off-screen slide): not visible to a visitor. */
  const clippedAway = (element: Element) => {
    const rect = element.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = parent.getBoundingClientRect();
      if (x < box.left || x > box.right || y < box.top || y > box.bottom) return true;
    }
    return false;
  };

  /** Titles (headings) where a spaced dash (–, — or -) begins a line instead of ending the one before. */
  function linesStartingWithADash(): Element[] {
    const found = new Set<Element>();
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || found.has(parent) || !/\s[–—-][\s,;:.]/.test(text) || !shown(parent) || !parent.closest('h1, h2, h3, h4, h5, h6, p')) {
        continue;
      }
      for (const match of text.matchAll(/(\S)\s+([–—-])[\s,;:.]/g)) {
        const top = (offset: number) => {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          return range.getClientRects()[0]?.top;
        };
        const word = top(match.index);
        const dash = top(match.index + match[0].length - 2);
        if (word !== undefined && dash !== undefined && dash > word + 1) found.add(parent);
      }
    }
    return [...found];
  }

  const dashProblems = () =>
    linesStartingWithADash().map((element) => ({
      check: 'dash-starts-line' as const,
      element: describe(element),
      detail: 'a line starts with its dash',
    }));
  if (onlyDashes) return dashProblems();

  // 1. No horizontal overflow: the page is never wider than the window.
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > viewportWidth + 1) {
    const widest = [...document.querySelectorAll('body *')]
      .filter((element) => shown(element) && element.getBoundingClientRect().right > viewportWidth + 1)
      .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= viewportWidth + 1)
      .slice(0, 3);
    problems.push({
      check: 'overflow',
      element: widest.map(describe).join(', ') || 'document',
      detail: `page is ${scrollWidth} px wide in a ${viewportWidth} px window`,
    });
  }

  // 2. From 1024 px the header's menu and its utility row are each one line.
  if (desktop) {
    for (const list of document.querySelectorAll('header nav:not(dialog nav) > ul')) {
      const tops = new Set([...list.children].map((item) => Math.round(item.getBoundingClientRect().top)));
      if (tops.size > 1) problems.push({ check: 'header-one-line', element: describe(list), detail: `items on ${tops.size} lines` });
    }
  }

  // 3. No visible text cut off by its own box (the SPEC's 3-line clamp of case descriptions excepted).
  for (const element of document.querySelectorAll('body *')) {
    if (!shown(element) || screenReaderOnly(element) || clippedAway(element)) continue;
    const style = getComputedStyle(element);
    const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
    if (!hidesX && !hidesY) continue;
    if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '') continue;
    const hasOwnText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    if (!hasOwnText) continue;
    const overX = hidesX && element.scrollWidth > element.clientWidth + 1;
    const overY = hidesY && element.scrollHeight > element.clientHeight + 1;
    if (overX || overY) {
      problems.push({
        check: 'clipped-text',
        element: describe(element),
        detail: `text ${overX ? `${element.scrollWidth} px wide in ${element.clientWidth}` : `${element.scrollHeight} px tall in ${element.clientHeight}`}`,
      });
    }
  }

  // 3b. No visible text wider than its own box (a long word sticking out, then cut off by an ancestor or the window).
  for (const element of document.querySelectorAll(':is(main, footer) :is(h1, h2, h3, h4, p, li, dt, dd, a, button, label)')) {
    if (!shown(element) || screenReaderOnly(element) || clippedAway(element)) continue;
    const style = getComputedStyle(element);
    if (style.display === 'inline' || style.overflowX !== 'visible') continue;
    const box = element.getBoundingClientRect();
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.right > box.right + 1 || text.left < box.left - 1) {
        problems.push({
          check: 'clipped-text',
          element: describe(element),
          detail: `text ${Math.round(text.width)} px wide sticks out of its ${Math.round(box.width)} px box`,
        });
        break;
      }
    }
  }

  // 3c. No title has a line that starts with a dash: in "Quito – Hauptsitz" the dash stays with the word before it.
  problems.push(...dashProblems());

  // 4. No visible text below 12 px.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const reported = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || reported.has(parent) || !node.textContent?.trim() || !shown(parent) || screenReaderOnly(parent)) continue;
    if (parent.closest('script, style, noscript, title')) continue;
    const size = Number.parseFloat(getComputedStyle(parent).fontSize);
    if (size < 12) {
      reported.add(parent);
      problems.push({ check: 'small-text', element: describe(parent), detail: `${size} px text` });
    }
  }

  // 5. Header, main and footer content share one left edge: the header's logo, the page's h1, the footer's logo.
  const edges = [
    ['header logo', document.querySelector('header a[href] img')],
    ['main h1', document.querySelector('main h1')],
    ['footer logo', document.querySelector('footer a[href]:has(> img)')],
  ] as const;
  const measured = edges
    .filter(([, element]) => element && shown(element))
    .map(([name, element]) => [name, Math.round((element as Element).getBoundingClientRect().left)] as const);
  const [first] = measured;
  for (const [name, left] of measured.slice(1)) {
    if (first && Math.abs(left - first[1]) > 1) {
      problems.push({ check: 'left-edge', element: name, detail: `starts at ${left} px, ${first[0]} at ${first[1]} px` });
    }
  }

  // 6 and 7 (clicks and target size) are measured per control below, scrolled into view.
  const controls = [
    ...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]'),
  ].filter((element) => shown(element) && !screenReaderOnly(element) && !clippedAway(element));
  for (const control of controls) {
    const rect = control.getBoundingClientRect();
    // WCAG 2.5.8 excepts a link inside a sentence: its size is set by the line of text it sits in.
    const inSentence =
      control.tagName === 'A' &&
      getComputedStyle(control).display === 'inline' &&
      [...(control.parentElement?.childNodes ?? [])].some((node) => node !== control && node.textContent?.trim());
    if (!inSentence && (rect.width < 24 - 0.5 || rect.height < 24 - 0.5)) {
      problems.push({ check: 'small-target', element: describe(control), detail: `${rect.width.toFixed(0)}x${rect.height.toFixed(0)} px` });
    }
    control.scrollIntoView({ block: 'center', inline: 'center' });
    // A link that wraps onto two lines has a bounding box whose centre may fall between its fragments, on the
    // sentence around it: a visitor clicks a fragment, so the first line fragment is the one to hit.
    const box = control.getClientRects()[0] ?? control.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) continue;
    const hit = document.elementFromPoint(x, y);
    const reaches =
      hit !== null && (control === hit || control.contains(hit) || (hit instanceof HTMLLabelElement && hit.control === control));
    if (!reaches)
      problems.push({
        check: 'covered',
        element: describe(control),
        detail: `a click at its centre lands on ${hit ? describe(hit) : 'nothing'}`,
      });
  }
  window.scrollTo(0, 0);
  return problems;
}

/** Where a line of visible text starts with a dash (check 3c alone), for a sweep over many widths. */
export async function dashLineStarts(page: Page): Promise<string[]> {
  const problems = await page.evaluate(inspectLayout, { desktop: false, onlyDashes: true });
  return problems.map((problem) => problem.element);
}

export async function checkLayout(page: Page, width: number): Promise<LayoutProblem[]> {
  return page.evaluate(inspectLayout, { desktop: width >= 1024 });
}

/**
 * After the window is resized, waits until the page's boxes have stopped moving for a few frames. Chromium was
 * seen applying the media queries of the new width over several frames (tens of milliseconds after two
 * animation frames, part of a rule applied and part not), which no visitor sees but a check right after a
 * resize does.
 */
export async function settleAfterResize(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const probe = ['header', 'main', 'footer', 'footer > *', '[data-social-bar] ul', '[data-social-bar] a']
        .map((selector) => document.querySelector(selector)?.getBoundingClientRect())
        .map((rect) => (rect ? `${rect.left},${rect.top},${rect.width},${rect.height}` : '-'))
        .join(' ');
      const state = window as unknown as { settleProbe?: string; settleFrames?: number };
      state.settleFrames = state.settleProbe === probe ? (state.settleFrames ?? 0) + 1 : 0;
      state.settleProbe = probe;
      return state.settleFrames >= 5;
    },
    undefined,
    { polling: 'raf' },
  );
}
