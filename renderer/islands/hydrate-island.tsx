import { type ComponentType, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandAttributes } from './island-markup.ts';
import { type IslandStrings, IslandText } from './island-text.tsx';

/** Marks the island once React has taken it over (tests read it) and tells the loader, which may replay a click. */
function Hydrated({ container, onHydrated, children }: { container: HTMLElement; onHydrated: () => void; children: ReactNode }) {
  useEffect(() => {
    container.setAttribute(islandAttributes.hydrated, '');
    onHydrated();
  }, [container, onHydrated]);
  return children;
}

/** Hydrates the server's HTML of one island with the props and strings written beside it. */
export function hydrateIsland(container: HTMLElement, Component: ComponentType<Record<string, unknown>>, onHydrated: () => void) {
  const { props, strings } = JSON.parse(container.getAttribute(islandAttributes.payload) ?? '{}') as {
    props: Record<string, unknown>;
    strings: IslandStrings;
  };
  return hydrateRoot(
    container,
    <IslandText strings={strings} language={document.documentElement.lang}>
      <Hydrated container={container} onHydrated={onHydrated}>
        <Component {...props} />
      </Hydrated>
    </IslandText>,
  );
}
