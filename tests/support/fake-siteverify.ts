import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text as bodyText } from 'node:stream/consumers';

/**
 * A stand-in for Google's siteverify on 127.0.0.1, for tests only (there is no internet, and the real one
 * cannot be made to fail on purpose). The token decides the answer:
 *   fail…        success false (invalid-input-response)
 *   host:NAME:…  success, solved on NAME
 *   stale…       success, solved five minutes ago
 *   badsecret…   success false (invalid-input-secret): our configuration is wrong
 *   error500…    HTTP 500
 *   hang…        no answer at all
 *   anything else: success, solved just now on `hostname`.
 */
export interface FakeSiteverify {
  url: string;
  /** Every verification asked for, in order. */
  requests: { secret: string; response: string; remoteip: string }[];
  close: () => Promise<void>;
}

export async function startFakeSiteverify({ hostname = 'localhost' }: { hostname?: string } = {}): Promise<FakeSiteverify> {
  const requests: FakeSiteverify['requests'] = [];
  const server = createServer(async (request, response) => {
    const form = new URLSearchParams(await bodyText(request));
    const token = form.get('response') ?? '';
    requests.push({ secret: form.get('secret') ?? '', response: token, remoteip: form.get('remoteip') ?? '' });
    if (token.startsWith('hang')) return;
    if (token.startsWith('error500')) {
      response.writeHead(500).end('oops');
      return;
    }
    const now = Date.now();
    const answer = token.startsWith('fail')
      ? { success: false, 'error-codes': ['invalid-input-response'] }
      : token.startsWith('badsecret')
        ? { success: false, 'error-codes': ['invalid-input-secret'] }
        : {
            success: true,
            challenge_ts: new Date(token.startsWith('stale') ? now - 5 * 60_000 : now - 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
            hostname: token.startsWith('host:') ? (token.split(':')[1] ?? '') : hostname,
          };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
