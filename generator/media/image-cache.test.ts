import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { imageCacheDir } from './image-cache.ts';

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '..', '..');

describe('imageCacheDir', () => {
  it("is the project's node_modules/.cache/site-images whichever folder the command runs from", async () => {
    const moduleUrl = pathToFileURL(path.join(import.meta.dirname, 'image-cache.ts')).href;
    const script = `const { imageCacheDir } = await import(${JSON.stringify(moduleUrl)}); process.stdout.write(imageCacheDir({}));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: tmpdir() });
    expect(stdout).toBe(path.join(projectRoot, 'node_modules', '.cache', 'site-images'));
  });

  it('is the folder SITE_IMAGE_CACHE_DIR names, from the working folder', () => {
    expect(imageCacheDir({ SITE_IMAGE_CACHE_DIR: 'ci-cache/images' })).toBe(path.resolve('ci-cache/images'));
  });
});
