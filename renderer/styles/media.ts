/*
 * Breakpoints, declared once in media.css: the only place a width or height is written for a media query
 * (`npm run lint` fails on any other, and on a custom media query not declared there: stylelint,
 * stylelint.config.mjs; Biome, tools/raw-breakpoints.grit). Stylesheets `@import` it and write `@media (--lg)`;
 * Lightning CSS (vite.config.ts, drafts.customMedia) resolves them at build. Scripts read the same queries here.
 * Its comments live here, since its text is bundled for `mediaQuery` (minified, this module's are not shipped).
 *
 * - lg (64em, 1024 px) is where the desktop menu starts (SPEC's mobile breakpoint); 2xl is where the page margin is
 *   wide enough to dock the social bar beside the content; below-2xs (360 px) is the narrowest phones, and any phone
 *   at 200 % zoom (320 CSS px, WCAG's reflow), where controls keep their icon alone.
 * - short (30em, 480 px tall) is a window too short to spare a sticky header and the phone's row of social links their
 *   fixed places: a phone held sideways, or 320 x 256 px (WCAG's reflow at 400 %), where the two took half the screen.
 * - All are in em, which a media query takes from the browser's default text size (16 px unless the visitor changed
 *   it), so at the defaults 64em is SPEC's 1024 px. A visitor who sets text to 200 % (WCAG 1.4.4) gets the layout
 *   of a window half as wide, made for text that size: with px breakpoints a 1280 px window kept the desktop menu
 *   in one row of double-size words, and pages scrolled sideways.
 */
import breakpoints from './media.css?raw';

type MediaName = '--xs' | '--sm' | '--md' | '--lg' | '--xl' | '--2xl' | '--below-sm' | '--below-lg' | '--below-xl';

/** A breakpoint's media query for scripts (matchMedia), read from the one file that declares them for the stylesheets. */
export function mediaQuery(name: MediaName): string {
  const query = new RegExp(`@custom-media\\s+${name}\\s+([^;]+);`).exec(breakpoints)?.[1];
  if (!query) throw new Error(`Breakpoint ${name} is not in renderer/styles/media.css`);
  return query.trim();
}
