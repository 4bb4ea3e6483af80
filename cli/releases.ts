import { lstat, mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * How `site build` publishes its output without a moment when there is none: every build is a release folder
 * under `<out>.releases/`, and `<out>` is a symbolic link to the current one, replaced with rename(2) of a new
 * link (atomic on POSIX file systems). `site serve`, nginx and the tests read through the link.
 */

/** Releases kept besides the current one: a server started on an older build still finds its files for a while. */
export const keptReleases = 2;

export const releasesFolder = (target: string) => `${target}.releases`;

/** The folder a build renders into before it is published; the pid tells whether its build still runs. */
export const stagingFolder = (target: string, pid = process.pid) => `${target}.staging-${pid}`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Staging folders (and the `.previous-` folders of the old two-rename swap) left by builds that were killed:
 * removed unless their build is still running. Returns what was removed.
 */
export async function removeStaleStaging(target: string): Promise<string[]> {
  const folder = path.dirname(target);
  const prefix = `${path.basename(target)}.`;
  const removed: string[] = [];
  for (const name of await readdir(folder)) {
    const match = /^(?:staging|previous)-(\d+)$/.exec(name.startsWith(prefix) ? name.slice(prefix.length) : '');
    if (!match || (Number(match[1]) !== process.pid && isRunning(Number(match[1])))) continue;
    await rm(path.join(folder, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** Moves a finished staging folder into the releases and points `target` at it in one rename; prunes old releases. */
export async function publishRelease(staging: string, target: string): Promise<string> {
  const releases = releasesFolder(target);
  await mkdir(releases, { recursive: true });
  // Sortable by time; the pid keeps two builds of the same millisecond apart.
  const name = `${new Date().toISOString().replaceAll(':', '-')}-${process.pid}`;
  const release = path.join(releases, name);
  await rename(staging, release);
  const existing = await lstat(target).catch(() => undefined);
  if (existing && !existing.isSymbolicLink()) {
    // An output folder from before releases existed: it becomes a release, then the link takes its place. This
    // one upgrade has a moment without the folder; every later build has none.
    await rename(target, path.join(releases, `${name}-before`));
  }
  const link = `${target}.link-${process.pid}`;
  await rm(link, { force: true });
  // Relative, so the project folder can move (or be mounted elsewhere) without breaking the link.
  await symlink(path.relative(path.dirname(target), release), link, 'dir');
  await rename(link, target);
  await pruneReleases(target);
  return release;
}

/** Every release but the current one and the `keptReleases` newest others. */
async function pruneReleases(target: string): Promise<void> {
  const releases = releasesFolder(target);
  const current = path.basename(await readlink(target));
  const others = (await readdir(releases)).filter((name) => name !== current).sort();
  for (const name of others.slice(0, Math.max(0, others.length - keptReleases))) {
    await rm(path.join(releases, name), { recursive: true, force: true });
  }
}
