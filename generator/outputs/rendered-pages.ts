/**
 * The prerendered HTML files of a build as written, by absolute path: read once after rendering, and handed to
 * every later stage that reads pages (the search index, the Content-Security-Policy) instead of each reading
 * them again.
 */
export type RenderedPages = ReadonlyMap<string, string>;
