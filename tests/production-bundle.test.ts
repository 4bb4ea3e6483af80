import assert from 'node:assert/strict';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, readlink, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { serverBundleFile } from '../cli/server-bundle.ts';
import type { DeliveryMode } from '../generator/settings/contact-public-config.ts';
import { recaptchaTestKeys } from '../generator/settings/contact-public-config.ts';
import type { ContactMessage } from '../schemas/contact.ts';
import { openOutbox } from '../server/contact/outbox.ts';
import { openOutboxStore } from '../server/contact/outbox-store.ts';
import { freePort } from './support/free-port.ts';
import { type PostgresCluster, startPostgres } from './support/postgres-cluster.ts';
import { defaultDistDir } from './support/site-server.ts';

/**
 * The lean production install: the release folder `site build` writes, copied where no node_modules can be
 * found (a temporary folder) as DEPLOY.md copies it (dist.releases/<name> and the `dist` link), runs `site serve`,
 * `site messages` and `site releases` on Node 24 alone.
 */
const run = promisify(execFile);
let folder: string;
let server: ChildProcess;
let origin: string;
let release: string;
let metricsPort: number;
let log = '';

before(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'site-release-'));
  release = path.basename(await readlink(defaultDistDir));
  await cp(path.join(defaultDistDir, '/'), path.join(folder, 'dist.releases', release), { recursive: true });
  await symlink(path.join('dist.releases', release), path.join(folder, 'dist'));
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

/** `node dist/site-server.mjs ...` in the release's working folder, with nothing but PATH and `env`. */
async function bundle(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(process.execPath, [path.join(folder, 'dist', serverBundleFile), ...args], {
    cwd: folder,
    env: { PATH: process.env.PATH, NODE_PATH: '', ...env },
    timeout: 30_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? -1,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }),
  );
}

const person = {
  name: 'Valeria Cárdenas',
  email: 'Valeria.Cardenas@minera-sur.pe',
  phone: '+51 1 442 7710',
  message: 'Necesitamos una propuesta para los sistemas de respaldo de energía de la planta de Arequipa.',
  location: 'lima',
};
const other = { ...person, name: 'Jorge Ibáñez', email: 'jorge@andes-energia.ec', message: 'Consulta sobre rectificadores de 48 V.' };
const seed: [Omit<ContactMessage, 'recaptchaToken'>, DeliveryMode, Date][] = [
  [person, 'none', new Date('2025-01-10T09:00:00Z')],
  [other, 'none', new Date('2025-01-11T09:00:00Z')],
  [{ ...person, email: ' valeria.cardenas@MINERA-SUR.pe ' }, 'none', new Date()],
];

