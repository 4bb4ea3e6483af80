import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

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
    response.setHeader('Content-Type', contentTypes[path.extname(file)] ?? 'application/octet-stream');
    response.setHeader('Content-Length', found.size);
    createReadStream(file).pipe(response);
  };
}
