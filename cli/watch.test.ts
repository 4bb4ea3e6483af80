import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ContentCopy, copyContent } from '../generator/content-fixture.ts';
import type { Problem } from '../generator/problem.ts';
import { diffProblems, watchValidateCommand } from './watch.ts';

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

describe('site validate --watch', { timeout: 60_000 }, () => {
  let copy: ContentCopy;
  let output: string;
  let stop: AbortController;
  let done: Promise<number>;
  beforeEach(async () => {
    copy = await copyContent();
    output = '';
    stop = new AbortController();
    done = watchValidateCommand({ contentDir: copy.contentDir, write: (text) => (output += text), signal: stop.signal, debounceMs: 30 });
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
});
