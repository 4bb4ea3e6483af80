import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { releasesFolder } from '../cli/releases.ts';
import { vikeFolderOf } from '../cli/vike-bundles.ts';
import { projectRoot } from './support/site-server.ts';

/**
 * Secrets live only in the server's environment (DESIGN.md section 7): a build made with them set must not
 * carry them anywhere in its output. One build (slow), into a folder of its own.
 */
const outDir = path.join(projectRoot, '.scratch', 'dist-secrets');
const markers = {
  RECAPTCHA_SECRET: 'recaptcha-secret-marker-7f3a9c1e',
  EMAILJS_PRIVATE_KEY: 'emailjs-private-marker-b42d6e08',
};

after(async () => {
  // The output is a link to a release folder (cli/releases.ts): both go, with the bundles kept beside them.
  await rm(outDir, { recursive: true, force: true });
  await rm(releasesFolder(outDir), { recursive: true, force: true });
  await rm(vikeFolderOf(outDir), { recursive: true, force: true });
});

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

test('a build made with secrets in the environment has none of them in its output', { timeout: 240_000 }, async () => {
  const build = spawnSync(process.execPath, ['cli/site.ts', 'build', '--out', path.relative(projectRoot, outDir)], {
    cwd: projectRoot,
    env: {
      ...process.env,
      ...markers,
      CONTACT_DELIVERY: 'server',
      EMAILJS_SERVICE_ID: 'service_public_id',
      EMAILJS_TEMPLATE_ID: 'template_public_id',
      EMAILJS_PUBLIC_KEY: 'public_key_value',
    },
    encoding: 'utf8',
  });
  assert.equal(build.status, 0, `the build failed:\n${build.stdout}\n${build.stderr}`);
  // The bundles kept for the next build (cli/vike-bundles.ts) stay on the build machine, but are output all the same.
  const files = [...(await filesUnder(outDir)), ...(await filesUnder(vikeFolderOf(outDir)))];
  assert.ok(files.length > 100, `the build wrote its files (${files.length})`);
  const leaks: string[] = [];
  for (const file of files) {
    const bytes = await readFile(file);
    for (const [name, marker] of Object.entries(markers)) {
      for (const form of [marker, Buffer.from(marker).toString('base64'), encodeURIComponent(marker)]) {
        if (bytes.includes(form)) leaks.push(`${name} in ${path.relative(projectRoot, file)}`);
      }
    }
  }
  assert.deepEqual(leaks, []);
  // Nor in what the build printed (CI logs).
  for (const marker of Object.values(markers)) assert.ok(!`${build.stdout}${build.stderr}`.includes(marker), 'not in the build log');
});
