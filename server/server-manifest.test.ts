import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../generator/content/load-content.ts';
import { serverManifest } from '../generator/outputs/site-files.ts';
import type { ServerManifest } from '../schemas/server-manifest.ts';
import { realContentDir } from '../tests/support/content-fixture.ts';
import { readServerManifest, serverManifestFile } from './server-manifest.ts';

let distDir: string;
let manifest: ServerManifest;
beforeAll(async () => {
  const { content, routes } = await loadContent(realContentDir);
  if (!content || !routes) throw new Error('content did not load');
  manifest = serverManifest(content, routes, 'site-key');
  distDir = await mkdtemp(path.join(tmpdir(), 'server-manifest-'));
});
afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

const write = (text: string) => writeFile(path.join(distDir, serverManifestFile), text);

describe('the server manifest as site serve loads it', () => {
  it('reads back what the build wrote', async () => {
    await write(JSON.stringify(manifest));
    expect(await readServerManifest(distDir)).toEqual(manifest);
  });

  it('refuses a broken manifest, naming the file and the field at fault', async () => {
    const [first, ...rest] = manifest.regions;
    if (!first) throw new Error('no region');
    await write(JSON.stringify({ ...manifest, regions: [{ ...first, defaultLanguage: 'fr' }, ...rest] }));
    const failure = readServerManifest(distDir);
    await expect(failure).rejects.toThrow(path.join(distDir, serverManifestFile));
    await expect(failure).rejects.toThrow(/regions\.0\.defaultLanguage/);

    const { routes: _, ...withoutRoutes } = manifest;
    await write(JSON.stringify(withoutRoutes));
    await expect(readServerManifest(distDir)).rejects.toThrow(/routes: /);
  });

  it('refuses a truncated file as not JSON', async () => {
    await write(JSON.stringify(manifest).slice(0, 200));
    await expect(readServerManifest(distDir)).rejects.toThrow(/site-manifest\.json is not JSON/);
  });
});
