import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type ContentCopy, copyContent } from '../../tests/support/content-fixture.ts';
import { loadContent } from '../content/load-content.ts';
import { daysBetween } from './expiry.ts';

let copy: ContentCopy;
beforeEach(async () => {
  copy = await copyContent();
});
afterEach(async () => {
  await copy.remove();
});

const file = 'content/certifications/iso-9001.yaml';
/** The day the copy's ISO 9001 certificate is valid until, as its file says. */
async function validUntil(): Promise<string> {
  const { validUntil } = parse(await readFile(path.join(copy.contentDir, 'certifications', 'iso-9001.yaml'), 'utf8'));
  return String(validUntil);
}
const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

describe('certificates expire (the validator clock is pinned, never the wall clock)', () => {
  it('counts whole days between two dates, across months and leap days', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-03-17', '2027-03-17')).toBe(0);
    expect(daysBetween('2027-03-18', '2027-03-17')).toBe(-1);
  });

  it('pass quietly while more than 60 days remain', async () => {
    const until = await validUntil();
    const { problems, content } = await loadContent(copy.contentDir, { today: dayBefore(until, 61) });
    expect(problems.filter((problem) => problem.file === file)).toEqual([]);
    expect(content?.certifications.map((certification) => certification.standard)).toContain('ISO 9001:2015');
  });

  it('warn 30 days before, at the validUntil line, and the site still builds', async () => {
    const until = await validUntil();
    const { problems, content } = await loadContent(copy.contentDir, { today: dayBefore(until, 30) });
    const expiring = problems.filter((problem) => problem.file === file);
    expect(expiring).toEqual([
      expect.objectContaining({
        code: 'expiring',
        severity: 'warning',
        line: await copy.lineOf('certifications/iso-9001.yaml', /^validUntil:/),
        message: expect.stringContaining(`expires on ${until}, in 30 days`),
      }),
    ]);
    expect(content).toBeDefined();
  });

  it('fail validate on the day itself and after it', async () => {
    const until = await validUntil();
    for (const today of [until, '2031-01-01']) {
      const { problems, content } = await loadContent(copy.contentDir, { today });
      expect(problems.filter((problem) => problem.file === file)).toEqual([
        expect.objectContaining({ code: 'expired', severity: 'error', message: expect.stringContaining(`expired on ${until}`) }),
      ]);
      expect(content).toBeUndefined();
    }
  });

  it('are not checked without a clock: loading content never reads the wall clock', async () => {
    await copy.editYaml('certifications/iso-9001.yaml', (doc) => doc.set('validUntil', '2001-01-01'));
    const { problems } = await loadContent(copy.contentDir);
    expect(problems.filter((problem) => problem.code === 'expired' || problem.code === 'expiring')).toEqual([]);
  });
});

describe('job openings close', () => {
  it('warn at validThrough once the day has passed, and the content still loads, the opening in it', async () => {
    const job = 'jobs/electrical-project-engineer-lima.yaml';
    const { validThrough } = parse(await readFile(path.join(copy.contentDir, job), 'utf8')) as { validThrough: string };
    const open = await loadContent(copy.contentDir, { today: validThrough });
    expect(open.problems.filter((problem) => problem.file === copy.file(job))).toEqual([]);
    const next = dayBefore(validThrough, -1);
    const { problems, content } = await loadContent(copy.contentDir, { today: next });
    expect(problems.filter((problem) => problem.file === copy.file(job))).toEqual([
      {
        file: copy.file(job),
        line: await copy.lineOf(job, /^validThrough:/),
        col: 1,
        code: 'expired',
        severity: 'warning',
        message: `This job opening closed on ${validThrough}: its page stays and says so, but no list and no sitemap name it any more. When it is no longer wanted, delete the file and take its name off the regions' lists in site.yaml (the editor's Delete does both), or write a later date.`,
        words: expect.anything(),
      },
    ]);
    expect(content).toBeDefined();
  });

  it('refuse a closing date before the date the opening is published, naming both days at the closing date', async () => {
    const job = 'jobs/electrical-project-engineer-lima.yaml';
    const { datePosted } = parse(await readFile(path.join(copy.contentDir, job), 'utf8')) as { datePosted: string };
    const early = dayBefore(datePosted, 3);
    await copy.editText(job, (text) => text.replace(/^validThrough: .*$/m, `validThrough: ${early}`));
    const { problems } = await loadContent(copy.contentDir, { today: datePosted });
    expect(problems.filter((problem) => problem.file === copy.file(job))).toEqual([
      expect.objectContaining({
        line: await copy.lineOf(job, /^validThrough:/),
        severity: 'error',
        message: `'validThrough' is ${early}, which comes before 'datePosted' (${datePosted}): correct whichever of the two dates is wrong.`,
      }),
    ]);
  });
});
