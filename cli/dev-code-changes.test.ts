import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type FSWatcher, watch } from 'chokidar';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshOnCodeChange } from './dev-code-changes.ts';

const whole = "export const kinds = [\n  { id: 'courses', param: 'course' },\n] as const;\n";
const firstHalf = whole.slice(0, whole.indexOf("'course'") + 1);

describe('refreshOnCodeChange', () => {
  let root: string;
  let schema: string;
  // A second chokidar watcher on the same folder, to know when the first write was reported: refreshOnCodeChange's
  // own drops the file's changes for the next 50 ms too.
  let watcher: FSWatcher;
  let reloaded: string[];
  let validated: { changed: string[]; text: string }[];
  let codeChanges: { ready: Promise<void>; close(): Promise<void> };

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'site-code-changes-'));
    schema = path.join(root, 'schemas', 'collections.ts');
    await mkdir(path.join(root, 'schemas', 'json'), { recursive: true });
    await mkdir(path.join(root, 'renderer'));
    await writeFile(schema, whole);
    watcher = watch(root, { ignoreInitial: true });
    await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
    reloaded = [];
    validated = [];
    codeChanges = refreshOnCodeChange(
      (file) => reloaded.push(readFileSync(file, 'utf8')),
      (changed) => validated.push({ changed, text: readFileSync(schema, 'utf8') }),
      { root, folders: ['schemas'] },
    );
    await codeChanges.ready;
  });
  afterEach(async () => {
    await codeChanges.close();
    await watcher.close();
    await rm(root, { recursive: true, force: true });
  });

  it('validates with a module saved in two writes once it is whole, though chokidar reported only the first', async () => {
    const reported = new Promise((resolve) => watcher.once('change', resolve));
    await writeFile(schema, firstHalf);
    await reported;
    // Within chokidar's 50 ms: this write is not reported.
    await sleep(20);
    await writeFile(schema, `${whole}\n`);
    await vi.waitFor(() => expect(validated.length).toBeGreaterThan(0), { timeout: 5_000 });
    await sleep(200);
    expect(validated.at(-1)).toEqual({ changed: ['schemas/collections.ts'], text: `${whole}\n` });
    // Vite loads it afresh once whole, and only then is the content validated with it.
    expect(reloaded.at(-1)).toBe(`${whole}\n`);
    expect(reloaded).toHaveLength(validated.length);
  });

  it('leaves test files, the editor schemas a validation writes and modules outside the content code alone', async () => {
    await writeFile(path.join(root, 'schemas', 'collections.test.ts'), 'export {};\n');
    await writeFile(path.join(root, 'schemas', 'json', 'events.schema.json'), '{}\n');
    await writeFile(path.join(root, 'renderer', 'page.tsx'), 'export {};\n');
    await writeFile(schema, `${whole}// saved\n`);
    await vi.waitFor(() => expect(validated.length).toBeGreaterThan(0), { timeout: 5_000 });
    await sleep(200);
    expect(validated.map(({ changed }) => changed)).toEqual([['schemas/collections.ts']]);
  });

  it('validates nothing after it closes, for a save still settling', async () => {
    const reported = new Promise((resolve) => watcher.once('change', resolve));
    await writeFile(schema, `${whole}// saved\n`);
    await reported;
    await codeChanges.close();
    await sleep(300);
    expect(validated).toEqual([]);
    expect(reloaded).toEqual([]);
  });
});
