import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const siteCommand = path.resolve(import.meta.dirname, '..', '..', 'cli', 'site.ts');

type SiteCommandResult = { code: number; stdout: string; stderr: string };

/** Runs the `site` command as a user would, in its own process, for tests of exit codes and output. */
export function runSiteCommand(...args: string[]): Promise<SiteCommandResult> {
  return runSiteCommandWith(process.env, ...args);
}

/** The same, with the environment its process starts with (a setting such as SITE_IMAGE_CACHE_DIR). */
export async function runSiteCommandWith(env: NodeJS.ProcessEnv, ...args: string[]): Promise<SiteCommandResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [siteCommand, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
