/**
 * Load: autocannon against `site serve` (its own process, as in production) with a fake siteverify on
 * 127.0.0.1. 100 connections for BENCH_LOAD_SECONDS (20) on POST /api/send-email, then on a static page.
 * Figures, not assertions: 5xx (should be 0), 429s from the per-IP limiter, p99 latency and requests per second.
 *
 * Run alone: `node bench/load.ts [distDir]` (default dist/); in `npm run bench` unless BENCH_SKIP_LOAD=1.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { escapeFields } from '../schemas/contact-escape.ts';
import { startFakeSiteverify } from '../tests/support/fake-siteverify.ts';
import { freePort } from '../tests/support/free-port.ts';
import { formatMs, type Row } from './table.ts';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));

interface LoadFigures {
  target: string;
  requests: number;
  requestsPerSecond: number;
  p99Ms: number;
  status5xx: number;
  status429: number;
  status2xx: number;
  errors: number;
}

async function waitUntilServing(origin: string, child: ChildProcess): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    if (child.exitCode !== null) throw new Error(`site serve exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/ec/home`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('site serve did not start within 30 s');
}

function figures(target: string, result: autocannon.Result): LoadFigures {
  const byStatus = Object.entries(result.statusCodeStats ?? {}).map(([status, { count = 0 }]) => [Number(status), count] as const);
  const sum = (test: (status: number) => boolean) =>
    byStatus.filter(([status]) => test(status)).reduce((total, [, count]) => total + count, 0);
  return {
    target,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    status5xx: sum((status) => status >= 500),
    status429: sum((status) => status === 429),
    status2xx: sum((status) => status >= 200 && status < 300),
    errors: result.errors,
  };
}

/** Both runs against one `site serve` of `distDir`. */
export async function measureLoad(distDir: string, seconds: number, log: (message: string) => void): Promise<LoadFigures[]> {
  const siteverify = await startFakeSiteverify({ hostname: '127.0.0.1' });
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-load-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['cli/site.ts', 'serve', '--out', distDir, '--port', String(port), '--host', '127.0.0.1'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      // Node and Fastify as in production, but a test-key build against a local fake siteverify: production mode
      // (SITE_MODE wins over NODE_ENV, server/config.ts) would rightly refuse both.
      NODE_ENV: 'production',
      SITE_MODE: 'development',
      RECAPTCHA_SECRET: 'bench-secret',
      RECAPTCHA_VERIFY_URL: siteverify.url,
      CONTACT_DELIVERY: 'none',
      CONTACT_DB: path.join(folder, 'outbox.sqlite'),
    },
  });
  try {
    await waitUntilServing(origin, child);
    const body = JSON.stringify({
      ...escapeFields(
        { name: 'Carga Prueba', email: 'load@example.com', phone: '', message: 'Mensaje de prueba de carga.', location: 'quito-matriz' },
        ['name', 'email', 'phone', 'message', 'location'],
      ),
      recaptchaToken: 'ok-token',
    });
    const results: LoadFigures[] = [];
    log(`load: POST /api/send-email, 100 connections, ${seconds} s`);
    results.push(
      figures(
        'POST /api/send-email',
        await autocannon({
          url: `${origin}/api/send-email`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          connections: 100,
          duration: seconds,
        }),
      ),
    );
    log(`load: GET /ec/home, 100 connections, ${seconds} s`);
    results.push(
      figures(
        'GET /ec/home (static page, brotli)',
        // As a browser asks: the page goes out as the .br file site build wrote.
        await autocannon({
          url: `${origin}/ec/home`,
          headers: { 'accept-encoding': 'gzip, deflate, br' },
          connections: 100,
          duration: seconds,
        }),
      ),
    );
    return results;
  } finally {
    child.kill('SIGTERM');
    await siteverify.close();
    await rm(folder, { recursive: true, force: true });
  }
}

/** Budgets for the static page only: the contact endpoint's figures depend on its rate limit and siteverify. */
const pageBudget = { requestsPerSecond: 4000, p99Ms: 100 };

export function loadRows(results: readonly LoadFigures[], seconds: number): Row[] {
  return results.flatMap((result) => {
    const budgeted = result.target.startsWith('GET ');
    return [
      {
        name: `${result.target}: 5xx answers (100 connections, ${seconds} s, ${result.requests} requests)`,
        measured: `${result.status5xx} (2xx ${result.status2xx}, 429 ${result.status429}, connection errors ${result.errors})`,
        budget: '0',
        ok: result.status5xx === 0 && result.errors === 0,
      },
      {
        name: `${result.target}: p99 latency`,
        measured: formatMs(result.p99Ms),
        ...(budgeted ? { budget: `under ${pageBudget.p99Ms} ms`, ok: result.p99Ms < pageBudget.p99Ms } : { budget: '—' }),
      },
      {
        name: `${result.target}: requests per second`,
        measured: result.requestsPerSecond.toFixed(0),
        ...(budgeted
          ? { budget: `at least ${pageBudget.requestsPerSecond}`, ok: result.requestsPerSecond >= pageBudget.requestsPerSecond }
          : { budget: '—' }),
      },
    ];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = process.argv[2] ?? 'dist';
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
  const results = await measureLoad(distDir, seconds, (message) => process.stderr.write(`· ${message}\n`));
  for (const row of loadRows(results, seconds)) process.stdout.write(`${row.name}: ${row.measured}\n`);
}
