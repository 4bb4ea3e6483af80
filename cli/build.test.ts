import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadContent } from '../generator/content/load-content.ts';
import type { RenderedPages } from '../generator/outputs/rendered-pages.ts';
import { markForTranslation } from '../generator/progress/untranslated.ts';
import { type ContentCopy, copyContent } from '../tests/support/content-fixture.ts';
import { lookWhile } from '../tests/support/looking-thread.ts';
import { buildCommand, outputFolderRefusal } from './build.ts';
import { keptReleases, publishRelease, releasesFolder, stagingFolder } from './releases.ts';

const scratch = path.resolve(import.meta.dirname, '..', '.scratch');
let copy: ContentCopy;
let outDir: string;
beforeEach(async () => {
  copy = await copyContent();
  // Inside the project, as site build requires of its output folder.
  await mkdir(scratch, { recursive: true });
  outDir = path.join(await mkdtemp(path.join(scratch, 'site-out-')), 'dist');
  await mkdir(path.join(outDir, 'client'), { recursive: true });
  await writeFile(path.join(outDir, 'client', 'index.html'), 'previous build');
  // What every build writes beside its pages: the mark of an output folder a build made.
  await writeFile(path.join(outDir, 'site-manifest.json'), '{}');
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await copy.remove();
  await rm(path.dirname(outDir), { recursive: true, force: true });
});

const previousIndex = () => readFile(path.join(outDir, 'client', 'index.html'), 'utf8');

type Prerender = NonNullable<Parameters<typeof buildCommand>[0]['prerender']>;

