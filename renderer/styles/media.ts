import breakpoints from './media.css?raw';

type MediaName = '--xs' | '--sm' | '--md' | '--lg' | '--xl' | '--2xl' | '--below-sm' | '--below-lg' | '--below-xl';

/** A breakpoint's media query for scripts (matchMedia), read from the one file that declares them for the stylesheets. */
export function mediaQuery(name: MediaName): string {
  const query = new RegExp(`@custom-media\\s+${name}\\s+([^;]+);`).exec(breakpoints)?.[1];
  if (!query) throw new Error(`Breakpoint ${name} is not in renderer/styles/media.css`);
  return query.trim();
}
