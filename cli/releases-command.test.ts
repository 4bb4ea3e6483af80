import { mkdir, mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markServed, preReleasesName, publishRelease, releasesFolder } from './releases.ts';
import { releasesCommand } from './releases-command.ts';

let folder: string;
let target: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'site-releases-'));
  target = path.join(folder, 'dist');
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A release as site build publishes it: pages and the nginx file with the policy of those pages. */
async function publish(version: string): Promise<string> {
  const staging = path.join(folder, `dist.staging-${version}`);
  await mkdir(path.join(staging, 'client', 'ec', 'events'), { recursive: true });
  await mkdir(path.join(staging, 'nginx'));
  await writeFile(path.join(staging, 'client', 'ec', 'events', 'index.html'), `<h1>Eventos ${version}</h1>`);
  await writeFile(
    path.join(staging, 'nginx', 'release.conf'),
    `add_header Content-Security-Policy "style-src-attr 'sha256-${version}'" always;\n`,
  );
  const release = path.basename(await publishRelease(staging, target));
  // Release names start with the build's time, to the millisecond.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return release;
}

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await releasesCommand(argv, target, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    program: 'site',
  });
  return { code, stdout, stderr };
}

const served = async () => ({
  page: await readFile(path.join(target, 'client', 'ec', 'events', 'index.html'), 'utf8'),
  policy: await readFile(path.join(target, 'nginx', 'release.conf'), 'utf8'),
});

describe('site releases', () => {
  it('lists the releases and marks the one dist links to', async () => {
    const [first, second] = [await publish('one'), await publish('two')];
    const { code, stdout } = await run('list');
    expect(code).toBe(0);
    expect(stdout).toContain(`  ${first}\n* ${second}\n2 release(s) in ${releasesFolder(target)}`);
  });

  it('rolls back pages and their policy together, to the previous release or a named one', async () => {
    const [first, second] = [await publish('one'), await publish('two')];
    await publish('three');
    expect(await served()).toEqual({ page: '<h1>Eventos three</h1>', policy: expect.stringContaining("'sha256-three'") });

    const back = await run('rollback');
    expect(back.code).toBe(0);
    expect(back.stdout).toContain(`now links to ${second}`);
    expect(back.stdout).toContain('reload nginx');
    expect(await served()).toEqual({ page: '<h1>Eventos two</h1>', policy: expect.stringContaining("'sha256-two'") });
    // Relative, as site build makes it.
    expect(await readlink(target)).toBe(path.join(path.basename(releasesFolder(target)), second));

    expect((await run('rollback')).code).toBe(0);
    expect(await served()).toEqual({ page: '<h1>Eventos one</h1>', policy: expect.stringContaining("'sha256-one'") });
    const oldest = await run('rollback');
    expect(oldest).toMatchObject({ code: 1, stderr: expect.stringContaining(`${first} is the oldest release kept`) });

    expect((await run('rollback', '--to', second)).code).toBe(0);
    expect((await served()).page).toBe('<h1>Eventos two</h1>');
    expect(await run('rollback', '--to', 'nope')).toMatchObject({ code: 1, stderr: expect.stringContaining('no release nope') });
    // No link or folder left behind by the switches.
    expect((await readdir(folder)).sort()).toEqual(['dist', 'dist.releases']);
  });

  it('prunes all but the current release and the N newest others', async () => {
    const names = [await publish('one'), await publish('two'), await publish('three')];
    await run('rollback', '--to', names[0] ?? '');
    const pruned = await run('prune', '--keep', '1');
    expect(pruned).toMatchObject({ code: 0, stdout: `Deleted ${names[1]}.\n` });
    expect((await readdir(releasesFolder(target))).sort()).toEqual([names[0], names[2]]);
    expect((await served()).page).toBe('<h1>Eventos one</h1>');
    expect(await run('prune', '--keep', '0')).toMatchObject({ code: 0, stdout: `Deleted ${names[2]}.\n` });
    expect(await run('prune')).toMatchObject({ code: 0, stdout: 'No release to delete.\n' });
  });

  it('keeps a release a running server serves, though the link was rolled back before the server was restarted', async () => {
    const names = [await publish('one'), await publish('two')];
    const { unmark } = await markServed(path.join(releasesFolder(target), names[1] ?? ''));
    // A marker left by a server killed with -9 protects nothing.
    await writeFile(path.join(releasesFolder(target), '.served-by-999999999'), names[0] ?? '');
    await run('rollback', '--to', names[0] ?? '');
    expect(await run('prune', '--keep', '0')).toMatchObject({ code: 0, stdout: 'No release to delete.\n' });
    // The dead server's marker is gone with that prune: its number, given to another process, protects nothing.
    expect((await readdir(releasesFolder(target))).filter((name) => name.startsWith('.served-by-'))).toEqual([`.served-by-${process.pid}`]);
    await unmark();
    expect(await run('prune', '--keep', '0')).toMatchObject({ code: 0, stdout: `Deleted ${names[1]}.\n` });
  });

  it('keeps the output folder of before releases as the oldest: pruned first, rolled back to only by name', async () => {
    // A plain dist/ folder, as builds made it before releases existed (the old nginx layout, no site-http.conf).
    await mkdir(path.join(target, 'client', 'ec', 'events'), { recursive: true });
    await writeFile(path.join(target, 'client', 'ec', 'events', 'index.html'), '<h1>Eventos de antes</h1>');
    const first = await publish('one');
    const listed = await run('list');
    expect(listed.stdout).toContain(`  ${preReleasesName}\n* ${first}\n`);

    const back = await run('rollback');
    expect(back).toMatchObject({ code: 1, stderr: expect.stringContaining(`roll back to it with --to ${preReleasesName}`) });
    expect((await served()).page).toBe('<h1>Eventos one</h1>');
    const second = await publish('two');
    expect(await run('rollback')).toMatchObject({ code: 0, stdout: expect.stringContaining(`now links to ${first}`) });
    expect(await run('rollback', '--to', second)).toMatchObject({ code: 0 });

    // Pruned first, as the oldest: by the prune after publishing, which keeps the two newest besides the current.
    await publish('three');
    expect((await readdir(releasesFolder(target))).sort()).toEqual([first, second, expect.any(String)]);
    expect(await run('rollback', '--to', preReleasesName)).toMatchObject({ code: 1, stderr: expect.stringContaining('no release') });
  });

  it('refuses a dist that is not a link to a release, and unknown actions', async () => {
    await mkdir(target);
    expect(await run('list')).toMatchObject({ code: 1, stderr: expect.stringContaining('is not a link to a release') });
    expect((await run('undo')).code).toBe(2);
    expect((await run('prune', '--keep', 'all')).code).toBe(2);
  });
});
