import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { bundleServer, serverBundleFile } from './server-bundle.ts';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'server-bundle-'));
  await writeFile(path.join(folder, 'entry.ts'), "import { greeting } from './greeting.ts';\nconsole.log(greeting);\n");
  await writeFile(path.join(folder, 'greeting.ts'), "export const greeting = 'first version';\n");
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const bundleInto = (name: string) =>
  bundleServer(path.join(folder, name), { entry: path.join(folder, 'entry.ts'), cacheDir: path.join(folder, 'cache') });
const bundleText = (name: string) => readFile(path.join(folder, name, serverBundleFile), 'utf8');

describe('the production server bundle', () => {
  test('is copied from the cache while none of its files changed, and bundled again when one did', { timeout: 60_000 }, async () => {
    expect(await bundleInto('first')).toBe('bundled');
    expect(await bundleText('first')).toContain('first version');

    expect(await bundleInto('second')).toBe('cached');
    expect(await bundleText('second')).toBe(await bundleText('first'));

    // A module the entry imports, not the entry itself, changes.
    await writeFile(path.join(folder, 'greeting.ts'), "export const greeting = 'second version';\n");
    expect(await bundleInto('third')).toBe('bundled');
    expect(await bundleText('third')).toContain('second version');
    expect(await bundleInto('fourth')).toBe('cached');
  });

  test('is not taken from a cache another checkout wrote, though that checkout’s files are unchanged', { timeout: 60_000 }, async () => {
    expect(await bundleInto('first')).toBe('bundled');
    const otherCheckout = path.join(folder, 'other');
    await mkdir(otherCheckout);
    await writeFile(path.join(otherCheckout, 'entry.ts'), "console.log('other checkout');\n");
    const fromOther = await bundleServer(path.join(folder, 'from-other'), {
      entry: path.join(otherCheckout, 'entry.ts'),
      cacheDir: path.join(folder, 'cache'),
    });
    expect(fromOther).toBe('bundled');
    expect(await bundleText('from-other')).toContain('other checkout');
  });

  test('keeps each checkout’s own last bundle, so builds alternating between two checkouts both come from the cache', {
    timeout: 60_000,
  }, async () => {
    const otherCheckout = path.join(folder, 'other');
    await mkdir(otherCheckout);
    await writeFile(path.join(otherCheckout, 'entry.ts'), "console.log('other checkout');\n");
    const bundleOther = (name: string) =>
      bundleServer(path.join(folder, name), { entry: path.join(otherCheckout, 'entry.ts'), cacheDir: path.join(folder, 'cache') });

    expect(await bundleInto('first')).toBe('bundled');
    expect(await bundleOther('other-first')).toBe('bundled');
    expect(await bundleInto('second')).toBe('cached');
    expect(await bundleText('second')).toContain('first version');
    expect(await bundleOther('other-second')).toBe('cached');
    expect(await bundleText('other-second')).toContain('other checkout');
  });

  test('drops the bundle of a checkout that was removed (and files of the old layout) the next time it bundles, and keeps those of the others', {
    timeout: 60_000,
  }, async () => {
    const cache = path.join(folder, 'cache');
    const checkouts = ['removed', 'kept'].map((name) => path.join(folder, name));
    for (const checkout of checkouts) {
      await mkdir(checkout);
      await writeFile(path.join(checkout, 'entry.ts'), `console.log('${path.basename(checkout)}');\n`);
      await bundleServer(path.join(checkout, 'out'), { entry: path.join(checkout, 'entry.ts'), cacheDir: cache });
    }
    expect(await bundleInto('first')).toBe('bundled');
    expect(await readdir(cache)).toHaveLength(3);

    await rm(checkouts[0] as string, { recursive: true });
    // What the cache held before it had a slot per checkout.
    await writeFile(path.join(cache, serverBundleFile), "console.log('old layout');\n");
    await writeFile(path.join(folder, 'greeting.ts'), "export const greeting = 'second version';\n");
    expect(await bundleInto('second')).toBe('bundled');
    expect(await readdir(cache)).toHaveLength(2);
    const kept = await bundleServer(path.join(folder, 'kept-again'), {
      entry: path.join(checkouts[1] as string, 'entry.ts'),
      cacheDir: cache,
    });
    expect(kept).toBe('cached');
  });
});
