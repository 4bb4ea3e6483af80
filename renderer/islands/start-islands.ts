import { type Hydration, type IslandName, islandAttributes, islandModules } from './registry.ts';

type Unmount = () => void;

/** After the page's own work, at the lowest priority the browser schedules (requestIdleCallback where it lacks one). */
function whenIdle(run: () => void): void {
  if ('scheduler' in window) void scheduler.postTask(run, { priority: 'background' });
  else if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/** The island's element has `display: contents` (no box of its own): its first child with a box tells when it shows. */
function whenVisible(container: HTMLElement, run: () => void): void {
  const target = [...container.children].find((child) => child.getClientRects().length > 0);
  if (!target || typeof IntersectionObserver === 'undefined') {
    whenIdle(run);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: '200px 0px' },
  );
  observer.observe(target);
}

/** The visitor comes near (pointer, focus) or clicks: start. A click that came before React is held back for replay. */
function whenTouched(container: HTMLElement, run: () => void, held: { click: HTMLElement | null }): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    run();
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const)
    container.addEventListener(type, start, { once: true, passive: true });
  const onClick = (event: MouseEvent) => {
    if (container.hasAttribute(islandAttributes.hydrated)) {
      container.removeEventListener('click', onClick, true);
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    held.click = event.target instanceof HTMLElement ? event.target : null;
    start();
  };
  container.addEventListener('click', onClick, true);
}

const schedule: Record<Hydration, (container: HTMLElement, run: () => void, held: { click: HTMLElement | null }) => void> = {
  idle: (_container, run) => whenIdle(run),
  visible: (container, run) => whenVisible(container, run),
  interaction: whenTouched,
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
    const hydration = (container.getAttribute(islandAttributes.hydration) ?? 'idle') as Hydration;
    const held: { click: HTMLElement | null } = { click: null };
    const hydrated = () => {
      const click = held.click;
      held.click = null;
      if (click?.isConnected) click.click();
      onHydrated();
    };
    schedule[hydration](
      container,
      async () => {
        const [{ hydrateIsland }, Component] = await Promise.all([import('./hydrate-island.tsx'), load()]);
        if (stopped) return;
        const reactRoot = hydrateIsland(container, Component as Parameters<typeof hydrateIsland>[1], hydrated);
        roots.push(() => reactRoot.unmount());
      },
      held,
    );
  }
  return () => {
    stopped = true;
    for (const unmount of roots) unmount();
  };
}
