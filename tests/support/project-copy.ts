import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { alongsideNote } from '../../cli/build-phases.ts';
import { seededImageCache } from './image-cache-seed.ts';
import { projectRoot } from './site-server.ts';

const run = promisify(execFile);

/** The image cache of a copy's builds: its own, seeded from the tests' build (tests/support/image-cache-seed.ts). */
const imageCacheOf = (root: string) => path.join(root, '.image-cache');

/**
 * The project's sources in a new folder under `parent`, sharing node_modules and the content's assets with the
 * real one, as a second checkout or a test's copy does, with an image cache of its own.
 */
export async function copyProject(name: string, parent = tmpdir()): Promise<string> {
  const root = await mkdtemp(path.join(parent, `${name}-`));
  for (const entry of ['cli', 'generator', 'renderer', 'schemas', 'server', 'content', 'package.json', 'tsconfig.json', 'vite.config.ts']) {
    await cp(path.join(projectRoot, entry), path.join(root, entry), {
      recursive: true,
      filter: (source) => source !== path.join(projectRoot, 'content', 'assets'),
    });
  }
  await symlink(path.join(projectRoot, 'content', 'assets'), path.join(root, 'content', 'assets'));
  await symlink(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'));
  await seededImageCache(imageCacheOf(root));
  return root;
}

/** `site build` in a project copy, as an editor runs it: what it printed. */
export async function siteBuild(root: string): Promise<string> {
  const built = await run(process.execPath, [path.join(root, 'cli', 'site.ts'), 'build'], {
    cwd: root,
    env: { ...process.env, SITE_IMAGE_CACHE_DIR: imageCacheOf(root) },
    maxBuffer: 16 * 1024 * 1024,
  });
  // Colour codes are dropped: a CI runner may ask tools for colour even without a terminal.
  return stripVTControlCharacters(`${built.stdout}\n${built.stderr}`);
}

/**
 * The names of the phases a build ran one after another, as it printed them (`  client bundle   1708 ms  105 files`).
 * A phase run alongside them (the search index) is left out: it is printed when it ends, before or after the
 * phase it overlapped, as the machine's load decides.
 */
export const phaseNames = (output: string) =>
  [...output.matchAll(/^ {2}(\S.*?) +\d+ ms(.*)$/gm)].filter((match) => !match[2]?.includes(alongsideNote)).map((match) => match[1]);

/** What a build printed besides its phases and its result: noise that hides a real warning. */
export const buildNoise = (output: string) =>
  output.split('\n').filter((line) => line.trim() !== '' && !/^ {2}\S.* \d+ ms/.test(line) && !line.startsWith('✔ built'));

export async function editFile(file: string, edit: (text: string) => string): Promise<void> {
  const before = await readFile(file, 'utf8');
  const after = edit(before);
  assert.notEqual(after, before, `the edit changed ${file}`);
  await writeFile(file, after);
}