/** Every data-request action DEPLOY.md names, run through the bundle against the outbox `db`. */
async function dataRequestActions(db: string) {
  const env = { CONTACT_DB: db };
  const find = await bundle(['messages', 'find', '--email', 'valeria.cardenas@minera-sur.pe'], env);
  assert.equal(find.code, 0, find.stderr);
  assert.match(find.stdout, /#1 .* "Valeria Cárdenas"/);
  assert.match(find.stdout, /2 message\(s\) from valeria\.cardenas@minera-sur\.pe/);

  const exported = path.join(folder, `export-${Date.now()}.json`);
  const exporting = await bundle(['messages', 'export', '--email', 'valeria.cardenas@minera-sur.pe', '--out', exported], env);
  assert.equal(exporting.code, 0, exporting.stderr);
  const json = JSON.parse(await readFile(exported, 'utf8')) as { messages: { id: number; message: string }[] };
  assert.deepEqual(
    json.messages.map((message) => message.id),
    [1, 3],
  );
  assert.equal(json.messages[0]?.message, person.message);
  assert.equal((await stat(exported)).mode & 0o777, 0o600);

  const asked = await bundle(['messages', 'delete', '--email', 'valeria.cardenas@minera-sur.pe'], env);
  assert.equal(asked.code, 1, 'delete without --yes only shows what would go');
  assert.match(asked.stderr, /These 2 message\(s\) would be erased for good\. Run again with --yes/);
  const deleted = await bundle(['messages', 'delete', '--email', 'valeria.cardenas@minera-sur.pe', '--yes'], env);
  assert.equal(deleted.code, 0, deleted.stderr);
  assert.match(deleted.stdout, /2 message\(s\) from valeria\.cardenas@minera-sur\.pe erased \(#1, #3\)/);
  assert.match((await bundle(['messages', 'find', '--email', person.email], env)).stdout, /No message from/);

  const purged = await bundle(['messages', 'purge', '--days', '30'], env);
  assert.equal(purged.code, 0, purged.stderr);
  assert.match(purged.stdout, /1 delivered message\(s\) older than 30 days erased/);
  const left = await bundle(['messages', 'export'], env);
  assert.deepEqual(JSON.parse(left.stdout), []);
}

describe('the bundle answers a person’s data request on the web server', () => {
  let cluster: PostgresCluster | undefined;
  after(async () => {
    await cluster?.stop();
  });

  test('its help names only commands the bundle has, and each works', async () => {
    const help = await bundle(['messages', '--help']);
    assert.equal(help.code, 0);
    const pointers = [...help.stdout.matchAll(/: (node dist\/site-server\.mjs messages [a-z]+ --help)$/gm)].map((match) => match[1] ?? '');
    assert.equal(pointers.length, 2, help.stdout);
    assert.doesNotMatch(help.stdout, /(^|[^/])site messages/m, 'no `site` command on a web server');
    for (const pointer of pointers) {
      const answer = await bundle(pointer.split(' ').slice(2));
      assert.equal(answer.code, 0, `${pointer}: ${answer.stderr}`);
      assert.match(answer.stdout, /^Usage: node dist\/site-server\.mjs messages/);
    }
  });

  test('find, export --email, delete --email (with its confirmation) and purge on SQLite', async () => {
    const db = path.join(folder, 'data', 'requests.sqlite');
    const outbox = openOutbox(db);
    for (const [message, delivery, at] of seed) outbox.store(message, delivery, at);
    outbox.close();
    await dataRequestActions(db);
  });

  test('the same on PostgreSQL', async () => {
    cluster = await startPostgres();
    const db = await cluster.createDatabase();
    const outbox = await openOutboxStore(db);
    for (const [message, delivery, at] of seed) await outbox.store(message, delivery, at);
    await outbox.close();
    await dataRequestActions(db);
  });

  test('backs the SQLite outbox up and moves it to PostgreSQL', async () => {
    cluster ??= await startPostgres();
    const db = path.join(folder, 'data', 'moving.sqlite');
    const outbox = openOutbox(db);
    for (const [message, delivery, at] of seed) outbox.store(message, delivery, at);
    outbox.close();
    const backedUp = await bundle(['messages', 'backup', '--out', path.join(folder, 'backup.sqlite')], { CONTACT_DB: db });
    assert.equal(backedUp.code, 0, backedUp.stderr);
    assert.match(backedUp.stdout, /^3 message\(s\) of .* backed up/);
    const url = await cluster.createDatabase();
    for (const expected of ['3 message(s) copied', '0 message(s) copied']) {
      const moved = await bundle(['messages', 'migrate', '--to', url], { CONTACT_DB: db });
      assert.equal(moved.code, 0, moved.stderr);
      assert.ok(moved.stdout.includes(expected), moved.stdout);
    }
    const listed = JSON.parse((await bundle(['messages', 'export'], { CONTACT_DB: url })).stdout) as { id: number }[];
    assert.deepEqual(
      listed.map((message) => message.id),
      [1, 2, 3],
    );
  });
});

describe('the bundle manages the releases of its folder', () => {
  test('lists them and refuses to roll back past the only one', async () => {
    const listed = await bundle(['releases', 'list']);
    assert.equal(listed.code, 0, listed.stderr);
    assert.ok(listed.stdout.includes(`* ${release}`), listed.stdout);
    const rollback = await bundle(['releases', 'rollback']);
    assert.equal(rollback.code, 1);
    assert.match(rollback.stderr, /is the oldest release kept/);
    assert.ok(existsSync(path.join(folder, 'dist', 'client', 'ec', 'home', 'index.html')));
  });
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
