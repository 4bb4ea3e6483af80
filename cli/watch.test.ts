import { execFile } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadContent } from '../generator/content/load-content.ts';
import type { Problem } from '../generator/content/problem.ts';
import { type ContentCopy, copyContent, dayTheContentIsCurrent } from '../tests/support/content-fixture.ts';
import { diffProblems, followReplacedFolders, watchContent, watchValidateCommand } from './watch.ts';

const problem = (line: number, message: string): Problem => ({
  file: 'content/site.yaml',
  line,
  col: 3,
  code: 'missing-field',
  severity: 'error',
  message,
});

describe('diffProblems', () => {
  it('keeps a problem that only moved, and counts repeated problems one by one', () => {
    const before = [problem(4, 'a'), problem(9, 'b'), problem(12, 'b')];
    const after = [problem(6, 'a'), problem(11, 'b'), problem(20, 'c')];
    expect(diffProblems(before, after)).toEqual({ added: [problem(20, 'c')], fixed: [problem(12, 'b')] });
  });
});

describe('watchContent', () => {
  it('follows a folder replaced in one go (renamed away and created again at once), and every save in it after', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'site-watch-'));
    const events = path.join(root, 'content', 'events');
    await mkdir(events, { recursive: true });
    for (const name of ['a.yaml', 'b.yaml']) await writeFile(path.join(events, name), 'id: 1\n');
    const batches: string[][] = [];
    const watcher = watchContent(path.join(root, 'content'), (changed) => batches.push(changed), 30);
    try {
      await watcher.ready;
      await rename(events, path.join(root, 'saved'));
      await mkdir(events);
      for (const name of await readdir(path.join(root, 'saved'))) await writeFile(path.join(events, name), 'id: 2\n');
      // The old files are reported removed, then the new folder as changed: it is read again as it is now.
      await vi.waitFor(() => expect(batches.flat()).toContain('events'), { timeout: 10_000 });
      const seen = batches.length;
      // The new folder is watched: a plain save and a new file in it are seen, each as itself or as its folder read
      // again whole (a save made while the new folder is being taken in).
      await writeFile(path.join(events, 'a.yaml'), 'id: 3\n');
      await writeFile(path.join(events, 'c.yaml'), 'id: 4\n');
      const reported = (file: string) =>
        batches
          .slice(seen)
          .flat()
          .some((name) => name === file || name === 'events');
      await vi.waitFor(() => expect(['events/a.yaml', 'events/c.yaml'].filter(reported)).toEqual(['events/a.yaml', 'events/c.yaml']), {
        timeout: 10_000,
      });
    } finally {
      await watcher.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('watchContent on a save in two writes', () => {
  it('reads the file once whole, though chokidar reported only its first write', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'site-watch-'));
    const file = path.join(root, 'events', 'a.yaml');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, 'id: 1\n');
    const read: string[] = [];
    const watcher = watchContent(root, () => read.push(readFileSync(file, 'utf8')));
    try {
      await watcher.ready;
      await writeFile(file, 'id: ');
      // After the first write is reported and within chokidar's 50 ms: this one is not reported.
      await sleep(40);
      await writeFile(file, 'id: 2\n');
      await vi.waitFor(() => expect(read.length).toBeGreaterThan(0), { timeout: 5_000 });
      await sleep(200);
      expect(read.at(-1)).toBe('id: 2\n');
    } finally {
      await watcher.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});

/** A chokidar watcher as followReplacedFolders uses it, watching `watched`: its events are emitted by the test. */
const fakeWatcher = (watched: Record<string, string[]>) =>
  Object.assign(new EventEmitter(), { getWatched: () => watched, unwatch: vi.fn(), add: vi.fn() });

describe('followReplacedFolders', () => {
  it('reports a replaced folder again while a slow script still writes into it, and one created late', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'site-replaced-'));
    const events = path.join(root, 'events');
    await mkdir(events);
    await writeFile(path.join(events, 'a.yaml'), 'id: 1\n');
    // A watcher as chokidar behaves once it has lost the folder: it reports the removal and nothing written after.
    const watcher = fakeWatcher({ [events]: ['a.yaml'] });
    const reports: number[] = [];
    const started = Date.now();
    const follower = followReplacedFolders(watcher as never, () => reports.push(Date.now() - started));
    try {
      await follower.start();
      await rename(events, path.join(root, 'saved'));
      watcher.emit('unlinkDir', events);
      // Created again only after the first look, then written file by file over more than a second.
      await new Promise((resolve) => setTimeout(resolve, 400));
      await mkdir(events);
      let lastWrite = 0;
      for (const name of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
        await writeFile(path.join(events, `${name}.yaml`), 'id: 2\n');
        lastWrite = Date.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      await vi.waitFor(() => expect(reports.at(-1)).toBeGreaterThan(lastWrite), { timeout: 5_000 });
      expect(watcher.add).toHaveBeenCalledWith(events);
    } finally {
      follower.stop();
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('followReplacedFolders, stopped', () => {
  it('reports nothing once stopped, not even from a look that the stopping report scheduled', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'site-stopped-'));
    const events = path.join(root, 'events');
    await mkdir(events);
    const watcher = fakeWatcher({ [events]: [] });
    const reported: string[] = [];
    // Stopped by its first report, as a watcher closed right when a replaced folder is found (a test's end, Ctrl+C).
    const follower = followReplacedFolders(watcher as never, (folder) => {
      reported.push(folder);
      follower.stop();
    });
    try {
      await follower.start();
      await rename(events, path.join(root, 'saved'));
      await mkdir(events);
      watcher.emit('unlinkDir', events);
      await vi.waitFor(() => expect(reported).toEqual([events]), { timeout: 5_000 });
      // What the folder holds changes after the stop: a look still running would report it within 250 ms.
      await writeFile(path.join(events, 'a.yaml'), 'id: 2\n');
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(reported).toEqual([events]);
    } finally {
      follower.stop();
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('followReplacedFolders, when chokidar reports no removal', () => {
  it('tells a folder created again at once from the system notice of its rename', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'site-renamed-'));
    const events = path.join(root, 'events');
    await mkdir(events);
    const watcher = fakeWatcher({ [root]: ['events'], [events]: [] });
    const reported: string[] = [];
    const follower = followReplacedFolders(watcher as never, (folder) => reported.push(folder));
    try {
      await follower.start();
      await rename(events, path.join(root, 'saved'));
      await mkdir(events);
      await writeFile(path.join(events, 'a.yaml'), 'id: 2\n');
      // fs.watch's notice on the parent folder, as chokidar passes it on.
      watcher.emit('raw', 'rename', 'events', { watchedPath: root });
      await vi.waitFor(() => expect(reported).toContain(events), { timeout: 5_000 });
      expect(watcher.add).toHaveBeenCalledWith(events);
    } finally {
      follower.stop();
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('site validate --watch, when a round cannot end', () => {
  it('says so and goes on watching: the next save is checked', async () => {
    const copy = await copyContent();
    let output = '';
    let rounds = 0;
    const stop = new AbortController();
    // The second round fails as a check does when a file is removed while it is read (ENOENT from a stat).
    const load: typeof loadContent = async (...args) => {
      rounds += 1;
      if (rounds === 2)
        throw Object.assign(new Error(`ENOENT: no such file or directory, stat '${copy.contentDir}/assets/gone.svg'`), { code: 'ENOENT' });
      return loadContent(...args);
    };
    const done = watchValidateCommand({
      contentDir: copy.contentDir,
      write: (text) => (output += text),
      signal: stop.signal,
      debounceMs: 30,
      load,
    });
    try {
      await vi.waitFor(() => expect(output).toContain('Watching'), { timeout: 10_000 });
      const site = path.join(copy.contentDir, 'site.yaml');
      await writeFile(site, `${await readFile(site, 'utf8')}\n`);
      await vi.waitFor(
        () =>
          expect(output).toMatch(
            /could not check the content: ENOENT[^\n]*gone\.svg'\n {2}Still watching: the next save checks it again\./,
          ),
        {
          timeout: 10_000,
        },
      );
      await writeFile(site, `${await readFile(site, 'utf8')}\n`);
      await vi.waitFor(() => expect(output).toMatch(/changed: content\/site\.yaml\n {2}no change in problems; ✔ content valid/), {
        timeout: 10_000,
      });
    } finally {
      stop.abort();
      expect(await done).toBe(0);
      await copy.remove();
    }
  });
});

it('site validate --watch --today checks every round as of the day named', { timeout: 60_000 }, async () => {
  const copy = await copyContent();
  const until = String(
    /^validUntil: (\S+)$/m.exec(await readFile(path.join(copy.contentDir, 'certifications/iso-9001.yaml'), 'utf8'))?.[1],
  );
  let output = '';
  const stop = new AbortController();
  const done = watchValidateCommand({
    contentDir: copy.contentDir,
    write: (text) => (output += text),
    signal: stop.signal,
    debounceMs: 30,
    today: until,
  });
  try {
    await vi.waitFor(() => expect(output).toContain('Watching'), { timeout: 10_000 });
    expect(output).toMatch(/iso-9001\.yaml:\d+:\d+ +error expired/);
    // A later round checks as of the same day: the certificate is still expired there.
    const start = output.length;
    await copy.editYaml('certifications/iso-9001.yaml', (doc) => doc.set('body', 'Qualitas Certificación Andina'));
    await vi.waitFor(() => expect(output.slice(start)).toMatch(/no change in problems; ✖ 1 error/), { timeout: 10_000 });
  } finally {
    stop.abort();
    expect(await done).toBe(0);
    await copy.remove();
  }
});

describe('site validate --watch', { timeout: 60_000 }, () => {
  let copy: ContentCopy;
  let output: string;
  let stop: AbortController;
  let done: Promise<number>;
  beforeEach(async () => {
    copy = await copyContent();
    output = '';
    stop = new AbortController();
    done = watchValidateCommand({
      contentDir: copy.contentDir,
      write: (text) => (output += text),
      signal: stop.signal,
      debounceMs: 30,
      today: dayTheContentIsCurrent,
    });
    await vi.waitFor(() => expect(output).toContain('Watching'), { timeout: 10_000 });
  });
  afterEach(async () => {
    stop.abort();
    expect(await done).toBe(0);
    await copy.remove();
  });

  it('prints only the problems that a save adds or fixes, with a one-line summary', async () => {
    expect(output).toMatch(/^✔ content valid/);
    const start = output.length;
    await copy.editYaml('services/oil.yaml', (doc) => doc.deleteIn(['name', 'de']));
    await vi.waitFor(
      () => expect(output.slice(start)).toMatch(/✖ new +content\/services\/oil\.yaml:\d+:\d+ {2}error missing-translation/),
      {
        timeout: 10_000,
      },
    );
    const broken = output.slice(start);
    expect(broken).toMatch(/changed: content\/services\/oil\.yaml/);
    expect(broken).toMatch(/ {2}1 new, 0 fixed; ✖ 1 error in 1 file/);
    expect(broken).not.toContain('✔ fixed');

    const next = output.length;
    await copy.editYaml('services/oil.yaml', (doc) => doc.setIn(['name', 'de'], 'Öl und Gas'));
    await vi.waitFor(
      () => expect(output.slice(next)).toMatch(/✔ fixed +content\/services\/oil\.yaml:\d+:\d+ {2}error missing-translation/),
      {
        timeout: 10_000,
      },
    );
    expect(output.slice(next)).toMatch(/0 new, 1 fixed; ✔ content valid/);
  });

  /** How editors and tools save a file, each with real file operations. */
  const saveStyles: Record<string, (file: string, text: string) => Promise<void>> = {
    'in-place write': (file, text) => writeFile(file, text),
    'write-then-rename (JetBrains safe write)': async (file, text) => {
      await writeFile(`${file}___jb_tmp___`, text);
      await rename(file, `${file}___jb_old___`);
      await rename(`${file}___jb_tmp___`, file);
      await unlink(`${file}___jb_old___`);
    },
    'vim backup mode (rename away, write anew)': async (file, text) => {
      await rename(file, `${file}~`);
      await writeFile(file, text);
      await unlink(`${file}~`);
    },
    'delete and re-create': async (file, text) => {
      await unlink(file);
      await new Promise((resolve) => setTimeout(resolve, 400));
      await writeFile(file, text);
    },
  };

  const oil = () => copy.file('services/oil.yaml').replace(/^content\//, `${copy.contentDir}/`);
  const waitForOutput = (from: number, pattern: RegExp) =>
    vi.waitFor(() => expect(output.slice(from)).toMatch(pattern), { timeout: 10_000 });

  for (const [style, save] of Object.entries(saveStyles)) {
    it(`sees a save by ${style}, and every save of the same file after it`, async () => {
      const original = await readFile(oil(), 'utf8');
      const broken = original.replace(/^(name:\n(?: {2}\w\w: .*\n)*?) {2}de: .*\n/m, '$1');
      expect(broken).not.toBe(original);
      let start = output.length;
      await save(oil(), broken);
      await waitForOutput(start, /✖ new +content\/services\/oil\.yaml:\d+:\d+ {2}error missing-translation/);
      // The file is watched still: a plain write after the replacement is seen too.
      start = output.length;
      await writeFile(oil(), original);
      await waitForOutput(start, /✔ fixed +content\/services\/oil\.yaml:\d+:\d+ {2}error missing-translation[\s\S]*✔ content valid/);
    });
  }

  it('sees sed -i, which writes a temporary file and renames it over the original', async () => {
    let start = output.length;
    await promisify(execFile)('sed', [
      '-i',
      's/^date: .*/date: next Tuesday/',
      path.join(copy.contentDir, await copy.firstFileIn('events')),
    ]);
    await waitForOutput(start, /✖ new +content\/events\/[^:]+\.yaml:\d+:1 {2}error/);
    start = output.length;
    await copy.editYaml(await copy.firstFileIn('events'), (doc) => doc.set('date', '2025-05-20'));
    await waitForOutput(start, /✔ fixed[\s\S]*✔ content valid/);
  });

  it('sees a new file, a removed file, a moved file and a folder removed and created again', async () => {
    const events = path.join(copy.contentDir, 'events');
    const first = path.join(copy.contentDir, await copy.firstFileIn('events'));
    const copyOfFirst = path.join(events, 'zz-copy.yaml');
    let start = output.length;
    await writeFile(copyOfFirst, await readFile(first, 'utf8'));
    await waitForOutput(start, /✖ new +content\/events\/zz-copy\.yaml:\d+:\d+ {2}error duplicate-id/);

    start = output.length;
    await unlink(copyOfFirst);
    await waitForOutput(start, /✔ fixed[\s\S]*✔ content valid/);

    // Moved out of its folder and back: the service disappears (site.yaml still names it), then returns.
    const parked = path.join(copy.root, 'oil.yaml');
    start = output.length;
    await rename(oil(), parked);
    await waitForOutput(start, /changed: content\/services\/oil\.yaml[\s\S]*✖ new/);
    start = output.length;
    await rename(parked, oil());
    await waitForOutput(start, /✔ fixed[\s\S]*✔ content valid/);

    // A whole folder removed, then created again file by file.
    const saved = path.join(copy.root, 'events-saved');
    await rename(events, saved);
    start = output.length;
    await rm(events, { recursive: true, force: true });
    await mkdir(events);
    await writeFile(
      path.join(events, path.basename(first)),
      (await readFile(path.join(saved, path.basename(first)), 'utf8')).replace(/^date: .*/m, 'date: soon'),
    );
    await waitForOutput(start, /✖ new +content\/events\/[^:]+\.yaml:\d+:1 {2}error/);
    start = output.length;
    await rm(events, { recursive: true });
    await rename(saved, events);
    await waitForOutput(start, /✔ fixed[\s\S]*✔ content valid/);
  });
});
