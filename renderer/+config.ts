import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

/** Settings of every page; each page folder adds its route, data and component. */
export default {
  extends: [vikeReact],
  prerender: { partial: false, parallel: 8 },
  passToClient: [],
  reactStrictMode: false,
  favicon: '/assets/logos/favicon.svg',
} satisfies Config;
