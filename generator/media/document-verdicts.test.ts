import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realContentDir } from '../../tests/support/content-fixture.ts';
import { DocumentVerdicts } from './document-verdicts.ts';

/** How many times pdf.js was asked to open a document. */
const opened = vi.hoisted(() => ({ count: 0 }));
vi.mock('./pdf-document.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./pdf-document.ts')>();
  return {
    ...original,
    pdfProblem: (bytes: Uint8Array) => {
      opened.count += 1;
      return original.pdfProblem(bytes);
    },
  };
});

let cacheDir: string;
let pdf: Buffer;
beforeEach(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'site-document-verdicts-'));
  pdf = await readFile(path.join(realContentDir, 'assets', 'downloads', 'actuon-electric-actuators-en.pdf'));
  opened.count = 0;
});
afterEach(() => rm(cacheDir, { recursive: true, force: true }));

describe('verdicts on documents, kept between runs', () => {
  it('opens a document once: the next run takes the verdict on the same bytes from the cache folder', async () => {
    const first = await DocumentVerdicts.open(cacheDir);
    expect(await first.problemOf(pdf)).toBeUndefined();
    const cut = await first.problemOf(pdf.subarray(0, 400));
    expect(cut).toMatch(/does not open|has no page/);
    await first.save();
    expect(opened.count).toBe(2);

    const next = await DocumentVerdicts.open(cacheDir);
    expect(await next.problemOf(pdf)).toBeUndefined();
    expect(await next.problemOf(pdf.subarray(0, 400))).toBe(cut);
    expect(opened.count).toBe(2);
  });

  it('opens a document again once its bytes changed', async () => {
    const first = await DocumentVerdicts.open(cacheDir);
    await first.problemOf(pdf);
    await first.save();
    const next = await DocumentVerdicts.open(cacheDir);
    expect(await next.problemOf(Buffer.concat([pdf, Buffer.from('\n')]))).toBeUndefined();
    expect(opened.count).toBe(2);
  });

  it('without a cache folder keeps verdicts for the run only, and writes nothing', async () => {
    const run = await DocumentVerdicts.open(undefined);
    await run.problemOf(pdf);
    await run.problemOf(pdf);
    await run.save();
    expect(opened.count).toBe(1);
    expect(await readdir(cacheDir)).toEqual([]);
    await (await DocumentVerdicts.open(undefined)).problemOf(pdf);
    expect(opened.count).toBe(2);
  });
});
