/* The markup contract of an island, shared by the server that writes it, the browser that hydrates it and the bench
 * that weighs it; apart from the registry so that reading it never pulls in the islands' components. */

/**
 * When an island's code is fetched and run: `interaction` when the visitor first points at, focuses or clicks into
 * it (parts that only answer to the visitor; the click that started it is replayed once React has taken over, and
 * a form starts from what was typed before), `visible` when it comes near the viewport or is touched, whichever is
 * first (parts below the fold that move by themselves: nobody sees them move before they scroll there). None
 * hydrates at load, unless the page's address points into it or gives a value to a query parameter it declares it
 * shows (renderer/islands/start-islands.ts): a page's first screen never waits for React.
 */
export type Hydration = 'interaction' | 'visible';

/** What the server writes on an island's element for the browser: which island, when, and what it needs. */
export const islandAttributes = {
  name: 'data-island',
  hydration: 'data-hydrate',
  payload: 'data-props',
  hydrated: 'data-hydrated',
  /**
   * The address's query parameters the island shows (the download centre's filters), space-separated: a page opened
   * with a value for one of them hydrates the island at once, since only the island can show what the address asks for.
   */
  query: 'data-query',
  /**
   * The names of the form controls the visitor focused and left before React took over, space-separated: left
   * untouched, an empty field shows no change React could see, yet was touched as SPEC.md section 4 counts it.
   */
  left: 'data-left',
} as const;

/**
 * The names of the form controls the visitor left inside `element`'s island before it hydrated, read once: the
 * note goes, so that a form mounted again (site dev's refresh) starts untouched.
 */
export function takeControlsLeftBeforeHydration(element: Element): Set<string> {
  const island = element.closest(`[${islandAttributes.name}]`);
  const names = controlsLeft(island);
  island?.removeAttribute(islandAttributes.left);
  return names;
}

/** Notes on the island, before it hydrates, that the visitor left the form control `name`. */
export function noteControlLeft(island: Element, name: string): void {
  island.setAttribute(islandAttributes.left, [...controlsLeft(island).add(name)].join(' '));
}

const controlsLeft = (island: Element | null) => new Set((island?.getAttribute(islandAttributes.left) ?? '').split(' ').filter(Boolean));
