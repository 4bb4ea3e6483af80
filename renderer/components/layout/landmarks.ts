/** The id of every page's <main>: the skip link's target. */
export const mainContentId = 'main';

/**
 * The id of the footer, the first element after <main>: the browser holds its first paint until the parser
 * reaches it (see +Head.tsx).
 */
export const footerId = 'site-footer';
