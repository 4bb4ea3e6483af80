import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readdir, readFile, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
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

/**
 * A new release's name: sortable by time, with a random tail that keeps two builds of the same millisecond apart.
 * Chosen before rendering, so that what the release says about itself (nginx's root: generator/outputs/nginx.ts) names it.
 */
export function newReleaseName(now = new Date()): string {
  return `${now.toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}`;
}

/**
 * The output folder of before releases existed, kept as a release by the first build after the upgrade. Its name
 * sorts first (release names start with a year), so it is the oldest and the first pruned; it has the nginx layout
 * of then (no site-http.conf), so a rollback goes to it only when `--to` names it.
 */
export const preReleasesName = '0000-before-releases';

/** Moves a finished staging folder into the releases as `name` and points `target` at it in one rename; prunes old releases. */
export async function publishRelease(staging: string, target: string, name = newReleaseName()): Promise<string> {
  const releases = releasesFolder(target);
  await mkdir(releases, { recursive: true });
  const release = path.join(releases, name);
  // mkdir fails on a name already taken; rename(2) then replaces the empty folder it made.
  await mkdir(release);
  await rename(staging, release);
  const existing = await lstat(target).catch(() => undefined);
  if (existing && !existing.isSymbolicLink()) {
    // An output folder from before releases existed: it becomes a release, then the link takes its place. This
    // one upgrade has a moment without the folder; every later build has none. Named to sort before every build's
    // release, as it is older than all of them.
    await rename(target, path.join(releases, preReleasesName));
  }
  await switchLink(target, release);
  await pruneReleases(target);
  return release;
}

/** Points `target` at `release` (a folder in the releases) in one rename(2) of a new link over the old one. */
async function switchLink(target: string, release: string): Promise<void> {
  const link = `${target}.link-${process.pid}`;
  await rm(link, { force: true });
  // Relative, so the project folder can move (or be mounted elsewhere) without breaking the link.
  await symlink(path.relative(path.dirname(target), release), link, 'dir');
  await rename(link, target);
}

interface Releases {
  /** Every release folder's name, oldest first (names start with the build's time). */
  names: string[];
  /** The one `target` links to. */
  current: string;
}

/** The releases of `target` and the one it links to; throws when `target` is not a link into them. */
export async function listReleases(target: string): Promise<Releases> {
  const existing = await lstat(target).catch(() => undefined);
  if (!existing?.isSymbolicLink()) throw new Error(`${target} is not a link to a release (site build makes it one)`);
  const current = path.basename(await readlink(target));
  const names = (await readdir(releasesFolder(target), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  if (!names.includes(current)) throw new Error(`${target} links to ${current}, which is not in ${releasesFolder(target)}`);
  return { names, current };
}

/**
 * Points `target` back at the release built before the current one (or at `name`): its pages, its server bundle
 * and its nginx files (the Content-Security-Policy among them) switch in the same rename. Returns the release.
 */
export async function rollBack(target: string, name?: string): Promise<string> {
  const { names, current } = await listReleases(target);
  const chosen =
    name ??
    names
      .slice(0, names.indexOf(current))
      .filter((earlier) => earlier !== preReleasesName)
      .at(-1);
  if (chosen === undefined) {
    throw new Error(
      names.indexOf(current) > 0
        ? `${current} is the oldest release built with releases; before it is only ${preReleasesName}, the output of before releases existed, with the nginx configuration of then: roll back to it with --to ${preReleasesName} once nginx is configured for it`
        : `${current} is the oldest release kept: there is none before it`,
    );
  }
  if (!names.includes(chosen)) throw new Error(`there is no release ${chosen} in ${releasesFolder(target)}`);
  await switchLink(target, path.join(releasesFolder(target), chosen));
  return chosen;
}

/**
 * Marks `release` as served by this process while it runs, beside the releases (a release is never changed):
 * `pruneReleases` keeps it, though a rollback or a build has pointed the link elsewhere before the server was
 * restarted. Returns the unmarking; nothing is marked for an output folder that is not a release, nor where this
 * process may not write.
 */
export async function markServed(release: string, pid = process.pid): Promise<{ unmark: () => Promise<void>; problem?: string }> {
  const folder = path.dirname(release);
  if (!folder.endsWith('.releases')) return { unmark: async () => undefined };
  const marker = path.join(folder, `${servedPrefix}${pid}`);
  // A server whose user may not write beside the releases (they belong to whoever deploys) still starts, and says so.
  const problem = await writeFile(marker, path.basename(release)).then(
    () => undefined,
    (error: Error) =>
      `${release} is not marked as served (${error.message}): releases prune and the next builds may delete it while this server runs`,
  );
  return { unmark: async () => (problem === undefined ? rm(marker, { force: true }) : undefined), ...(problem ? { problem } : {}) };
}

const servedPrefix = '.served-by-';

/**
 * The releases a running server marked. A marker left by a process that is gone (a kill -9) is removed, so that a
 * later process given the same number protects nothing by it.
 */
async function servedReleases(folder: string): Promise<Set<string>> {
  const markers = (await readdir(folder)).filter((name) => name.startsWith(servedPrefix));
  const names = await Promise.all(
    markers.map(async (marker) => {
      const file = path.join(folder, marker);
      if (isRunning(Number(marker.slice(servedPrefix.length)))) return readFile(file, 'utf8').catch(() => '');
      await rm(file, { force: true });
      return '';
    }),
  );
  return new Set(names.filter(Boolean));
}

/** Deletes every release but the current one, those a running server serves, and the `keep` newest others. */
export async function pruneReleases(target: string, keep = keptReleases): Promise<string[]> {
  const { names, current } = await listReleases(target);
  const served = await servedReleases(releasesFolder(target));
  const others = names.filter((name) => name !== current && !served.has(name));
  const deleted = others.slice(0, Math.max(0, others.length - keep));
  for (const name of deleted) await rm(path.join(releasesFolder(target), name), { recursive: true, force: true });
  return deleted;
}
