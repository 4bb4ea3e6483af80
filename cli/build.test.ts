import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ContentCopy, copyContent } from '../generator/content-fixture.ts';
import { markForTranslation } from '../generator/untranslated.ts';
import { buildCommand } from './build.ts';

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
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await copy.remove();
  await rm(path.dirname(outDir), { recursive: true, force: true });
});

const previousIndex = () => readFile(path.join(outDir, 'client', 'index.html'), 'utf8');

describe('site build', () => {
  it('refuses an output folder outside the project', async () => {
    expect(await buildCommand({ contentDir: copy.contentDir, outDir: path.join(path.parse(process.cwd()).root, 'tmp', 'elsewhere') })).toBe(
      2,
    );
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
    const prerender = async (staging: string) => {
      await mkdir(path.join(staging, 'client'), { recursive: true });
      await writeFile(path.join(staging, 'client', 'index.html'), 'new build');
    };
    expect(await buildCommand({ contentDir: copy.contentDir, outDir, prerender })).toBe(0);
    expect(await previousIndex()).toBe('new build');
    expect(await readFile(path.join(outDir, 'client', 'sitemap.xml'), 'utf8')).toContain('<loc>https://www.tecnandes.com.ec/ec/home</loc>');
    expect(await readFile(path.join(outDir, 'client', 'robots.txt'), 'utf8')).toContain(
      'Sitemap: https://www.tecnandes.com.pe/sitemap.xml',
    );
    const manifest = JSON.parse(await readFile(path.join(outDir, 'site-manifest.json'), 'utf8'));
    expect(manifest.routes).toHaveLength(100);
  });

  it('still refuses a text marked [translate], which site dev only warns about', async () => {
    await copy.editYaml('services/oil.yaml', (doc) => doc.setIn(['name', 'pt'], markForTranslation('Petróleo y gas')));
    const prerender = vi.fn();
    expect(await buildCommand({ contentDir: copy.contentDir, outDir, prerender })).toBe(1);
    expect(prerender).not.toHaveBeenCalled();
  });

  it('leaves drafts out: a draft service line has no page, sitemap entry or route', async () => {
    await copy.editYaml('services/telecomunications.yaml', (doc) => doc.set('draft', true));
    const prerender = async (staging: string) => {
      await mkdir(path.join(staging, 'client'), { recursive: true });
      await writeFile(path.join(staging, 'client', 'index.html'), 'new build');
    };
    expect(await buildCommand({ contentDir: copy.contentDir, outDir, prerender })).toBe(0);
    const manifest = JSON.parse(await readFile(path.join(outDir, 'site-manifest.json'), 'utf8'));
    // Telecommunications is offered in Ecuador only, in four languages.
    expect(manifest.routes).toHaveLength(100 - 4);
    expect(JSON.stringify(manifest.routes)).not.toContain('services/telecomunications');
    expect(await readFile(path.join(outDir, 'client', 'sitemap.xml'), 'utf8')).not.toContain('/services/telecomunications');
  });
});