/** A prerender that writes `text` as the build's one page, and hands it on as rendered. */
const renderingOnePage =
  (text: string) =>
  async (staging: string): Promise<RenderedPages> => {
    const file = path.join(staging, 'client', 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
    return new Map([[file, text]]);
  };

// The first build in this file to get past validation fills the image cache: on a fresh clone, every photo
// encoded and every share image drawn, while `npm test`'s own build does the same on the other core.
describe('site build', { timeout: 90_000 }, () => {
  it('refuses an output folder outside the project', async () => {
    expect(await buildCommand({ contentDir: copy.contentDir, outDir: path.join(path.parse(process.cwd()).root, 'tmp', 'elsewhere') })).toBe(
      2,
    );
  });

  it("refuses, before writing anything, an output folder that holds the project's own files: the project, content/", async () => {
    const projectRoot = path.resolve(import.meta.dirname, '..');
    expect(await outputFolderRefusal(projectRoot)).toMatch(/^The output folder must be a folder inside the project folder/);
    expect(await outputFolderRefusal(path.join(projectRoot, 'content'))).toBe(
      `${path.join(projectRoot, 'content')} holds files no site build made (it has no site-manifest.json): a build replaces its output folder, so name a new folder with --out.\n`,
    );
    // A folder of its own: a new one, an empty one, or one a build made.
    const empty = path.join(path.dirname(outDir), 'empty');
    await mkdir(empty);
    for (const usable of [path.join(path.dirname(outDir), 'new'), empty, outDir]) expect(await outputFolderRefusal(usable)).toBeUndefined();
    // The command: an output folder holding someone's files is left as it was.
    const notes = path.join(path.dirname(outDir), 'notes');
    await mkdir(notes);
    await writeFile(path.join(notes, 'todo.txt'), 'not a build');
    expect(await buildCommand({ contentDir: copy.contentDir, outDir: notes })).toBe(2);
    expect(await readdir(notes)).toEqual(['todo.txt']);
    expect(existsSync(releasesFolder(notes))).toBe(false);
  });

  it('refuses a mistyped site mode in one line naming the variable, before rendering', async () => {
    vi.stubEnv('SITE_MODE', 'prod');
    const prerender = vi.fn();
    expect(await buildCommand({ contentDir: copy.contentDir, outDir, prerender })).toBe(2);
    expect(prerender).not.toHaveBeenCalled();
    const written = vi
      .mocked(process.stderr.write)
      .mock.calls.map(([text]) => String(text))
      .join('');
    expect(written).toMatch(/^Build refused: .*SITE_MODE.*production.*development.*\n$/);
    expect(await previousIndex()).toBe('previous build');
  });

  it('stops on content errors before rendering and leaves the previous output', async () => {
    await copy.editYaml('services/oil.yaml', (doc) => doc.deleteIn(['name', 'de']));
    const prerender = vi.fn();
    expect(await buildCommand({ contentDir: copy.contentDir, outDir, prerender })).toBe(1);
    expect(prerender).not.toHaveBeenCalled();
    expect(await previousIndex()).toBe('previous build');
  });

  it('keeps the previous output when rendering fails half-way', async () => {
    const prerender = async (staging: string) => {
      await mkdir(path.join(staging, 'client'), { recursive: true });
      await writeFile(path.join(staging, 'client', 'index.html'), 'half');
      throw new Error('render failed');
    };
    expect(await buildCommand({ contentDir: copy.contentDir, outDir, prerender })).toBe(1);
    expect(await previousIndex()).toBe('previous build');
    await expect(readFile(`${outDir}.staging-${process.pid}/client/index.html`)).rejects.toThrow();
  });

  it('swaps in the new output with sitemap, robots and the server manifest once rendering succeeded', async () => {
    const prerender = renderingOnePage('new build');
    expect(await buildCommand({ contentDir: copy.contentDir, outDir, prerender })).toBe(0);
    expect(await previousIndex()).toBe('new build');
    expect(await readFile(path.join(outDir, 'client', 'sitemap.xml'), 'utf8')).toContain('<loc>https://www.tecnandes.com.ec/ec/home</loc>');
    expect(await readFile(path.join(outDir, 'client', 'robots.txt'), 'utf8')).toContain(
      'Sitemap: https://www.tecnandes.com.pe/sitemap.xml',
    );
    const manifest = JSON.parse(await readFile(path.join(outDir, 'site-manifest.json'), 'utf8'));
    expect(manifest.routes).toEqual((await loadContent(copy.contentDir)).routes);
    expect(await readFile(path.join(outDir, 'client', 'sitemap.xml'), 'utf8')).toContain(
      '<loc>https://www.tecnandes.com.br/br/privacy</loc>',
    );
  });

  it('publishes each build as a release that dist links to, keeping the newest few', async () => {
    const builds = ['one', 'two', 'three', 'four', 'five'];
    for (const text of builds) {
      const prerender = renderingOnePage(text);
      expect(await buildCommand({ contentDir: copy.contentDir, outDir, prerender })).toBe(0);
      expect(await previousIndex()).toBe(text);
    }
    expect((await lstat(outDir)).isSymbolicLink()).toBe(true);
    expect(path.isAbsolute(await readlink(outDir))).toBe(false);
    // The current release and the kept ones; the folder of before releases existed was one of them, now pruned.
    expect(await readdir(releasesFolder(outDir))).toHaveLength(1 + keptReleases);
  });

  it('never has a moment without dist while builds are published', async () => {
    const render = async (text: string) => {
      const staging = stagingFolder(outDir);
      await mkdir(path.join(staging, 'client'), { recursive: true });
      await writeFile(path.join(staging, 'client', 'index.html'), text);
      return staging;
    };
    // The first publication replaces the folder of before releases existed: that one upgrade has its moment.
    await publishRelease(await render('first'), outDir);
    // Another thread looks for dist/client/index.html while releases are swapped in (the old two-rename swap was
    // caught missing it here).
    let builds = 0;
    const { looks, misses } = await lookWhile({ file: path.join(outDir, 'client', 'index.html') }, async (looked) => {
      while (builds < 10 || (looked() < 1000 && builds < 2000)) {
        await publishRelease(await render(`build ${builds}`), outDir);
        builds += 1;
      }
    });
    expect(looks).toBeGreaterThanOrEqual(1000);
    expect(misses).toBe(0);
    expect(await previousIndex()).toBe(`build ${builds - 1}`);
  });

  it('leaves dist intact when a build is killed mid-prerender, and the next build removes its staging folder', async () => {
    // A real build process, killed with SIGKILL while its prerender is half-way (it has written a page and waits).
    const script = `
      import { mkdir, writeFile } from 'node:fs/promises';
      import path from 'node:path';
      import { buildCommand } from ${JSON.stringify(path.join(import.meta.dirname, 'build.ts'))};
      await buildCommand({
        contentDir: ${JSON.stringify(copy.contentDir)},
        outDir: ${JSON.stringify(outDir)},
        prerender: async (staging) => {
          await mkdir(path.join(staging, 'client'), { recursive: true });
          await writeFile(path.join(staging, 'client', 'index.html'), 'half');
          process.stdout.write('rendering\\n');
          await new Promise(() => setInterval(() => {}, 1000));
        },
      });`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('rendering') && resolve());
      child.once('exit', (code) => reject(new Error(`the build ended on its own (${code})`)));
    });
    const stale = stagingFolder(outDir, child.pid);
    expect(existsSync(path.join(stale, 'client', 'index.html'))).toBe(true);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    expect(await previousIndex()).toBe('previous build');

    const prerender = renderingOnePage('next build');
    expect(await buildCommand({ contentDir: copy.contentDir, outDir, prerender })).toBe(0);
    expect(await previousIndex()).toBe('next build');
    expect(existsSync(stale)).toBe(false);
    expect((await readdir(path.dirname(outDir))).filter((name) => name.includes('.staging-'))).toEqual([]);
  });

  it('removes the staging folder of a failed build only once what the prerender left running has stopped writing', async () => {
    const failing: Prerender = async (staging, _content, { stillWriting }) => {
      await mkdir(path.join(staging, 'client'), { recursive: true });
      // As the search index does: still writing into the staging folder after the prerender returned or threw.
      stillWriting.push(
        new Promise<void>((resolve) => setTimeout(resolve, 100)).then(async () => {
          await mkdir(path.join(staging, 'client', 'pagefind'), { recursive: true });
          await writeFile(path.join(staging, 'client', 'pagefind', 'late.pf_index'), 'index');
        }),
      );
      throw new Error('the prerender failed');
    };
    expect(await buildCommand({ contentDir: copy.contentDir, outDir, prerender: failing })).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await readdir(path.dirname(outDir))).filter((name) => name.includes('.staging-'))).toEqual([]);
    expect(await previousIndex()).toBe('previous build');
  });

  it('compresses the pages while the search index is still written, and the index once it is, before _headers names it', async () => {
    const text = '<p>Subestaciones, fibra óptica y actuadores desde 1975</p>'.repeat(50);
    const prerender: Prerender = async (staging, _content, { stillWriting }) => {
      const page = path.join(staging, 'client', 'index.html');
      await mkdir(path.dirname(page), { recursive: true });
      await writeFile(page, text);
      // As Pagefind does, the bundle is written after the prerender returned; here only once the page's compressed
      // copy exists, which a build that compressed only after the index would never write: it fails.
      stillWriting.push(
        (async () => {
          for (const started = Date.now(); !existsSync(`${page}.br`); await new Promise((resolve) => setTimeout(resolve, 20))) {
            if (Date.now() - started > 20_000) throw new Error('the pages were not compressed while the index was written');
          }
          await mkdir(path.join(staging, 'client', 'pagefind'), { recursive: true });
          await writeFile(path.join(staging, 'client', 'pagefind', 'pagefind.js'), text);
        })(),
      );
      return new Map([[page, text]]);
    };
    expect(await buildCommand({ contentDir: copy.contentDir, outDir, prerender })).toBe(0);
    const client = path.join(outDir, 'client');
    for (const file of ['index.html', path.join('pagefind', 'pagefind.js')]) {
      expect(brotliDecompressSync(await readFile(path.join(client, `${file}.br`))).toString()).toBe(text);
      expect(gunzipSync(await readFile(path.join(client, `${file}.gz`))).toString()).toBe(text);
    }
    expect(await readFile(path.join(client, '_headers'), 'utf8')).toContain('/pagefind/*');
  });

  it('still refuses a text marked [translate], which site dev only warns about', async () => {
    await copy.editYaml('services/oil.yaml', (doc) => doc.setIn(['name', 'pt'], markForTranslation('Petróleo y gas')));
    const prerender = vi.fn();
    expect(await buildCommand({ contentDir: copy.contentDir, outDir, prerender })).toBe(1);
    expect(prerender).not.toHaveBeenCalled();
  });

  it('leaves drafts out: a draft service line has no page, sitemap entry or route', async () => {
    const published = (await loadContent(copy.contentDir)).routes ?? [];
    const telecomPages = published.filter((route) => route.page === 'services/telecomunications').length;
    await copy.editYaml('services/telecomunications.yaml', (doc) => doc.set('draft', true));
    const prerender = renderingOnePage('new build');
    expect(await buildCommand({ contentDir: copy.contentDir, outDir, prerender })).toBe(0);
    const manifest = JSON.parse(await readFile(path.join(outDir, 'site-manifest.json'), 'utf8'));
    expect(telecomPages).toBeGreaterThan(0);
    expect(manifest.routes).toHaveLength(published.length - telecomPages);
    expect(JSON.stringify(manifest.routes)).not.toContain('services/telecomunications');
    expect(await readFile(path.join(outDir, 'client', 'sitemap.xml'), 'utf8')).not.toContain('/services/telecomunications');
  });
});
