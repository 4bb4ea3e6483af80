import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/** For each file (as named in problems, relative to the project), when each of its lines was last changed. */
export type LineTimes = ReadonlyMap<string, readonly number[]>;

const run = promisify(execFile);

/**
 * When every line of the files was last changed, from `git blame` (seconds since 1970; lines not committed yet
 * count as changed now). Files git does not know, or a project that is not a repository, are left out: their
 * texts are then never called outdated.
 */
export async function gitLineTimes(projectRoot: string, files: readonly string[]): Promise<Map<string, number[]>> {
  const times = new Map<string, number[]>();
  await Promise.all(
    files.map(async (file) => {
      const blame = await run('git', ['blame', '--line-porcelain', '--', file], { cwd: projectRoot, maxBuffer: 64 * 1024 * 1024 }).catch(
        () => undefined,
      );
      if (!blame) return;
      const lines: number[] = [];
      let time = 0;
      for (const line of blame.stdout.split('\n')) {
        if (line.startsWith('committer-time ')) time = Number(line.slice('committer-time '.length));
        else if (line.startsWith('\t')) lines.push(time);
      }
      times.set(file.split(path.sep).join('/'), lines);
    }),
  );
  return times;
}

/** When the value spanning these lines was last changed, if known. */
export function changedAt(
  times: LineTimes | undefined,
  file: string,
  lines: { first: number; last: number } | undefined,
): number | undefined {
  const ofFile = times?.get(file);
  if (!ofFile || !lines) return undefined;
  return Math.max(...ofFile.slice(lines.first - 1, lines.last));
}
