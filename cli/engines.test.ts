import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The README's set-up: whatever Node is on PATH (Node 20 on the machine it describes) runs npm, and the `node`
 * devDependency runs the project. An editor's shell has no node_modules/.bin on PATH and no npm_* variables:
 * the commands run here as they would there, with an npm cache of their own, so `npx site` installs the project
 * into it as on its first run on a new machine (which is when npm checks package.json's `engines`).
 */
const projectRoot = path.resolve(import.meta.dirname, '..');
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'site-engines-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

async function editorRuns(args: string[]) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  env.PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((folder) => !folder.includes(`${path.sep}node_modules${path.sep}`))
    .join(path.delimiter);
  env.npm_config_cache = path.join(scratch, 'npm-cache');
  const { stdout, stderr } = await promisify(execFile)('npx', args, { cwd: projectRoot, env });
  return `${stdout}${stderr}`;
}

describe("the commands the docs give an editor, on the README's set-up", () => {
  it('npx site validate prints no npm warning', async () => {
    const output = await editorRuns(['site', 'validate']);
    expect(output).toMatch(/content valid/);
    expect(output).not.toMatch(/EBADENGINE|npm warn/i);
  }, 60_000);

  it('npx site outline-logos outlines a logo drawn with <text>', async () => {
    const contentDir = path.join(scratch, 'content');
    await mkdir(path.join(contentDir, 'assets', 'logos'), { recursive: true });
    await mkdir(path.join(contentDir, 'assets', 'brands'), { recursive: true });
    const logo = path.join(contentDir, 'assets', 'brands', 'acme.svg');
    await writeFile(
      logo,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 20"><text x="0" y="16" font-size="16">Acme</text></svg>',
    );
    const output = await editorRuns(['site', 'outline-logos', '--content', contentDir]);
    expect(output).toMatch(/^1 SVG file outlined$/m);
    expect(output).not.toMatch(/EBADENGINE|npm warn/i);
    const outlined = await readFile(logo, 'utf8');
    expect(outlined).not.toMatch(/<text\b/);
    expect(outlined).toMatch(/<path aria-hidden="true" data-text="Acme" fill="#000000" d="M/);
  }, 60_000);
});
