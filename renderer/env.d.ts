/// <reference types="vite/client" />
declare module 'virtual:brand-font.css';
declare module 'virtual:brand-font-preload' {
  /** URL of the brand font's Latin face, which every page preloads (renderer/build/brand-font.ts). */
  export const brandFontPreload: string;
}
/** react-google-recaptcha's widget without its script loader (renderer/components/contact/recaptcha-script.ts loads Google's script). */
declare module 'react-google-recaptcha/lib/esm/recaptcha.js' {
  export { default } from 'react-google-recaptcha';
}
