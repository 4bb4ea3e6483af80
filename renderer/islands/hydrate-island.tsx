import { type ComponentType, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { type IslandStrings, IslandText } from './island-text.tsx';
import { islandAttributes } from './registry.ts';

/** Marks the island once React has taken it over, so tests (and nothing else) can tell it answers now. */
function Hydrated({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => container.setAttribute(islandAttributes.hydrated, ''), [container]);
  return children;
}

/** Hydrates the server's HTML of one island with the props and strings written beside it. */
export function hydrateIsland(container: HTMLElement, Component: ComponentType<Record<string, unknown>>) {
  const { props, strings } = JSON.parse(container.getAttribute(islandAttributes.payload) ?? '{}') as {
    props: Record<string, unknown>;
    strings: IslandStrings;
  };
  return hydrateRoot(
    container,
    <IslandText strings={strings}>
      <Hydrated container={container}>
        <Component {...props} />
      </Hydrated>
    </IslandText>,
  );
}
