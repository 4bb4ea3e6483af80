import { glob, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testFilesWithOwnModules, unitTestFiles } from '../vite.config.ts';

const projectRoot = path.resolve(import.meta.dirname, '..');

/** What a file replaces for itself alone, which a module shared with the worker's other files would leak or miss. */
const replacesForItself = /\bvi\.(?:mock|doMock|stubEnv|stubGlobal)\(/;

describe('unit test isolation (vite.config.ts)', () => {
  it('gives modules of their own to exactly the files that replace a module or a setting for themselves', async () => {
    const replacing: string[] = [];
    for await (const file of glob(unitTestFiles, { cwd: projectRoot })) {
      if (file === path.join('tools', 'test-isolation.test.ts')) continue;
      if (replacesForItself.test(await readFile(path.join(projectRoot, file), 'utf8'))) replacing.push(file.split(path.sep).join('/'));
    }
    expect(replacing.sort()).toEqual([...testFilesWithOwnModules].sort());
  });
});
