import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { dayTheContentIsCurrent } from './content-fixture.ts';
import { freePort } from './free-port.ts';
import { projectRoot } from './site-server.ts';

export interface DevProcess {
  origin: string;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * `site dev` on a free local port with the given content folder, as an editor runs it; resolves once it serves
 * the site, or once it prints `until` (content with errors: the page that lists them). `root`: the project whose
 * code runs (a test's copy of it). `today`: the day it checks dates as of (`--today`), by default one on which the
 * committed content is current.
 */
export async function startDev(
  contentDir: string,
  { timeoutMs = 60_000, until = 'site dev: http://', root = projectRoot, today = dayTheContentIsCurrent } = {},
): Promise<DevProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'cli', 'site.ts'), 'dev', '--content', contentDir, '--port', String(port), '--host', '127.0.0.1', '--today', today],
    { cwd: root, env: { ...process.env, CONTACT_DB: ':memory:' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = Date.now();
  while (!output.includes(until)) {
    if (child.exitCode !== null) throw new Error(`site dev exited with ${child.exitCode}:\n${output}`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGTERM');
      throw new Error(`site dev did not start in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
