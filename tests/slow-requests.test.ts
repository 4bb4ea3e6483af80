import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { type SiteServer, startSiteServer } from './support/site-server.ts';

// Short limits so the test runs in seconds; production defaults are in server/config.ts (loadServerTimeouts).
const requestTimeout = 1500;
const headersTimeout = 1000;
let server: SiteServer;

before(async () => {
  server = await startSiteServer({ timeouts: { requestTimeout, headersTimeout, keepAliveTimeout: 1000, connectionTimeout: 10_000 } });
});

after(async () => {
  await server?.close();
});

interface Trickle {
  /** Milliseconds from the first byte until the server closed the connection. */
  closedAfter: number;
  /** What the server answered before closing, if anything. */
  answer: string;
}

/**
 * A client that declares a body (or starts headers) and then sends one byte every 200 ms, never finishing:
 * the slow-body attack. Resolves when the server closes the socket; the test fails by time-out otherwise.
 */
function trickle(head: string, drip: string, giveUpAfter = 8000): Promise<Trickle> {
  const { hostname, port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ host: hostname, port: Number(port) });
    const started = performance.now();
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`the server still held the connection after ${giveUpAfter} ms`));
    }, giveUpAfter);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfter: performance.now() - started, answer });
    });
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(drip);
      }, 200);
    });
  });
}

const declaredBody = (method: string, pathname: string) =>
  `${method} ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"name":"`;

describe('slow clients are cut off within the configured time', () => {
  for (const [what, head] of [
    ['the contact endpoint', declaredBody('POST', '/api/send-email')],
    ['a page', declaredBody('POST', '/ec/home')],
    ['a static file', declaredBody('GET', '/robots.txt')],
    ['an unknown path', declaredBody('PUT', '/no-such-file')],
  ] as const) {
    test(`a body trickled to ${what} is closed after the request time-out`, async () => {
      const result = await trickle(head, 'a');
      // Node checks expired requests on an interval (server/app.ts), so allow a second past the limit.
      assert.ok(result.closedAfter >= requestTimeout - 100, `closed after ${Math.round(result.closedAfter)} ms, not before the limit`);
      assert.ok(result.closedAfter < requestTimeout + 1500, `closed after ${Math.round(result.closedAfter)} ms`);
      // A static answer may come first (GET does not wait for a body); the connection still ends with a 408.
      assert.match(result.answer, /HTTP\/1\.1 408 Request Timeout\r\n/, 'the client is told its request timed out');
    });
  }

  test('headers trickled in one byte at a time are closed after the headers time-out', async () => {
    const result = await trickle('GET /ec/home HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 'x');
    assert.ok(result.closedAfter < headersTimeout + 1500, `closed after ${Math.round(result.closedAfter)} ms`);
    assert.match(result.answer, /^HTTP\/1\.1 408 /);
  });

  test('a request sent in time is answered as usual', async () => {
    const response = await fetch(`${server.origin}/ec/home`);
    assert.equal(response.status, 200);
  });
});
