import { afterEach, expect, it } from 'vitest';
import type { ServerManifest } from '../schemas/server-manifest.ts';
import { openDevContact } from './dev-contact.ts';

/** `site dev`'s contact endpoint behind a proxy: Fastify and the same-site check believe the same proxies. */

const manifest = { regions: [{ offices: ['quito-matriz'], domains: ['www.tecnandes.com.ec'] }] } as unknown as ServerManifest;
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

it('accepts a post from the page as the proxy forwards it, on a port of its own', async () => {
  // TRUST_PROXY left at its default (loopback): the proxy in front, on this machine, forwards host and port.
  const { app } = await openDevContact(manifest, { CONTACT_DB: ':memory:' });
  closing.push(() => app.close());
  const post = (from: string) =>
    app.inject({
      method: 'POST',
      url: '/api/send-email',
      remoteAddress: from,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-host': 'localhost',
        'x-forwarded-port': '8443',
        origin: 'http://localhost:8443',
      },
      payload: {},
    });
  // Past the same-site check, to the body's own check.
  const proxied = await post('127.0.0.1');
  expect([proxied.statusCode, proxied.json()]).toEqual([400, { success: false, error: 'invalid_type' }]);
  // Nobody else's forwarded headers are believed, by Fastify or the check.
  expect((await post('192.0.2.7')).json()).toEqual({ success: false, error: 'cross_site' });
});
