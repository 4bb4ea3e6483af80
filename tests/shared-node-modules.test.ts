import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildNoise, copyProject, editFile, phaseNames, siteBuild } from './support/project-copy.ts';

/** Where Vike's build records its server entry: a module of a dependency of Vike, in node_modules. */
const autoImporter = path.join(
  path.dirname(createRequire(fileURLToPath(import.meta.resolve('vike'))).resolve('@brillout/vite-plugin-server-entry/runtime')),
  'autoImporter.js',
);

/**
 * Two checkouts of the project under different top-level folders (a test's copy in /tmp, a second checkout in
 * /var/tmp) share one node_modules, where Vike's build records the server entry of the last build of any of them.
 * Each builds in turn, from its own bundles and with content only it has; then one of them is removed, as a test
 * removes its copy, with node_modules still naming its entry. Every build renders its own checkout's pages.
 */
const aboutTitle = async (root: string) =>
  /<title>([^<]*)<\/title>/.exec(await readFile(path.join(root, 'dist', 'client', 'ec', 'about', 'index.html'), 'utf8'))?.[1];

const retitleAbout = (root: string, from: string, to: string) =>
  editFile(path.join(root, 'content', 'translations', 'es.yaml'), (text) => text.replace(`    title: "${from}"`, `    title: "${to}"`));

async function buildOf(root: string): Promise<string[]> {
  const output = await siteBuild(root);
  assert.deepEqual(buildNoise(output), [], `site build in ${root} prints its phases and its result, nothing else`);
  return phaseNames(output);
}

describe('checkouts sharing one node_modules', () => {
  test('build alternately, each from its own bundles, also once the other is gone', { timeout: 600_000 }, async () => {
    const first = await copyProject('site-checkout', tmpdir());
    const second = await copyProject('site-checkout', '/var/tmp');
    const topFolder = (folder: string) => folder.split(path.sep).find(Boolean);
    assert.notEqual(topFolder(first), topFolder(second), 'the two checkouts are under different top-level folders');
    try {
      await retitleAbout(second, 'Nosotros', 'Quiénes somos');

      assert.ok((await buildOf(first)).includes('client bundle'));
      assert.ok((await buildOf(second)).includes('client bundle'));
      assert.equal(await aboutTitle(second), 'Quiénes somos | Tecnandes');
      // The code did not change since the first checkout's last build, so it prerenders with the bundles it kept,
      // not with the second's, which node_modules names last.
      assert.ok((await buildOf(first)).includes('bundles'), 'the first checkout keeps its bundles');
      assert.equal(await aboutTitle(first), 'Nosotros | Tecnandes');

      // The other checkout goes away while node_modules names its entry, as Vike's build of it (an older checkout's,
      // or a plain `vike build`) leaves them; this one builds on, and never needs its bundles deleted by hand.
      await rm(second, { recursive: true, force: true });
      const goneEntry = path.join(second, 'dist.vike', 'server', 'entry.mjs');
      await writeFile(
        autoImporter,
        [
          "export const status = 'SET';",
          `export const loadServerEntry = async () => { await import(${JSON.stringify(pathToFileURL(goneEntry).href)}); };`,
          `export const paths = { serverEntryFilePathAbsolute: ${JSON.stringify(goneEntry)} };`,
          '',
        ].join('\n'),
      );
      await retitleAbout(first, 'Nosotros', 'Sobre Tecnandes');
      assert.ok((await buildOf(first)).includes('bundles'));
      assert.equal(await aboutTitle(first), 'Sobre Tecnandes | Tecnandes');
    } finally {
      // As Vike leaves it when a build does not record its entry.
      await writeFile(autoImporter, "export const status = 'UNSET';\n");
      await rm(first, { recursive: true, force: true });
      await rm(second, { recursive: true, force: true });
    }
  });
});
