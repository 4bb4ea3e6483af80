import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Who may use the editor. It writes files, so by default only this machine: the dev server listens on 127.0.0.1,
 * and the editor answers only requests from a loopback address (a reverse proxy on the same machine is one) whose
 * Host is this server's own name, so a web page elsewhere cannot reach it by pointing a name of its own at
 * 127.0.0.1. A browser names the page a request comes from (Origin); a change must come from the editor's own
 * page, never from another site. `--editor-origin https://edit.example` adds the address a team's proxy serves it at.
 */
export interface Guard {
  check(request: IncomingMessage): string | undefined;
}

const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];

const isLoopback = (address: string | undefined) =>
  address !== undefined && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

export function editorGuard(extraOrigins: readonly string[] = []): Guard {
  const extra = extraOrigins.map((origin) => new URL(origin));
  return {
    check(request) {
      if (!isLoopback(request.socket.remoteAddress)) return 'The editor answers only on this computer.';
      const port = request.socket.localPort;
      const host = request.headers.host ?? '';
      const ownHosts = new Set([...loopbackNames.map((name) => `${name}:${port}`), ...extra.map((url) => url.host)]);
      if (!ownHosts.has(host.toLowerCase())) {
        return `The editor answers at http://127.0.0.1:${port}/_edit, not at ${host || 'an unnamed host'}.`;
      }
      const origin = request.headers.origin;
      const ownOrigins = new Set([`http://${host}`, ...extra.map((url) => url.origin)]);
      const changes = !['GET', 'HEAD'].includes(request.method ?? 'GET');
      if ((origin !== undefined || changes) && !ownOrigins.has(origin ?? '')) {
        return "Changes are accepted only from the editor's own page.";
      }
      return undefined;
    },
  };
}

export function refusal(response: ServerResponse, message: string): void {
  response.statusCode = 403;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.end(JSON.stringify({ error: message }));
}
