import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { announceDevServer, runningDevServer } from './dev-address.ts';

let root: string;
let contentDir: string;
let server: Server | undefined;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'dev-address-'));
  contentDir = path.join(root, 'content');
});

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  await rm(root, { recursive: true, force: true });
});

/** Requests for a page (anything but Vite's ping) the server below was asked. */
let pagesAsked = 0;

/** A server that answers Vite's ping at once, and takes `pageMs` to answer anything else (a page it renders). */
async function devLikeServer(pageMs: number): Promise<string> {
  pagesAsked = 0;
  server = createServer((request, response) => {
    if (request.headers.accept === 'text/x-vite-ping') {
      response.writeHead(204).end();
      return;
    }
    pagesAsked += 1;
    setTimeout(() => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html>'), pageMs);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('runningDevServer', () => {
  it('finds a site dev whose pages are slow to render, without asking it for one', async () => {
    const url = await devLikeServer(8_000);
    await announceDevServer(contentDir, url);
    expect(await runningDevServer(contentDir)).toBe(url);
    expect(pagesAsked).toBe(0);
  });

  it('does not take the address a killed site dev left for a running one, whatever answers there now', async () => {
    const url = await devLikeServer(0);
    // The address written by a process that then ended without withdrawing it, as a killed site dev does.
    const writer = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { announceDevServer } = await import(${JSON.stringify(path.resolve(import.meta.dirname, 'dev-address.ts'))}); await announceDevServer(${JSON.stringify(contentDir)}, ${JSON.stringify(url)});`,
      ],
      { stdio: 'inherit' },
    );
    expect(await new Promise((resolve) => writer.once('exit', resolve))).toBe(0);
    expect(await runningDevServer(contentDir)).toBeUndefined();
  });
});
