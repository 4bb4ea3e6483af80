/// <reference types="vite/client" />
declare module 'virtual:brand-font.css';
declare module 'virtual:brand-font-preload' {
  /** URL of the brand font's Latin face, which every page preloads (renderer/build/brand-font.ts). */
  export const brandFontPreload: string;
}
