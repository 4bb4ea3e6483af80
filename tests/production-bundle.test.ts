import assert from 'node:assert/strict';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { serverBundleFile } from '../cli/server-bundle.ts';
import { recaptchaTestKeys } from '../generator/contact-public-config.ts';
import { freePort } from './support/free-port.ts';
import { defaultDistDir } from './support/site-server.ts';

/**
 * The lean production install: the release folder `site build` writes, copied where no node_modules can be
 * found (a temporary folder), runs `site serve` and `site messages` on Node 24 alone.
 */
const run = promisify(execFile);
let folder: string;
let server: ChildProcess;
let origin: string;
let metricsPort: number;
let log = '';

before(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'site-release-'));
  await cp(defaultDistDir, path.join(folder, 'dist'), { recursive: true, dereference: true });
  metricsPort = await freePort();
  // The readable log and the metrics: the libraries behind them (pino-pretty, fastify-metrics) are in the bundle.
  server = spawn(process.execPath, [path.join(folder, 'dist', serverBundleFile), 'serve', '--port', '0'], {
    cwd: folder,
    env: { PATH: process.env.PATH, NODE_PATH: '', LOG_FORMAT: 'pretty', METRICS_PORT: String(metricsPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  origin = await new Promise((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (listening?.[1]) resolve(listening[1]);
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    server.once('exit', (code) => reject(new Error(`the bundled server stopped (${code}):\n${log}`)));
  });
});

after(async () => {
  server?.kill();
  await rm(folder, { recursive: true, force: true });
});

describe('the bundled production server', () => {
  test('serves pages, files and redirects of its release without node_modules', async () => {
    assert.equal((await fetch(`${origin}/ec/home`)).status, 200);
    assert.equal((await fetch(`${origin}/robots.txt`)).status, 200);
    const moved = await fetch(`${origin}/ec/es/home`, { redirect: 'manual' });
    assert.equal(moved.status, 301);
    assert.equal((await fetch(`${origin}/ec/no-such-page`)).status, 404);
  });

  test('takes contact messages into the outbox of its working folder, which site messages reads', async () => {
    const refused = await fetch(`${origin}/api/send-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(refused.status, 400);
    assert.equal((await refused.json()).success, false);
    const { stdout } = await run(process.execPath, [path.join(folder, 'dist', serverBundleFile), 'messages', 'list'], { cwd: folder });
    assert.match(stdout, new RegExp(`No messages in ${path.join(folder, 'data', 'contact-outbox.sqlite').replaceAll('.', '\\.')}`));
  });

  test('answers health and readiness, serves metrics on their own port and logs readable lines', async () => {
    const live = await fetch(`${origin}/healthz`);
    assert.deepEqual([live.status, await live.json()], [200, { status: 'ok' }]);
    const ready = await fetch(`${origin}/readyz`);
    assert.deepEqual([ready.status, await ready.json()], [200, { status: 'ready' }]);
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    assert.match(metrics, /^http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} 1$/m);
    assert.match(metrics, /^contact_outbox_messages\{state="pending"\} 0$/m);
    assert.match(metrics, /^contact_delivery_failures_total 0$/m);
    const requestLine = /^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: GET \/healthz 200 \d+\.\d ms 127\.0\.0\.1$/m;
    // The line is written once the answer has gone out: it may reach this end of the pipe a moment later.
    for (let waited = 0; !requestLine.test(log) && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.match(log, requestLine);
  });

  test('refuses to start in production on a build whose pages carry the reCAPTCHA test site key', async () => {
    // This build was made without RECAPTCHA_SITE_KEY; the run-time environment has real-looking keys and no site
    // key at all, as DEPLOY.md's unit once had: the manifest is what tells.
    const manifest = JSON.parse(await readFile(path.join(folder, 'dist', 'site-manifest.json'), 'utf8')) as { recaptchaSiteKey?: string };
    assert.equal(manifest.recaptchaSiteKey, recaptchaTestKeys.siteKey, 'the build records the key its pages carry');
    const started = await run(process.execPath, [path.join(folder, 'dist', serverBundleFile), 'serve', '--port', '0', '--production'], {
      cwd: folder,
      env: { PATH: process.env.PATH, RECAPTCHA_SECRET: 'real-secret', CONTACT_DELIVERY: 'none' },
      timeout: 20_000,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? '' }),
    );
    assert.equal(started.code, 1);
    assert.match(started.stderr, /build’s pages carry the public reCAPTCHA test site key/);
  });

  test('names every start-up problem at once, one line each, without a stack trace', async () => {
    const started = await run(process.execPath, [path.join(folder, 'dist', serverBundleFile), 'serve', '--port', 'http', '--production'], {
      cwd: folder,
      env: { PATH: process.env.PATH, RECAPTCHA_SECRET: recaptchaTestKeys.secret, TRUST_PROXY: '10.0.0.0/33' },
      timeout: 20_000,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? '' }),
    );
    assert.equal(started.code, 1);
    const lines = started.stderr.trimEnd().split('\n');
    assert.deepEqual(
      lines.map((line) => line.split(/[: ]/)[0]),
      ['PORT', 'RECAPTCHA_SECRET', 'The', 'CONTACT_DELIVERY', 'TRUST_PROXY'],
      started.stderr,
    );
    assert.doesNotMatch(started.stderr, /^\s+at /m);
  });
});
