/**
 * The HTML files of a build's pages folder as written, by absolute path: every prerendered page, the 404 pages, and
 * any HTML among the content's assets. Read once after rendering (the search index, which starts sooner, shares
 * those reads) and handed to every later stage that reads pages (the Content-Security-Policy) instead of each
 * reading them again.
 */
export type RenderedPages = ReadonlyMap<string, string>;
