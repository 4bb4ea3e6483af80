import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../generator/content/load-content.ts';
import { serverManifest } from '../generator/outputs/site-files.ts';
import { recaptchaTestKeys } from '../generator/settings/contact-public-config.ts';
import { serverManifestFile } from '../server/server-manifest.ts';
import { realContentDir } from '../tests/support/content-fixture.ts';
import { devHost, serveAddress } from './serve-address.ts';

const run = promisify(execFile);
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'serve-refusal-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** An output folder with what site serve reads before it listens: the server manifest of the real content. */
async function builtFolder(name: string): Promise<string> {
  const { content, routes } = await loadContent(realContentDir);
  if (!content || !routes) throw new Error('content did not load');
  const distDir = path.join(folder, name);
  await mkdir(path.join(distDir, 'client'), { recursive: true });
  await writeFile(path.join(distDir, serverManifestFile), JSON.stringify(serverManifest(content, routes, 'site-key')));
  return distDir;
}

describe('site serve that cannot start', () => {
  it('names every missing or wrong setting in one run, one line each, without a stack trace, and exits 1', async () => {
    const env = {
      PATH: process.env.PATH,
      SITE_MODE: 'production',
      RECAPTCHA_SECRET: recaptchaTestKeys.secret,
      CONTACT_DB: path.join(folder, 'outbox.sqlite'),
      TRUST_PROXY: 'nginx',
      METRICS_PORT: 'metrics',
    };
    const started = await run(process.execPath, [path.join(import.meta.dirname, 'site.ts'), 'serve', '--out', folder, '--port', '8e3'], {
      env,
      timeout: 30_000,
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        code: error.code,
        stdout: error.stdout ?? '',
        stderr: error.stderr ?? '',
      }),
    );
    expect(started.code).toBe(1);
    expect(started.stdout).toBe('');
    const lines = started.stderr.trimEnd().split('\n');
    expect(lines).toEqual([
      // Number() reads 8e3 as 8000: a port is digits alone, as every number setting.
      'PORT (or --port) is not a port number: 8e3',
      `${path.join(folder, 'site-manifest.json')} is missing: build the site first (\`site build\`).`,
      'RECAPTCHA_SECRET is the public test secret: production refuses Google’s reCAPTCHA test keys.',
      'CONTACT_DELIVERY is not set: production needs an explicit delivery mode (server, browser or none).',
      expect.stringMatching(/^TRUST_PROXY: .*nginx/),
      'METRICS_PORT is not a port number (1 to 65535): metrics',
    ]);
    expect(started.stderr).not.toMatch(/^\s+at /m);
  }, 40_000);

  it('answers a flag it does not know, or one without its value, in one line and exit 2, for site and the bundle alike', async () => {
    const site = path.join(import.meta.dirname, 'site.ts');
    const bundle = path.join(import.meta.dirname, 'production.ts');
    for (const args of [
      [site, 'serve', '--prod'],
      [site, 'build', '--port'],
      [site, 'serve', 'extra'],
      [bundle, 'serve', '--prod'],
    ]) {
      const failed = await run(process.execPath, args, { timeout: 30_000 }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? '' }),
      );
      expect(failed.code, args.join(' ')).toBe(2);
      expect(failed.stderr, args.join(' ')).toMatch(
        /^(Unknown option '--prod'|Option '--port <value>' argument missing|Unexpected argument 'extra')/,
      );
      expect(failed.stderr, args.join(' ')).not.toMatch(/^\s+at /m);
    }
    // Asking for the usage is no mistake: on stdout, exit 0.
    for (const args of [
      [bundle, '--help'],
      [bundle, 'serve', '--help'],
    ]) {
      const { stdout } = await run(process.execPath, args, { timeout: 30_000 });
      expect(stdout, args.join(' ')).toMatch(/^Usage: .* serve \[--port N\]/);
    }
  }, 60_000);

  it('listens where PORT and HOST say, an empty one counting as unset, the bundle as site serve', () => {
    expect(serveAddress({})).toEqual({ port: '3000', host: '0.0.0.0' });
    expect(serveAddress({ PORT: '', HOST: ' ' })).toEqual({ port: '3000', host: '0.0.0.0' });
    expect(serveAddress({ PORT: '8080', HOST: '127.0.0.1' })).toEqual({ port: '8080', host: '127.0.0.1' });
    expect(devHost({ HOST: '' })).toBe('127.0.0.1');
  });

  it('names an outbox it cannot open in one line, without the database password', async () => {
    const distDir = await builtFolder('built');
    // Port 1 of this machine: nothing listens there, so the connection is refused at once.
    const env = { PATH: process.env.PATH, CONTACT_DB: 'postgres://site:s3cret-pass@127.0.0.1:1/contact' };
    const started = await run(process.execPath, [path.join(import.meta.dirname, 'site.ts'), 'serve', '--out', distDir, '--port', '0'], {
      env,
      timeout: 30_000,
    }).then(
      ({ stderr }) => ({ code: 0, stderr }),
      (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? '' }),
    );
    expect(started.code).toBe(1);
    expect(started.stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^CONTACT_DB: the outbox postgres:\/\/site@127\.0\.0\.1:1\/contact cannot be opened: .*ECONNREFUSED/),
    ]);
    expect(started.stderr).not.toContain('s3cret-pass');
  }, 40_000);

  it('names metrics asked for on the site port as such, not as a port another process holds', async () => {
    const distDir = await builtFolder('built-for-shared-metrics');
    const env = { PATH: process.env.PATH, CONTACT_DB: path.join(folder, 'shared-metrics.sqlite'), METRICS_PORT: '3611' };
    const started = await run(process.execPath, [path.join(import.meta.dirname, 'site.ts'), 'serve', '--out', distDir, '--port', '3611'], {
      env,
      timeout: 30_000,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? '' }),
    );
    expect(started).toEqual({ code: 1, stderr: "METRICS_PORT is the site's port too (3611): the metrics need a port of their own.\n" });
  }, 40_000);

  it('site serve with both its port and the metrics port held by other processes names both at once', async () => {
    const distDir = await builtFolder('built-for-two-taken-ports');
    const holders = [createServer(), createServer()];
    for (const holder of holders) await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const [site, metrics] = holders.map((holder) => (holder.address() as AddressInfo).port);
    const env = { PATH: process.env.PATH, CONTACT_DB: path.join(folder, 'two-taken.sqlite'), METRICS_PORT: String(metrics) };
    try {
      const started = await run(
        process.execPath,
        [path.join(import.meta.dirname, 'site.ts'), 'serve', '--out', distDir, '--port', String(site), '--host', '127.0.0.1'],
        { env, timeout: 30_000 },
      ).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? '' }),
      );
      expect(started.code).toBe(1);
      expect(
        started.stderr
          .trimEnd()
          .split('\n')
          .filter((line) => !line.startsWith('{')),
      ).toEqual([
        `PORT (or --port): 127.0.0.1:${site} is already in use by another process; choose a free PORT (or --port)`,
        `METRICS_PORT: 127.0.0.1:${metrics} is already in use by another process; choose a free METRICS_PORT`,
      ]);
    } finally {
      for (const holder of holders) holder.close();
    }
  }, 70_000);

  it('site serve and site dev on a port another process holds say so in one line and exit 1, without hanging', async () => {
    const distDir = await builtFolder('built-for-a-taken-port');
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as AddressInfo).port;
    const env = { PATH: process.env.PATH, CONTACT_DB: path.join(folder, 'taken-port.sqlite') };
    const attempt = (...args: string[]) =>
      run(process.execPath, [path.join(import.meta.dirname, 'site.ts'), ...args, '--port', String(port), '--host', '127.0.0.1'], {
        env,
        timeout: 30_000,
      }).then(
        () => ({ code: 0, stderr: '', killed: false }),
        (error: { code?: number; stderr?: string; killed?: boolean }) => ({
          code: error.code,
          stderr: error.stderr ?? '',
          killed: error.killed,
        }),
      );
    try {
      const taken = `PORT (or --port): 127.0.0.1:${port} is already in use by another process; choose a free PORT (or --port)`;
      for (const args of [['serve', '--out', distDir], ['dev']]) {
        const started = await attempt(...args);
        expect(started).toMatchObject({ code: 1, killed: false });
        expect(
          started.stderr
            .trimEnd()
            .split('\n')
            .filter((line) => !line.startsWith('{')),
        ).toEqual([taken]);
      }
    } finally {
      holder.close();
    }
  }, 70_000);
});
