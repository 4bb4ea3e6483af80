import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recaptchaTestKeys } from '../generator/contact-public-config.ts';

const run = promisify(execFile);
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'serve-refusal-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

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
    const started = await run(process.execPath, [path.join(import.meta.dirname, 'site.ts'), 'serve', '--out', folder, '--port', 'abc'], {
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
      'PORT (or --port) is not a port number: abc',
      `${path.join(folder, 'site-manifest.json')} is missing: build the site first (\`site build\`).`,
      'RECAPTCHA_SECRET is the public test secret: production refuses Google’s reCAPTCHA test keys.',
      'CONTACT_DELIVERY is not set: production needs an explicit delivery mode (server, browser or none).',
      expect.stringMatching(/^TRUST_PROXY: .*nginx/),
      'METRICS_PORT is not a port number (1 to 65535): metrics',
    ]);
    expect(started.stderr).not.toMatch(/^\s+at /m);
  }, 40_000);
});
