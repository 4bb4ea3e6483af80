import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMaxBytes } from '../../schemas/asset-kinds.ts';
import { type ContentCopy, copyContent } from '../../tests/support/content-fixture.ts';
import { ownAssets } from '../../tests/support/photo-fixtures.ts';
import { loadContent } from '../content/load-content.ts';
import { encodedFilesDir, publishImages } from './publish-images.ts';

/** The download whose one file the tests swap for broken ones, and the line of content/downloads that names it. */
const download = 'downloads/actuon-electric-actuators.yaml';
const srcPath = ['files', 0, 'src'];

let copy: ContentCopy;
const asset = (relative: string) => path.join(copy.contentDir, 'assets', relative);
const documentProblems = async () =>
  (await loadContent(copy.contentDir)).problems.filter((problem) =>
    ['missing-asset', 'invalid-document', 'file-too-large'].includes(problem.code),
  );
const pointing = async (src: string) => {
  await copy.editYaml(download, (doc) => doc.setIn(srcPath, src));
  // Problems point at the `src:` key of the file's entry.
  return { file: `content/${download}`, line: await copy.lineOf(download, new RegExp(src.replaceAll('.', '\\.'))), col: 5 };
};

beforeAll(async () => {
  copy = await copyContent();
  await ownAssets(copy.contentDir);
}, 60_000);
afterAll(() => copy.remove());

describe('site validate on documents', () => {
  it('accepts every PDF of the content: each opens and is within the size budget', async () => {
    expect(await documentProblems()).toEqual([]);
  });

  it('refuses a file that is not there, where the download names it', async () => {
    const at = await pointing('/assets/downloads/missing.pdf');
    expect(await documentProblems()).toEqual([expect.objectContaining({ ...at, code: 'missing-asset', severity: 'error' })]);
  });

  it('refuses a file that is not a PDF (a PNG renamed .pdf)', async () => {
    await writeFile(
      asset('downloads/scan.pdf'),
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    const at = await pointing('/assets/downloads/scan.pdf');
    expect(await documentProblems()).toEqual([
      expect.objectContaining({ ...at, code: 'invalid-document', message: expect.stringContaining('does not start as a PDF does') }),
    ]);
  });

  it('refuses a file that starts as a PDF but does not open (cut short on upload)', async () => {
    const whole = await readFile(asset('downloads/actuon-electric-actuators-en.pdf'));
    await writeFile(asset('downloads/cut.pdf'), whole.subarray(0, 400));
    const at = await pointing('/assets/downloads/cut.pdf');
    expect(await documentProblems()).toEqual([
      expect.objectContaining({ ...at, code: 'invalid-document', message: expect.stringMatching(/does not open|has no page/) }),
    ]);
  });

  it('refuses a PDF over the size budget, saying the budget', async () => {
    const whole = await readFile(asset('downloads/actuon-electric-actuators-en.pdf'));
    // Still a PDF that opens: blank space after its end, as a scanner's padding would be.
    await writeFile(asset('downloads/large.pdf'), Buffer.concat([whole, Buffer.alloc(documentMaxBytes, 0x20)]));
    const at = await pointing('/assets/downloads/large.pdf');
    const [problem] = await documentProblems();
    expect(problem).toMatchObject({ ...at, code: 'file-too-large', severity: 'error' });
    expect(problem?.message).toContain('(at most 2.0 MB)');
  });
});

describe('covers of documents', () => {
  it("publishes each document's first page as a cover in AVIF and WebP, and draws it only once", async () => {
    const fresh = await copyContent();
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'site-covers-'));
    try {
      const { content } = await loadContent(fresh.contentDir);
      if (!content) throw new Error('the content is valid');
      const first = await publishImages(fresh.contentDir, content, cacheDir);
      const cover = first.images['/assets/downloads/actuon-electric-actuators-en.pdf'];
      expect(cover).toMatchObject({ use: 'cover', fallback: { type: 'image/jpeg' } });
      // A4 upright: the cover keeps the page's proportions.
      expect((cover?.height ?? 0) / (cover?.width ?? 1)).toBeCloseTo(841.89 / 595.28, 2);
      const avif = cover?.avif.at(-1)?.url ?? '';
      expect((await sharp(path.join(encodedFilesDir(cacheDir), avif.slice('/_app/img/'.length))).metadata()).format).toBe('heif');
      expect(cover?.webp.length).toBeGreaterThan(0);
      // The certificates' PDFs are downloads too: each has its cover; every PDF of content/downloads is drawn.
      const files = Object.values(content.downloads).flatMap((entry) => entry.files.map((file) => file.src));
      for (const src of files) expect(first.images[src]?.use, src).toBe('cover');
      const again = await publishImages(fresh.contentDir, content, cacheDir);
      expect(again.encoded).toBe(0);
      expect(again.images).toEqual(first.images);
    } finally {
      await fresh.remove();
      await rm(cacheDir, { recursive: true, force: true });
    }
  }, 60_000);
});
