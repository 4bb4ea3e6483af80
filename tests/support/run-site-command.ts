import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { failureText } from '../../cli/failure.ts';
import { siteCommand } from '../../cli/site-command.ts';

const run = promisify(execFile);
const siteCommandFile = path.resolve(import.meta.dirname, '..', '..', 'cli', 'site.ts');

type SiteCommandResult = { code: number; stdout: string; stderr: string };

/** Runs the `site` command as a user would, in its own process, for tests of exit codes and output. */
export function runSiteCommand(...args: string[]): Promise<SiteCommandResult> {
  return runSiteCommandWith(process.env, ...args);
}

/** The same, with the environment its process starts with (a setting such as SITE_IMAGE_CACHE_DIR). */
export async function runSiteCommandWith(env: NodeJS.ProcessEnv, ...args: string[]): Promise<SiteCommandResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [siteCommandFile, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/**
 * The `site` command run in the test's own process, as cli/site.ts runs it, what it writes captured: for a test
 * that runs many short commands (`site new`, `site validate`) and checks their output and exit codes, each of which
 * would otherwise start Node and load the command's modules again (about 0.8 CPU-seconds a command). One command at
 * a time: the output of the process is captured while it runs.
 */
export async function runSiteCommandHere(...args: string[]): Promise<SiteCommandResult> {
  const written = { stdout: '', stderr: '' };
  const { stdout, stderr } = process;
  const capture = (stream: 'stdout' | 'stderr') =>
    ((chunk: string | Uint8Array) => {
      written[stream] += String(chunk);
      return true;
    }) as typeof process.stdout.write;
  const writes = { stdout: stdout.write, stderr: stderr.write };
  stdout.write = capture('stdout');
  stderr.write = capture('stderr');
  let code: number;
  try {
    code = await siteCommand(args);
  } catch (error) {
    written.stderr += failureText(error);
    code = 1;
  } finally {
    stdout.write = writes.stdout;
    stderr.write = writes.stderr;
  }
  return { code, ...written };
}
