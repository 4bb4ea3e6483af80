import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaLimits } from '../../generator/media/media-limits.ts';
import { storeUpload } from './uploads.ts';

/** A request whose body is these bytes, as the editor's upload sends a file. */
const requestOf = (bytes: Buffer) => Object.assign(Readable.from([bytes]), { headers: {} }) as unknown as IncomingMessage;

const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(12)]);

let contentDir: string;
beforeEach(async () => {
  contentDir = await mkdtemp(path.join(tmpdir(), 'editor-uploads-'));
});
afterEach(async () => {
  await rm(contentDir, { recursive: true, force: true });
});

describe('a file added in the editor', () => {
  it('stores a PDF and an MP4 under content/assets/{folder} with a safe name, as they are', async () => {
    expect(await storeUpload(requestOf(pdf), contentDir, 'downloads', 'Ficha Técnica VX-200.PDF')).toEqual({
      src: '/assets/downloads/ficha-tecnica-vx-200.pdf',
      reused: false,
    });
    expect(await readFile(path.join(contentDir, 'assets/downloads/ficha-tecnica-vx-200.pdf'))).toEqual(pdf);
    expect(await storeUpload(requestOf(mp4), contentDir, 'cases', 'Story.mp4')).toEqual({ src: '/assets/cases/story.mp4', reused: false });
  });

  it('names the file already there when the same file is added again, and numbers another file of the same name', async () => {
    const first = await storeUpload(requestOf(pdf), contentDir, 'downloads', 'sheet.pdf');
    expect(await storeUpload(requestOf(pdf), contentDir, 'downloads', 'Sheet.PDF')).toEqual({ ...first, reused: true });
    const other = Buffer.concat([pdf, Buffer.from('% revised\n')]);
    expect(await storeUpload(requestOf(other), contentDir, 'downloads', 'sheet.pdf')).toEqual({
      src: '/assets/downloads/sheet-2.pdf',
      reused: false,
    });
    expect(await storeUpload(requestOf(other), contentDir, 'downloads', 'sheet.pdf')).toEqual({
      src: '/assets/downloads/sheet-2.pdf',
      reused: true,
    });
    expect(await readdir(path.join(contentDir, 'assets', 'downloads'))).toEqual(['sheet-2.pdf', 'sheet.pdf']);
  });

  it('refuses a file whose bytes are not what its name says, one of another kind, and one over its limit', async () => {
    await expect(storeUpload(requestOf(Buffer.from('<html>')), contentDir, 'downloads', 'sheet.pdf')).rejects.toMatchObject({
      status: 415,
      message: 'The file is not a PDF: export or print it as PDF.',
      // What the browser editor says in its own language (schemas/problem-words.ts).
      words: [{ id: 'uploadNotAPdf', values: {} }],
    });
    await expect(storeUpload(requestOf(pdf), contentDir, 'cases', 'story.mov')).rejects.toMatchObject({
      status: 415,
      words: [{ id: 'uploadWhichKinds', values: {} }],
    });
    const heavy = Buffer.concat([pdf, Buffer.alloc(mediaLimits.documentBytes)]);
    await expect(storeUpload(requestOf(heavy), contentDir, 'downloads', 'big.pdf')).rejects.toMatchObject({
      status: 413,
      message: 'The file is larger than 2.0 MB, the most a PDF may be.',
      words: [{ id: 'uploadPdfTooLarge', values: { limit: '2.0 MB' } }],
    });
  });
});
