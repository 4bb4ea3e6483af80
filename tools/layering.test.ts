import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const projectRoot = path.resolve(import.meta.dirname, '..');
const biome = path.join(projectRoot, 'node_modules', '.bin', 'biome');

/** The plugin files biome.json names, which Biome must find beside it. */
async function biomePlugins(): Promise<string[]> {
  const config = JSON.parse(await readFile(path.join(projectRoot, 'biome.json'), 'utf8')) as {
    plugins?: string[];
    overrides?: { plugins?: string[] }[];
  };
  return [...new Set([...(config.plugins ?? []), ...(config.overrides ?? []).flatMap((override) => override.plugins ?? [])])];
}

/** Lints one file, placed at `file` in an empty copy of the project, with the project's biome.json (as `npm run lint` does). */
async function lintProbe(file: string, source: string): Promise<{ failed: boolean; output: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'layering-'));
  try {
    await copyFile(path.join(projectRoot, 'biome.json'), path.join(dir, 'biome.json'));
    for (const plugin of await biomePlugins()) {
      await mkdir(path.join(dir, path.dirname(plugin)), { recursive: true });
      await copyFile(path.join(projectRoot, plugin), path.join(dir, plugin));
    }
    await mkdir(path.join(dir, path.dirname(file)), { recursive: true });
    await writeFile(path.join(dir, file), source);
    try {
      const { stdout, stderr } = await promisify(execFile)(biome, ['lint', '--vcs-enabled=false', '--colors=off', '.'], { cwd: dir });
      return { failed: false, output: stdout + stderr };
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      return { failed: true, output: stdout + stderr };
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the layering of DESIGN.md section 1, enforced by npm run lint', () => {
  it.each([
    ['renderer-layer', 'renderer/components/probe.ts', "import type { ContactServerConfig } from '../../server/config.ts';"],
    ['renderer-layer', 'renderer/pages/probe.ts', "import { runCli } from '../../cli/site.ts';"],
    ['editor-browser', 'renderer/editor/probe.ts', "import { loadContent } from '../../generator/content/load-content.ts';"],
    ['editor-browser', 'renderer/editor/probe.tsx', "import { editorRoutes } from '../../cli/editor/routes.ts';"],
    ['generator-layer', 'generator/probe.ts', "import { createApp } from '../server/app.ts';"],
    ['generator-layer', 'generator/probe.ts', "import { Layout } from '../renderer/layout/Layout.tsx';"],
    ['schemas-layer', 'schemas/probe.ts', "import { loadContent } from '../generator/content/load-content.ts';"],
    ['server-layer', 'server/probe.ts', "import { Page } from '../renderer/pages/home/+Page.tsx';"],
    [
      'production-code-not-tests',
      'server/contact/probe.ts',
      "import { startFakeSiteverify } from '../../tests/support/fake-siteverify.ts';",
    ],
    ['production-code-not-tests', 'cli/probe.ts', "import { startFakeSiteverify } from '../tests/support/fake-siteverify.ts';"],
    ['production-code-not-tests', 'generator/content/probe.ts', "import { copyContent } from '../../tests/support/content-fixture.ts';"],
    ['production-code-not-tests', 'generator/media/probe.ts', "import { cameraJpeg } from '../../tests/support/photo-fixtures.ts';"],
    ['production-code-not-tests', 'cli/probe.ts', "import { runSiteCommand } from '../tests/support/run-site-command.ts';"],
  ])('fails on a %s violation in %s, naming the rule', async (rule, file, line) => {
    const { failed, output } = await lintProbe(file, `${line}\n`);
    expect(failed).toBe(true);
    expect(output).toContain(`Layering rule ${rule}`);
    expect(output).toContain(file);
  });

  it.each([
    [
      'renderer/ importing generator/ and schemas/',
      'renderer/probe.ts',
      "import { pagePath } from '../generator/routes/urls.ts';\nimport type { PageRef } from '../schemas/page-fields.ts';",
    ],
    ['server/ importing generator/', 'server/probe.ts', "import { createPageResolver } from '../generator/routes/page-routing.ts';"],
    [
      'cli/ importing server/ and renderer/',
      'cli/probe.ts',
      "import { createApp } from '../server/app.ts';\nimport { brandFont } from '../renderer/build/brand-font.ts';",
    ],
    [
      'the bench importing the content and photo fixtures',
      'bench/probe.ts',
      "import { copyContent } from '../tests/support/content-fixture.ts';\nimport { cameraJpeg } from '../tests/support/photo-fixtures.ts';",
    ],
    [
      'a unit test importing a fixture',
      'generator/content/probe.test.ts',
      "import { copyContent } from '../../tests/support/content-fixture.ts';",
    ],
    [
      'a test file importing a test double',
      'server/contact/probe.test.ts',
      "import { startFakeSiteverify } from '../../tests/support/fake-siteverify.ts';",
    ],
  ])('accepts %s', async (_, file, lines) => {
    const { failed, output } = await lintProbe(file, `${lines}\n`);
    expect(output).not.toContain('Layering rule');
    expect(failed).toBe(false);
  });
});
