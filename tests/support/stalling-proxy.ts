import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface StallingProxyOptions {
  /** Where each HTML page is cut, as indexes into its text; the proxy pauses after every piece but the last. */
  cuts: (html: string) => number[];
  pauseMs: number;
  /** A change made to each HTML page before it is sent. */
  rewriteHtml?: (html: string) => string;
}

export interface StallingProxy {
  origin: string;
  close: () => Promise<void>;
}

// Hop-by-hop headers, and the ones that no longer hold once the body has been read and decoded here.
const droppedHeaders = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length']);

/**
 * A local proxy in front of the site that sends every HTML page in pieces with a pause between them, the way a
 * slow connection delivers it, so a browser gets the chance to paint a page that has only partly arrived.
 * Everything else passes through whole.
 */
export async function startStallingProxy(
  upstream: string,
  { cuts, pauseMs, rewriteHtml = (html) => html }: StallingProxyOptions,
): Promise<StallingProxy> {
  const relay = async (request: IncomingMessage, response: ServerResponse) => {
    const answer = await fetch(new URL(request.url ?? '/', upstream), {
      headers: { accept: request.headers.accept ?? '*/*' },
      redirect: 'manual',
    });
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!droppedHeaders.has(name)) headers[name] = value;
    });
    response.writeHead(answer.status, headers);
    if (!(answer.headers.get('content-type') ?? '').startsWith('text/html')) {
      response.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    const html = rewriteHtml(await answer.text());
    let start = 0;
    for (const cut of [...cuts(html)].sort((a, b) => a - b)) {
      response.write(html.slice(start, cut));
      start = cut;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    response.end(html.slice(start));
  };
  const server = createServer((request, response) => {
    relay(request, response).catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
