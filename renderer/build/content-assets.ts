import { createReadStream } from 'node:fs';
import { cp, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { assetContentTypes, assetsFolder } from '../../schemas/asset-kinds.ts';

/**
 * Serves a folder under a URL prefix in development, as the build copies it: content/assets under /assets,
 * encoded photos under /_app/img.
 */
export function contentAssetsMiddleware(assetsDir: string, prefix = '/assets/') {
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

/** The build's copy of content/assets, served under /assets as the files are named in YAML. */
export async function copyContentAssets(contentDir: string, clientDir: string): Promise<void> {
  await cp(path.join(contentDir, assetsFolder), path.join(clientDir, assetsFolder), { recursive: true });
}
