import { copyFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentCopy, copyContent } from '../../tests/support/content-fixture.ts';
import { cameraJpeg, ownAssets, plainPhoto, transparentPng } from '../../tests/support/photo-fixtures.ts';
import { loadContent } from '../content/load-content.ts';
import { readImageSize, readRasterFacts } from './image-metadata.ts';
import { imageUses } from './image-uses.ts';

let copy: ContentCopy;
const asset = (relative: string) => path.join(copy.contentDir, 'assets', relative);

beforeAll(async () => {
  copy = await copyContent();
  await ownAssets(copy.contentDir);
  await cameraJpeg(asset('home/IMG_2041.JPG'));
  await cameraJpeg(asset('home/small-hero.jpg'), { width: 1200, height: 800 });
  await transparentPng(asset('brands/logo.png'));
  await plainPhoto(asset('events/fair.avif'), 'avif');
  await plainPhoto(asset('cases/card.webp'), 'webp');
}, 60_000);
afterAll(() => copy.remove());

describe('image sizes', () => {
  it('reads JPEG, PNG, WebP and AVIF, a JPEG stored sideways as it is seen upright', async () => {
    expect(await readImageSize(asset('home/IMG_2041.JPG'))).toEqual({ width: 4000, height: 6000 });
    expect(await readImageSize(asset('brands/logo.png'))).toEqual({ width: 800, height: 400 });
    expect(await readImageSize(asset('cases/card.webp'))).toEqual({ width: 3000, height: 2000 });
    expect(await readImageSize(asset('events/fair.avif'))).toEqual({ width: 3000, height: 2000 });
  });

  it('knows which photos have transparency (they fall back to PNG, not JPEG)', async () => {
    expect((await readRasterFacts(asset('brands/logo.png')))?.hasAlpha).toBe(true);
    expect((await readRasterFacts(asset('home/IMG_2041.JPG')))?.hasAlpha).toBe(false);
  });
});

