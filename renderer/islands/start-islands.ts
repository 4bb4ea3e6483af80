import { type Hydration, islandAttributes, noteControlLeft } from './island-markup.ts';
import { type IslandName, islandModules } from './registry.ts';

type Unmount = () => void;

/**
 * The visitor comes near (pointer, focus) or clicks: start. Clicks that come before React are held back for replay,
 * in order, and the fields left meanwhile are noted for the island (islandAttributes.left).
 */
function whenTouched(container: HTMLElement, run: () => void, held: HTMLElement[]): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    run();
  };
  // A form control changed before either (a choice by keyboard shortcut, the browser's autofill) starts it too, and
  // so does a pointer that was resting on it when this script ran, once it moves.
  for (const type of ['pointerover', 'pointermove', 'focusin', 'touchstart', 'change'] as const)
    container.addEventListener(type, start, { once: true, passive: true });
  const onClick = (event: MouseEvent) => {
    if (container.hasAttribute(islandAttributes.hydrated)) {
      container.removeEventListener('click', onClick, true);
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    // A tap on a button's icon lands on its <svg>, which has no click() to replay: the nearest element of the island
    // that has one (the button) is held instead.
    let target = event.target instanceof Element ? event.target : null;
    while (target && !(target instanceof HTMLElement)) target = target.parentElement;
    if (target instanceof HTMLElement && container.contains(target)) held.push(target);
    start();
  };
  container.addEventListener('click', onClick, true);
  const onFocusOut = (event: FocusEvent) => {
    if (container.hasAttribute(islandAttributes.hydrated)) {
      container.removeEventListener('focusout', onFocusOut);
      return;
    }
    const control = event.target;
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) return;
    noteControlLeft(container, control.name);
  };
  container.addEventListener('focusout', onFocusOut);
  // This script runs after the first paint: focus may be inside already (a visitor who tabbed to a field, or tapped
  // it, while it loaded), and the event that would start it has passed.
  if (container.contains(document.activeElement)) start();
}

/**
 * How far below (or above) the viewport an island starts: a little ahead of a scroll, so its code is usually
 * there when it comes into view, yet not so far that a tall first screen (the carousel starts about 1400 px
 * down on a desktop home page) hydrates it at load. Its prerendered HTML is whole meanwhile; only its motion waits.
 */
const nearViewport = '200px 0px';

/** The island comes within `nearViewport` of the viewport, or the visitor touches it first (a jump to it by keyboard). */
function whenNear(container: HTMLElement, run: () => void, held: HTMLElement[]): void {
  let started = false;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    },
    { rootMargin: nearViewport },
  );
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    run();
  };
  // The island's element has no box of its own (display: contents), so what it holds is watched.
  for (const child of container.children) observer.observe(child);
  whenTouched(container, start, held);
}

/**
 * The page's address points inside the island, on arrival or later (a search result naming an event): start at
 * once, since what it points at may need the island (the event's details open in its dialog).
 */
function whenAddressed(container: HTMLElement, run: () => void): void {
  const addressed = () => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target && container.contains(target)) {
      window.removeEventListener('hashchange', addressed);
      run();
    }
  };
  addressed();
  window.addEventListener('hashchange', addressed);
}

/**
 * The page's address gives a value to a query parameter the island declares it shows (a filtered view of the download
 * centre shared as a link, `?type=datasheet`): start at once. Only those it declares: the header's search field is
 * named `q` too, and a page opened with `?q=` would have fetched React and Pagefind at load.
 */
function whenQueried(container: HTMLElement, run: () => void): void {
  const query = new URLSearchParams(window.location.search);
  const shown = container.getAttribute(islandAttributes.query)?.split(' ') ?? [];
  if (shown.some((parameter) => query.get(parameter))) run();
}

const schedule: Record<Hydration, (container: HTMLElement, run: () => void, held: HTMLElement[]) => void> = {
  interaction: whenTouched,
  visible: whenNear,
};

/**
 * Hydrates every island in `root` when its moment comes (renderer/islands/registry.ts): React and the island's
 * code are fetched only then; `onHydrated` runs after each. Returns a function that unmounts the ones hydrated so far.
 */
export function startIslands(root: ParentNode, onHydrated: () => void): Unmount {
  const roots: Unmount[] = [];
  let stopped = false;
  for (const container of root.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)) {
    const name = container.getAttribute(islandAttributes.name) as IslandName;
    const load = islandModules[name];
    if (!load) continue;
    const hydration = (container.getAttribute(islandAttributes.hydration) ?? 'interaction') as Hydration;
    const held: HTMLElement[] = [];
    const hydrated = () => {
      for (const target of held.splice(0)) if (target.isConnected) target.click();
      onHydrated();
    };
    let started = false;
    const start = async () => {
      if (started) return;
      started = true;
      const [{ hydrateIsland }, Component] = await Promise.all([import('./hydrate-island.tsx'), load()]);
      if (stopped) return;
      const reactRoot = hydrateIsland(container, Component as Parameters<typeof hydrateIsland>[1], hydrated);
      roots.push(() => reactRoot.unmount());
    };
    schedule[hydration](container, start, held);
    whenAddressed(container, start);
    whenQueried(container, start);
  }
  return () => {
    stopped = true;
    for (const unmount of roots) unmount();
  };
}
