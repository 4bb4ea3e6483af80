import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The content files that are new or changed since the last commit (staged or not), named as problems name them
 * (relative to the project, with /). Undefined when git cannot tell: no repository, no commit yet, no git.
 */
export async function changedContentFiles(contentDir: string, projectRoot: string): Promise<ReadonlySet<string> | undefined> {
  const git = (args: string[]) => run('git', args, { cwd: contentDir, maxBuffer: 16 * 1024 * 1024 }).then(({ stdout }) => stdout);
  try {
    // Both list paths relative to contentDir (`--relative`, and ls-files always).
    const [changed, untracked] = await Promise.all([
      git(['diff', '--name-only', '--relative', '-z', 'HEAD']),
      git(['ls-files', '--others', '--exclude-standard', '-z']),
    ]);
    const names = `${changed}${untracked}`.split('\0').filter(Boolean);
    return new Set(names.map((name) => path.relative(projectRoot, path.join(contentDir, name)).split(path.sep).join('/')));
  } catch {
    return undefined;
  }
}