describe('site validate on media', () => {
  it('accepts camera file names and every supported format', async () => {
    await copy.editYaml('site.yaml', (doc) => doc.setIn(['regions', 0, 'home', 'banner', 'image', 'src'], '/assets/home/IMG_2041.JPG'));
    await copy.editYaml('cases/energy.yaml', (doc) => doc.setIn(['cardImage', 'src'], '/assets/cases/card.webp'));
    await copy.editYaml('events/2026-alianzas-actuadores-valvulas.yaml', (doc) =>
      doc.setIn(['images', 0, 'src'], '/assets/events/fair.avif'),
    );
    await copy.editYaml('brands.yaml', (doc) => doc.setIn(['sets', 'ec', 0, 'logo'], '/assets/brands/logo.png'));
    const { problems, content } = await loadContent(copy.contentDir);
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(content?.assetSizes['/assets/home/IMG_2041.JPG']).toEqual({ width: 4000, height: 6000 });
  });

  it('warns where a hero photo narrower than twice its display width is named', async () => {
    await copy.editYaml('site.yaml', (doc) => doc.setIn(['regions', 0, 'home', 'banner', 'image', 'src'], '/assets/home/small-hero.jpg'));
    const { problems } = await loadContent(copy.contentDir);
    const problem = problems.find((candidate) => candidate.code === 'image-too-small');
    expect(problem).toMatchObject({
      file: 'content/site.yaml',
      line: await copy.lineOf('site.yaml', /small-hero\.jpg/),
      severity: 'warning',
    });
    expect(problem?.message).toContain(`${imageUses.hero.displayWidth * 2} px`);
    // In words the browser editor says in its own language (schemas/problem-words.ts), as every media problem.
    expect(problem?.words?.id).toBe('photoTooSmall');
  });

  it('refuses a file that is not the image its name says, and says how to export it', async () => {
    await writeFile(asset('home/scan.jpg'), 'GIF89a not really a photo');
    await copy.editYaml('site.yaml', (doc) => doc.setIn(['regions', 0, 'home', 'banner', 'image', 'src'], '/assets/home/scan.jpg'));
    const { problems } = await loadContent(copy.contentDir);
    expect(problems.find((candidate) => candidate.code === 'unsupported-format')).toMatchObject({
      file: 'content/site.yaml',
      line: await copy.lineOf('site.yaml', /scan\.jpg/),
      severity: 'error',
      words: { id: 'notAnImage', values: { path: '/assets/home/scan.jpg' } },
    });
  });

  it('refuses an SVG over the size limit with what to do', async () => {
    await writeFile(
      asset('home/huge.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><!--${'x'.repeat(600 * 1024)}--></svg>`,
    );
    await copy.editYaml('site.yaml', (doc) => doc.setIn(['regions', 0, 'home', 'banner', 'image', 'src'], '/assets/home/huge.svg'));
    const { problems } = await loadContent(copy.contentDir);
    const problem = problems.find((candidate) => candidate.code === 'file-too-large');
    expect(problem).toMatchObject({ file: 'content/site.yaml', line: await copy.lineOf('site.yaml', /huge\.svg/) });
    expect(problem?.message).toMatch(/simplify the drawing/);
    expect(problem?.words?.id).toBe('svgTooLarge');
  });

  it('reports a missing alt text in one language where the image is', async () => {
    await copy.editYaml('site.yaml', (doc) => doc.deleteIn(['regions', 0, 'home', 'banner', 'image', 'alt', 'de']));
    const { problems } = await loadContent(copy.contentDir);
    const problem = problems.find((candidate) => candidate.code === 'missing-translation');
    expect(problem).toMatchObject({ file: 'content/site.yaml', severity: 'error' });
    expect(problem?.message).toBe("The German text of 'regions[0].home.banner.image.alt' is missing.");
    const imageLine = await copy.lineOf('site.yaml', /huge\.svg/);
    expect(problem?.line).toBeGreaterThan(imageLine);
    expect(problem?.line).toBeLessThan(imageLine + 6);
  });

  it('points at each unsafe construct inside the SVG itself', async () => {
    const svg = [
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">',
      '  <script>alert(1)</script>',
      '  <rect width="10" height="10" onclick="steal()"/>',
      '  <image xlink:href="https://tracker.example/pixel.png" width="1" height="1"/>',
      '  <foreignObject width="5" height="5"><div>html</div></foreignObject>',
      '  <use href="#ok"/>',
      '  <h:script xmlns:h="http://www.w3.org/1999/xhtml">fetch("/_edit/api/commit")</h:script>',
      '  <s:foreignObject xmlns:s="http://www.w3.org/2000/svg"/>',
      '</svg>',
    ].join('\n');
    await writeFile(asset('logos/tecnandes-ec.svg'), svg);
    const { problems } = await loadContent(copy.contentDir);
    const unsafe = problems.filter((problem) => problem.code === 'unsafe-svg');
    expect(unsafe.map(({ file, line, col }) => ({ file, line, col }))).toEqual([
      { file: 'content/assets/logos/tecnandes-ec.svg', line: 2, col: 3 },
      { file: 'content/assets/logos/tecnandes-ec.svg', line: 3, col: 32 },
      { file: 'content/assets/logos/tecnandes-ec.svg', line: 4, col: 10 },
      { file: 'content/assets/logos/tecnandes-ec.svg', line: 5, col: 3 },
      // A script or foreignObject with a namespace prefix runs as well as one without.
      { file: 'content/assets/logos/tecnandes-ec.svg', line: 7, col: 3 },
      { file: 'content/assets/logos/tecnandes-ec.svg', line: 8, col: 3 },
    ]);
    expect(unsafe.every((problem) => problem.severity === 'error')).toBe(true);
  });

  it('checks videos: an MP4 that is not H.264 or not an MP4 at all is refused where it is named', async () => {
    await writeFile(
      asset('videos/oil.mp4'),
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    const { problems } = await loadContent(copy.contentDir);
    expect(problems.find((problem) => problem.code === 'invalid-video')).toMatchObject({
      file: 'content/cases/oil.yaml',
      line: await copy.lineOf('cases/oil.yaml', /oil\.mp4/),
      severity: 'error',
      words: { id: 'notAVideo' },
    });
  });

  it('refuses a video in a format the video checks cannot read (WebM), naming the formats it takes', async () => {
    const fresh = await copyContent();
    try {
      await ownAssets(fresh.contentDir);
      await copyFile(path.join(fresh.contentDir, 'assets/videos/energy.mp4'), path.join(fresh.contentDir, 'assets/videos/energy.webm'));
      await fresh.editYaml('cases/energy.yaml', (doc) => doc.setIn(['story', 'video'], '/assets/videos/energy.webm'));
      const { problems } = await loadContent(fresh.contentDir);
      expect(problems).toEqual([
        // The MP4 the case no longer names is left unpublished, and said so.
        expect.objectContaining({ file: 'content/assets/videos/energy.mp4', code: 'unused-asset', severity: 'warning' }),
        expect.objectContaining({
          file: 'content/cases/energy.yaml',
          line: await fresh.lineOf('cases/energy.yaml', /energy\.webm/),
          severity: 'error',
          message: expect.stringContaining('ending in .svg, .png, .jpg, .jpeg, .webp, .avif, .mp4 or .pdf'),
        }),
      ]);
    } finally {
      await fresh.remove();
    }
  });

  it('accepts the case videos as they are (H.264, within the limits)', async () => {
    const fresh = await copyContent();
    try {
      const { problems } = await loadContent(fresh.contentDir);
      expect(problems.filter((problem) => problem.code === 'invalid-video')).toEqual([]);
    } finally {
      await fresh.remove();
    }
  });
});
