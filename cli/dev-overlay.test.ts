import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Problem } from '../generator/content/problem.ts';
import { type ContentCopy, copyContent } from '../tests/support/content-fixture.ts';
import { contentErrorOverlay } from './dev-overlay.ts';

let copy: ContentCopy;
beforeEach(async () => {
  copy = await copyContent();
});
afterEach(async () => {
  await copy.remove();
});

describe("site dev's error overlay", () => {
  it('shows the lines of the first error, not of a warning reported before it', async () => {
    const warningLine = await copy.lineOf('certifications/iso-9001.yaml', /^validUntil:/);
    const errorLine = await copy.lineOf('services/oil.yaml', /^name:/);
    const problems: Problem[] = [
      {
        file: copy.file('certifications/iso-9001.yaml'),
        line: warningLine,
        col: 1,
        code: 'expiring',
        severity: 'warning',
        message: 'This certification expires in 30 days.',
      },
      {
        file: copy.file('services/oil.yaml'),
        line: errorLine,
        col: 3,
        code: 'missing-translation',
        severity: 'error',
        message: 'Missing.',
      },
    ];
    const shown = await contentErrorOverlay(copy.root).show(problems);
    if (!shown) throw new Error('the first error is sent');
    const { err } = shown;
    expect(err.message).toMatch(/^The content has an error\./);
    expect(err.message).not.toContain('expires');
    expect(err.loc).toEqual({ file: `${copy.root}/content/services/oil.yaml`, line: errorLine, column: 3 });
    expect(err.frame).toMatch(new RegExp(`^> ${errorLine} \\| name:\\n +\\| {3}\\^$`, 'm'));
    expect(err.frame).not.toContain('validUntil');
  });

  it('sends an error once while it lasts: the same problems again send nothing, another one or the same after a fix does', async () => {
    const line = await copy.lineOf('services/oil.yaml', /^name:/);
    const problem = (message: string): Problem => ({
      file: copy.file('services/oil.yaml'),
      line,
      col: 3,
      code: 'missing-translation',
      severity: 'error',
      message,
    });
    const overlay = contentErrorOverlay(copy.root);
    expect(await overlay.show([problem('Missing.')])).toBeDefined();
    expect(await overlay.show([problem('Missing.')]), 'the same save reported twice').toBeUndefined();
    expect(overlay.shown()?.err.message).toContain('Missing.');
    expect((await overlay.show([problem('Still missing.')]))?.err.message).toContain('Still missing.');
    overlay.clear();
    expect(await overlay.show([problem('Still missing.')]), 'the error again after a valid save').toBeDefined();
  });
});
