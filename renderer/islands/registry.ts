import type { ComponentType } from 'react';

/**
 * Every island the browser can hydrate, by name. Each entry is its own import(), so Vite gives each island a
 * chunk of its own and a page fetches only the islands it shows (and React only if it shows one).
 */
export const islandModules = {
  'story-carousel': () => import('../components/home/StoryCarousel.tsx').then((module) => module.StoryCarousel),
  'logo-strip': () => import('../components/home/LogoStrip.tsx').then((module) => module.LogoStrip),
  'events-board': () => import('../components/events/EventsBoard.tsx').then((module) => module.EventsBoard),
  'contact-section': () => import('../components/contact/ContactSection.tsx').then((module) => module.ContactSection),
  'service-showcase': () => import('../components/services/ServiceShowcase.tsx').then((module) => module.ServiceShowcase),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandModules;

/**
 * When an island's code is fetched and run: `interaction` when the visitor first points at, focuses or clicks into
 * it (parts that only answer to the visitor; the click that started it is replayed once React has taken over, and
 * a form starts from what was typed before), `visible` when it comes near the viewport or is touched, whichever is
 * first (parts below the fold that move by themselves: nobody sees them move before they scroll there). None
 * hydrates at load: a page's first screen never waits for React.
 */
export type Hydration = 'interaction' | 'visible';

/** What the server writes on an island's element for the browser: which island, when, and what it needs. */
export const islandAttributes = {
  name: 'data-island',
  hydration: 'data-hydrate',
  payload: 'data-props',
  hydrated: 'data-hydrated',
} as const;
