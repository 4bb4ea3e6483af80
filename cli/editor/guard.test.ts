import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { editorGuard } from './guard.ts';

/** A request as the dev server sees it on port 4321. */
function request({
  from = '127.0.0.1',
  host = '127.0.0.1:4321',
  origin,
  method = 'GET',
}: {
  from?: string;
  host?: string;
  origin?: string;
  method?: string;
}): IncomingMessage {
  return {
    method,
    headers: { host, ...(origin ? { origin } : {}) },
    socket: { remoteAddress: from, localPort: 4321 },
  } as unknown as IncomingMessage;
}

describe('who may use the editor', () => {
  const guard = editorGuard();

  it('answers this computer at its own address, by any of its loopback names', () => {
    expect(guard.check(request({}))).toBeUndefined();
    expect(guard.check(request({ host: 'localhost:4321', method: 'PUT', origin: 'http://localhost:4321' }))).toBeUndefined();
    expect(guard.check(request({ from: '::1', host: '[::1]:4321' }))).toBeUndefined();
  });

  it('refuses other computers, even when the server listens on every address', () => {
    expect(guard.check(request({ from: '192.168.1.20' }))).toMatch(/only on this computer/);
  });

  it('refuses a name of another site pointed at 127.0.0.1 (DNS rebinding)', () => {
    expect(guard.check(request({ host: 'evil.example:4321', origin: 'http://evil.example:4321', method: 'PUT' }))).toMatch(
      /answers at http:\/\/127\.0\.0\.1:4321/,
    );
  });

  it('takes changes only from its own page', () => {
    expect(guard.check(request({ method: 'PUT', origin: 'http://evil.example' }))).toMatch(/own page/);
    expect(guard.check(request({ method: 'POST' }))).toMatch(/own page/);
    expect(guard.check(request({ origin: 'http://127.0.0.1:9999' }))).toMatch(/own page/);
  });

  it("answers a team's proxy at the address it is given", () => {
    const shared = editorGuard(['https://edit.example.com']);
    const viaProxy = request({ host: 'edit.example.com', origin: 'https://edit.example.com', method: 'PUT' });
    expect(shared.check(viaProxy)).toBeUndefined();
    expect(guard.check(viaProxy)).toBeDefined();
  });
});
