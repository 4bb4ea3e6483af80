import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.ts';

/**
 * A throwaway PostgreSQL cluster for tests: initdb in a temporary folder, the server on a free port of 127.0.0.1
 * (and a unix socket in the same folder), fsync off since nothing of it is kept, stopped and removed by `stop`.
 * Debian's binaries (apt package `postgresql`, which `.ci/run` installs) live in /usr/lib/postgresql/<version>/bin,
 * off PATH. PostgreSQL refuses to run as root: as root, the cluster runs as the `postgres` system user the package
 * creates (else `nobody`), which owns the folder.
 */
export interface PostgresCluster {
  /** The cluster's files (readable by this process), for tests that look at what is on disk. */
  dataDir: string;
  /** `postgres://` URL of a new, empty database of its own (for one test file or one scenario). */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

const debianRoot = '/usr/lib/postgresql';

function binDir(): string {
  const versions = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((entry) => existsSync(path.join(debianRoot, entry, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const [newest] = versions;
  if (!newest) throw new Error(`PostgreSQL is not installed (${debianRoot}/<version>/bin): apt-get install -y postgresql (.ci/run does).`);
  return path.join(debianRoot, newest, 'bin');
}

/** Who runs the cluster: this process's user, or an unprivileged system user when this is root. */
function runAs(): { uid: number; gid: number; name: string } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      return { uid, gid, name };
    } catch {
      // no such user: try the next
    }
  }
  throw new Error('Running as root with neither a postgres nor a nobody user to run PostgreSQL as.');
}

export async function startPostgres(): Promise<PostgresCluster> {
  const bin = binDir();
  const user = runAs();
  const folder = await mkdtemp(path.join(tmpdir(), 'site-postgres-'));
  const dataDir = path.join(folder, 'data');
  if (user) await chown(folder, user.uid, user.gid);
  // setpriv changes user and execs, so the pid we hold is PostgreSQL's own and our signals reach it.
  const command = (file: string, args: string[]): [string, string[]] =>
    user
      ? ['setpriv', [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', '--', path.join(bin, file), ...args]]
      : [path.join(bin, file), args];

  const [initdb, initdbArgs] = command('initdb', ['-D', dataDir, '-U', 'site', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-locale']);
  execFileSync(initdb, initdbArgs, { stdio: 'pipe', cwd: folder });

  const port = await freePort();
  const [postgres, postgresArgs] = command('postgres', [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    folder,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'synchronous_commit=off',
  ]);
  const server: ChildProcess = spawn(postgres, postgresArgs, { stdio: ['ignore', 'ignore', 'pipe'], cwd: folder });
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    log = `${log}${chunk.toString('utf8')}`.slice(-4000);
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const adminUrl = `postgres://site@127.0.0.1:${port}/postgres`;

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      // SIGINT is PostgreSQL's fast shutdown: it ends the sessions still open and exits.
      server.kill('SIGINT');
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  };

  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`PostgreSQL did not start:\n${log}`);
    }
    const client = new pg.Client({ connectionString: adminUrl });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() - started > 20_000) {
        await stop();
        throw new Error(`PostgreSQL did not accept connections within 20 s:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  let databases = 0;
  return {
    dataDir,
    async createDatabase() {
      const name = `site_${++databases}`;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://site@127.0.0.1:${port}/${name}`;
    },
    stop,
  };
}
