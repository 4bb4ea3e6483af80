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

const schedule: Record<Hydration, (container: HTMLElement, run: () => void) => void> = {
  idle: (_container, run) => whenIdle(run),
  visible: whenVisible,
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
    schedule[hydration](container, async () => {
      const [{ hydrateIsland }, Component] = await Promise.all([import('./hydrate-island.tsx'), load()]);
      if (stopped) return;
      const reactRoot = hydrateIsland(container, Component as Parameters<typeof hydrateIsland>[1]);
      roots.push(() => reactRoot.unmount());
      onHydrated();
    });
  }
  return () => {
    stopped = true;
    for (const unmount of roots) unmount();
  };
}
