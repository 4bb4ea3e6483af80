import type { IncomingMessage, ServerResponse } from 'node:http';
import { searchIndexFiles } from '../generator/outputs/search-index.ts';
import { searchBundleFolder } from '../generator/routes/urls.ts';
import type { Route } from '../schemas/route.ts';

/** Pages rendered at once while indexing: the development server renders each on request. */
const renderedTogether = 4;

const typeOf = (file: string) =>
  file.endsWith('.js') ? 'text/javascript' : file.endsWith('.json') ? 'application/json' : 'application/octet-stream';

/**
 * Site search in `site dev`: the index is built when search is first used (the first request under /pagefind/),
 * from every page as the development server renders it, and kept in memory; a valid save of the content drops
 * it, so the next search indexes the content as it is then. Nothing is indexed while nobody searches, which
 * keeps a save's refresh as fast as before.
 */
export function devSearch({ origin, routes }: { origin: () => string; routes: () => readonly Route[] }) {
  let files: Promise<Map<string, Uint8Array>> | undefined;
  const prefix = `/${searchBundleFolder}/`;

  async function render(route: Route): Promise<string> {
    const response = await fetch(`${origin()}${route.path}`);
    if (!response.ok) throw new Error(`${route.path} answered ${response.status} while indexing for search`);
    return response.text();
  }

  async function* pages() {
    const all = [...routes()];
    for (let start = 0; start < all.length; start += renderedTogether) {
      const batch = all.slice(start, start + renderedTogether);
      const htmls = await Promise.all(batch.map(render));
      for (const [index, route] of batch.entries()) yield { route, html: htmls[index] ?? '' };
    }
  }

  return {
    /** Content changed: the next search indexes it again. */
    invalidate(): void {
      files = undefined;
    },
    /** Answers a request under /pagefind/ (true), or leaves it to the next handler (false). */
    async serve(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
      const pathname = new URL(request.url ?? '/', 'http://dev.invalid').pathname;
      if (!pathname.startsWith(prefix)) return false;
      if (!files) {
        files = searchIndexFiles(pages());
        // A failed indexing (a page that does not render) is tried again on the next request.
        files.catch(() => {
          files = undefined;
        });
      }
      try {
        const file = (await files).get(pathname.slice(prefix.length));
        response.statusCode = file ? 200 : 404;
        response.setHeader('content-type', file ? typeOf(pathname) : 'text/plain');
        response.setHeader('cache-control', 'no-store');
        response.end(file ?? 'Not Found');
      } catch (error) {
        response.statusCode = 500;
        response.setHeader('content-type', 'text/plain');
        response.end(`The search index could not be built: ${error instanceof Error ? error.message : String(error)}`);
      }
      return true;
    },
  };
}
