import { startMotion } from './animation/gsap-motion.ts';
import { updateCopyrightYear } from './components/layout/copyright-year.ts';
import { wireHeaderMenus } from './components/layout/header-menus.ts';
import { wireSearchControl } from './components/search/search-control.ts';
import { startIslands } from './islands/start-islands.ts';

interface Enhanced {
  stop: () => void;
  /** Settles once the behaviours this page fetches (taglines, clamped descriptions) are wired. */
  wired: Promise<unknown>;
}

/**
 * The only script every page loads. The prerendered HTML is the page and links are plain navigations (made
 * instant by the Speculation Rules in +Head.tsx); this adds behaviour where a visitor needs it: the header's
 * menus and search control, the footer's year and the offices' maps without React, then each island (renderer/islands) and each
 * moving part when its moment comes, fetching React, GSAP and their code only then and only on the pages that have them.
 */
function enhance(root: ParentNode): Enhanced {
  wireHeaderMenus(root);
  updateCopyrightYear(root);
  const badge = () => {
    if (root.querySelector('[data-untranslated-label]'))
      void import('./components/preview/untranslated-badges.ts').then((module) => module.badgeUntranslated(root));
  };
  const stopIslands = startIslands(root, badge);
  // After the islands: on the search page opened with words, it focuses the field, which takes its island over.
  const stopSearchControl = wireSearchControl(root);
  const stopMotion = startMotion(root);
  let stopped = false;
  let stopTaglines = () => {};
  let stopMaps = () => {};
  const wired: Promise<void>[] = [];
  if (root.querySelector('[data-clamp]'))
    wired.push(import('./components/cases/clamped-descriptions.ts').then((module) => module.wireClampedDescriptions(root)));
  if (root.querySelector('[data-taglines]'))
    wired.push(
      import('./components/home/tagline-rotation.ts').then((module) => {
        if (!stopped) stopTaglines = module.wireTaglines(root);
      }),
    );
  if (root.querySelector('[data-map-src]'))
    wired.push(
      import('./components/contact/deferred-maps.ts').then((module) => {
        if (!stopped) stopMaps = module.wireDeferredMaps(root);
      }),
    );
  badge();
  return {
    stop: () => {
      stopped = true;
      stopSearchControl();
      stopIslands();
      stopMotion();
      stopTaglines();
      stopMaps();
    },
    wired: Promise.all(wired),
  };
}

// The build has the page import this script once it has painted its first content (generator/outputs/entry-after-paint.ts).
const page = enhance(document);
let stop = page.stop;
// The page answers the visitor from here on, in everything that works without React (tests wait for this mark).
void page.wired.then(() => {
  document.documentElement.dataset.enhanced = '';
});

// Live preview of `site dev` (cli/dev.ts): when an editor saves content, fetch this page again and put its new
// body in place of the old one, keeping scroll position and open details, instead of reloading the page. Only
// the development server has import.meta.hot: a build drops this block.
if (import.meta.hot) {
  const contentErrors = import('./components/preview/stale-content-notice.ts').then((module) =>
    module.followContentErrors(import.meta.hot as NonNullable<ImportMeta['hot']>),
  );
  import.meta.hot.on('site:content-changed', async () => {
    // The content error that was shown is fixed: close Vite's overlay as its own client does on an update.
    (await contentErrors).fixed();
    for (const overlay of document.querySelectorAll('vite-error-overlay')) overlay.remove();
    const response = await fetch(location.href, { cache: 'no-store' });
    const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
    const root = document.getElementById('root');
    const freshRoot = fresh.getElementById('root');
    if (!root || !freshRoot) return location.reload();
    const scroll = { x: window.scrollX, y: window.scrollY };
    stop();
    document.title = fresh.title;
    root.replaceChildren(...freshRoot.childNodes);
    window.scrollTo(scroll.x, scroll.y);
    stop = enhance(root).stop;
  });
}
