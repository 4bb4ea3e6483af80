import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

/**
 * Settings of every page; each page folder adds its route, data and component.
 *
 * HTML first: React renders every page on the server only. The browser gets no client router (links are plain
 * navigations, made instant by Speculation Rules in +Head.tsx) and no whole-page hydration (clientHooks: false
 * leaves vike-react's client out); +client.ts wires the header and hydrates the islands a page has.
 */
export default {
  extends: [vikeReact],
  clientRouting: false,
  clientHooks: false,
  prerender: { partial: false, parallel: 8, keepDistServer: true },
  passToClient: [],
  reactStrictMode: false,
} satisfies Config;
