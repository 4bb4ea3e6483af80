import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { siteCommand } from '../../cli/site-command.ts';
import { withOutputCaptured } from './captured-output.ts';

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
 * a time (tests/support/captured-output.ts).
 */
export async function runSiteCommandHere(...args: string[]): Promise<SiteCommandResult> {
  const { result: code, stdout, stderr } = await withOutputCaptured(() => siteCommand(args));
  return { code, stdout, stderr };
}
