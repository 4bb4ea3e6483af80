import { createReadStream } from 'node:fs';
import { cp, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { namedAssets } from '../../generator/checks/unused-assets.ts';
import { assetContentTypes, assetsFolder, assetUrlPrefix } from '../../schemas/asset-kinds.ts';
import type { SiteContent } from '../../schemas/site-content.ts';

/**
 * Serves a folder under a URL prefix in development, as the build copies it: content/assets under /assets,
 * encoded photos under /_app/img.
 */
export function contentAssetsMiddleware(assetsDir: string, prefix = assetUrlPrefix) {
  return async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(prefix)) return next();
    const file = path.join(assetsDir, decodeURIComponent(url.pathname.slice(prefix.length)));
    if (!file.startsWith(assetsDir + path.sep)) return next();
    const found = await stat(file).catch(() => undefined);
    if (!found?.isFile()) return next();
    response.setHeader('Content-Type', assetContentTypes[path.extname(file).slice(1).toLowerCase()] ?? 'application/octet-stream');
    response.setHeader('Content-Length', found.size);
    createReadStream(file).pipe(response);
  };
}

/**
 * The build's copy of content/assets, served under /assets as the files are named in YAML: only the files the
 * published content (drafts left out) or the code names (generator/checks/unused-assets.ts), so a draft's pictures
 * are not at a guessable address before it is published, and an old photo no page shows is not shipped.
 */
export async function copyContentAssets(contentDir: string, clientDir: string, content: SiteContent): Promise<void> {
  const published = namedAssets([content]);
  // The folder itself, where content/assets is a link to it (a test's copy of the content): cp would copy the link.
  const assetsDir = await realpath(path.join(contentDir, assetsFolder));
  await cp(assetsDir, path.join(clientDir, assetsFolder), {
    recursive: true,
    filter: async (source) =>
      (await stat(source)).isDirectory() || published.has(`${assetUrlPrefix}${path.relative(assetsDir, source).split(path.sep).join('/')}`),
  });
}
