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
  'download-centre': () => import('../components/downloads/DownloadCentre.tsx').then((module) => module.DownloadCentre),
  'site-search': () => import('../components/search/SiteSearch.tsx').then((module) => module.SiteSearch),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandModules;
