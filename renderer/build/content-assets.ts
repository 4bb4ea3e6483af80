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

/** Serves content/assets under /assets in development, as the build copies them. */
export function contentAssetsMiddleware(assetsDir: string) {
  return async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/assets/')) return next();
    const file = path.join(assetsDir, decodeURIComponent(url.pathname.slice('/assets/'.length)));
    if (!file.startsWith(assetsDir + path.sep)) return next();
    const found = await stat(file).catch(() => undefined);
    if (!found?.isFile()) return next();
    response.setHeader('Content-Type', contentTypes[path.extname(file)] ?? 'application/octet-stream');
    response.setHeader('Content-Length', found.size);
    createReadStream(file).pipe(response);
  };
}
