import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { spawn as spawnTerminal } from '@lydell/node-pty';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../generator/content/load-content.ts';
import { serverManifest } from '../generator/outputs/site-files.ts';
import { serverManifestFile } from '../server/server-manifest.ts';
import { realContentDir } from '../tests/support/content-fixture.ts';

const siteCommand = path.join(import.meta.dirname, 'site.ts');
/** A build with no pages: the real content's server manifest is what `site serve` needs to start and log. */
let distDir: string;
beforeAll(async () => {
  const { content, routes } = await loadContent(realContentDir);
  if (!content || !routes) throw new Error('content did not load');
  distDir = await mkdtemp(path.join(tmpdir(), 'serve-log-'));
  await mkdir(path.join(distDir, 'client'));
  await writeFile(path.join(distDir, serverManifestFile), JSON.stringify(serverManifest(content, routes, 'site-key')));
});
afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

const serveArgs = () => [siteCommand, 'serve', '--out', distDir, '--port', '0', '--host', '127.0.0.1'];
const baseEnv = () => ({ PATH: process.env.PATH ?? '', CONTACT_DB: ':memory:', HOME: process.env.HOME ?? '' });

async function until<T>(read: () => T | undefined, what: () => string, timeoutMs = 30_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting; output so far:\n${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const listeningAt = (output: string) => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];

/** `site serve` with its output on pipes, as under systemd: its lines as they come. */
async function servePiped(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, serveArgs(), { env: { ...baseEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  stops.push(() => child.kill());
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const origin = await until(
    () => listeningAt(output),
    () => output,
  );
  return { origin, output: () => output };
}

describe('the server log', () => {
  it('is readable lines at a terminal: local time, level name, one short line per request', async () => {
    const terminal = spawnTerminal(process.execPath, serveArgs(), {
      name: 'xterm-256color',
      cols: 160,
      rows: 40,
      env: { ...baseEnv(), TERM: 'xterm-256color', NO_COLOR: '1' },
    });
    stops.push(() => terminal.kill());
    let screen = '';
    terminal.onData((data) => {
      screen += stripVTControlCharacters(data);
    });
    const origin = await until(
      () => listeningAt(screen),
      () => screen,
    );
    await fetch(`${origin}/healthz`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    const line = await until(
      () => screen.split(/\r?\n/).find((candidate) => candidate.includes('/healthz')),
      () => screen,
    );
    expect(line).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: GET \/healthz 200 \d+\.\d ms 203\.0\.113\.9$/);
    expect(screen).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: Server listening at http:\/\/127\.0\.0\.1:\d+\r?$/m);
    expect(screen).not.toContain('{"level"');
  }, 60_000);

  it('is one JSON object per line elsewhere (the journal), with the client’s address from a trusted proxy (TRUST_PROXY)', async () => {
    const behindNginx = await servePiped({});
    await fetch(`${behindNginx.origin}/healthz`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    const request = await until(
      () =>
        behindNginx
          .output()
          .split('\n')
          .find((line) => line.includes('"request completed"')),
      behindNginx.output,
    );
    const logged = JSON.parse(request) as { level: number; time: number; req: { remoteAddress: string; url: string } };
    expect(logged).toMatchObject({ level: 30, req: { url: '/healthz', remoteAddress: '203.0.113.9' } });
    expect(
      behindNginx
        .output()
        .trim()
        .split('\n')
        .every((line) => line.startsWith('{')),
    ).toBe(true);

    // Told to trust no proxy (the server faces the internet itself), a client's header is not believed.
    const direct = await servePiped({ TRUST_PROXY: 'false' });
    await fetch(`${direct.origin}/healthz`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    const untrusted = await until(
      () =>
        direct
          .output()
          .split('\n')
          .find((line) => line.includes('"request completed"')),
      direct.output,
    );
    expect(JSON.parse(untrusted).req.remoteAddress).toBe('127.0.0.1');
    // ...and the pretty lines can be asked for where there is no terminal (LOG_FORMAT).
    const asked = await servePiped({ LOG_FORMAT: 'pretty' });
    expect(asked.output()).toMatch(/INFO: Server listening at/);
  }, 60_000);
});
