import path from 'node:path';
import { type CommandIo, parseCommand, processIo } from './command-io.ts';
import { keptReleases, listReleases, pruneReleases, releasesFolder, rollBack } from './releases.ts';

const options = {
  out: { type: 'string' },
  to: { type: 'string' },
  keep: { type: 'string' },
} as const;

const usageOf = (program: string) => `Usage: ${program} releases list|rollback|prune [--out DIR] [--to NAME] [--keep N]
  list      the releases in DIR.releases/, oldest first, and the one DIR (default dist) links to
  rollback  links DIR to the release before the current one (or --to NAME): its pages, its server and its nginx
            files (Content-Security-Policy included) in one rename; then restart the contact server, reload nginx
  prune     deletes every release but the current one and the --keep N (default ${keptReleases}) newest others
`;

/** `site releases`: the release folders `site build` publishes (cli/releases.ts), on the build machine or the web server. */
export async function releasesCommand(argv: string[], defaultTarget: string, io: CommandIo = processIo): Promise<number> {
  const program = io.program ?? 'site';
  const usage = usageOf(program);
  const parsed = parseCommand(argv, options, usage, io);
  if (typeof parsed === 'number') return parsed;
  const { values, action, extra } = parsed;
  if ((action !== 'list' && action !== 'rollback' && action !== 'prune') || extra.length > 0) {
    io.stderr(`${action === undefined ? 'Missing action' : `Unknown action '${[action, ...extra].join(' ')}'`}.\n\n${usage}`);
    return 2;
  }
  const keep = Number(values.keep ?? keptReleases);
  if (!Number.isInteger(keep) || keep < 0) {
    io.stderr(`--keep takes a number of releases (0 or more), not '${values.keep}'.\n`);
    return 2;
  }
  const target = path.resolve(values.out ?? defaultTarget);
  try {
    if (action === 'list') {
      const { names, current } = await listReleases(target);
      io.stdout(
        `${names.map((name) => `${name === current ? '*' : ' '} ${name}`).join('\n')}\n${names.length} release(s) in ${releasesFolder(target)}; * is the one ${target} links to.\n`,
      );
    } else if (action === 'rollback') {
      const chosen = await rollBack(target, values.to);
      io.stdout(
        `${target} now links to ${chosen}. Restart the contact server (it serves the release it started with) and reload nginx (systemctl reload nginx: it reads the release's nginx files, the Content-Security-Policy among them, when it loads its configuration).\n`,
      );
    } else {
      const deleted = await pruneReleases(target, keep);
      io.stdout(deleted.length === 0 ? 'No release to delete.\n' : `Deleted ${deleted.join(', ')}.\n`);
    }
    return 0;
  } catch (error) {
    io.stderr(`${program} releases ${action}: ${error instanceof Error ? error.message : String(error)}.\n`);
    return 1;
  }
}
