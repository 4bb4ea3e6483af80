import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realContentDir } from '../../tests/support/content-fixture.ts';

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

/** The module as a new process loads it: nothing reached yet. */
async function freshProcess() {
  vi.resetModules();
  return (await import('./document-verdicts.ts')).DocumentVerdicts;
}

let cacheDir: string;
/** A document of the content, made unlike any other test's by a comment after its end (it still opens). */
let pdf: Buffer;
beforeEach(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'site-document-verdicts-'));
  const whole = await readFile(path.join(realContentDir, 'assets', 'downloads', 'actuon-electric-actuators-en.pdf'));
  pdf = Buffer.concat([whole, Buffer.from(`\n% ${randomUUID()}\n`)]);
  opened.count = 0;
});
afterEach(() => rm(cacheDir, { recursive: true, force: true }));

describe('verdicts on documents', () => {
  it('are reached once per process, with or without a cache folder', async () => {
    const DocumentVerdicts = await freshProcess();
    expect(await (await DocumentVerdicts.open(undefined)).problemOf(pdf)).toBeUndefined();
    expect(await (await DocumentVerdicts.open(undefined)).problemOf(pdf)).toBeUndefined();
    expect(await (await DocumentVerdicts.open(cacheDir)).problemOf(pdf)).toBeUndefined();
    expect(opened.count).toBe(1);
  });

  it('are kept in the cache folder: the next process takes the verdict on the same bytes from it', async () => {
    const first = await (await freshProcess()).open(cacheDir);
    expect(await first.problemOf(pdf)).toBeUndefined();
    const cut = await first.problemOf(pdf.subarray(0, 400));
    expect(cut).toMatch(/does not open|has no page/);
    await first.save();
    expect(opened.count).toBe(2);

    const next = await (await freshProcess()).open(cacheDir);
    expect(await next.problemOf(pdf)).toBeUndefined();
    expect(await next.problemOf(pdf.subarray(0, 400))).toBe(cut);
    expect(opened.count).toBe(2);
  });

  it('are reached again for changed bytes, and by a next process without the cache folder, which is left empty', async () => {
    const first = await (await freshProcess()).open(undefined);
    await first.problemOf(pdf);
    await first.save();
    expect(await first.problemOf(Buffer.concat([pdf, Buffer.from('\n')]))).toBeUndefined();
    expect(opened.count).toBe(2);
    await (await (await freshProcess()).open(undefined)).problemOf(pdf);
    expect(opened.count).toBe(3);
    expect(await readdir(cacheDir)).toEqual([]);
  });
});
