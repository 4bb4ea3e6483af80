import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text as bodyText } from 'node:stream/consumers';

/**
 * A stand-in for EmailJS's REST API on 127.0.0.1, for tests only. `answer(n)` decides what the n-th request
 * (from 1) gets: an HTTP status, 'hang' (no answer at all, so the caller times out), or a status given only
 * after `afterMs` (a slow EmailJS, during which a test can kill the sender). Only a 200 counts as delivered, when
 * it is given, whether or not the sender is still there to read it: `delivered` holds the bodies EmailJS would
 * have mailed.
 */
export type FakeAnswer = number | 'hang' | { status: number; afterMs: number };

export interface FakeEmailjs {
  origin: string;
  /** Every request, in order, with when it arrived (ms since epoch) and what it was answered. */
  requests: { at: number; body: unknown; answer: FakeAnswer }[];
  delivered: Record<string, unknown>[];
  close: () => Promise<void>;
}

export async function startFakeEmailjs(answer: (n: number) => FakeAnswer = () => 200): Promise<FakeEmailjs> {
  const requests: FakeEmailjs['requests'] = [];
  const delivered: FakeEmailjs['delivered'] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer(async (request, response) => {
    const at = Date.now();
    const text = await bodyText(request);
    if (request.method !== 'POST' || request.url !== '/api/v1.0/email/send') {
      response.writeHead(404).end('Not found');
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    const decided = answer(requests.length + 1);
    requests.push({ at, body, answer: decided });
    if (decided === 'hang') {
      hanging.push(response);
      return;
    }
    const status = typeof decided === 'number' ? decided : decided.status;
    if (typeof decided === 'object') {
      hanging.push(response);
      await new Promise((resolve) => setTimeout(resolve, decided.afterMs));
    }
    if (status === 200) delivered.push(body as Record<string, unknown>);
    if (response.destroyed) return;
    const headers: Record<string, string> = { 'content-type': 'text/plain' };
    if (status === 429) headers['retry-after'] = '0';
    response.writeHead(status, headers).end(status === 200 ? 'OK' : 'Refused');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    delivered,
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
