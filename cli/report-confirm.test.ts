import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { confirmCommand } from './report-confirm.ts';

/** `site report --confirm` with several places: each one's outcome goes to its own stream. */

const projectContent = path.resolve(import.meta.dirname, '..', 'content');
let contentDir: string;

beforeEach(async () => {
  contentDir = path.join(await mkdtemp(path.join(tmpdir(), 'site-confirm-')), 'content');
  await cp(path.join(projectContent, 'site.yaml'), path.join(contentDir, 'site.yaml'));
  await cp(path.join(projectContent, 'translations'), path.join(contentDir, 'translations'), { recursive: true });
});
afterEach(() => rm(path.dirname(contentDir), { recursive: true, force: true }));

it('writes a confirmation after a failed place to stdout, and the failure alone to stderr', async () => {
  const file = path.join(contentDir, 'translations', 'de.yaml');
  const line = (await readFile(file, 'utf8')).split('\n').findIndex((text) => text.includes('Technische Lösungen seit 1975')) + 1;
  let stdout = '';
  let stderr = '';
  const code = await confirmCommand(contentDir, ['content/translations/de.yaml:nowhere', `content/translations/de.yaml:${line}`], {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  expect(code).toBe(1);
  expect(stderr).toBe(
    'content/translations/de.yaml:nowhere: write the place as file:line or file:line:col, as site report prints it, e.g. content/translations/de.yaml:42.\n',
  );
  expect(stdout).toContain(`content/translations/de.yaml:${line}: the German text of 'meta.home.title' is marked '# still correct (es `);
});

it('keeps the Windows line end of the line it marks', async () => {
  const file = path.join(contentDir, 'translations', 'de.yaml');
  const text = (await readFile(file, 'utf8')).replaceAll('\n', '\r\n');
  await writeFile(file, text);
  const line = text.split('\r\n').findIndex((each) => each.includes('Technische Lösungen seit 1975')) + 1;
  const code = await confirmCommand(contentDir, [`content/translations/de.yaml:${line}`], {
    stdout: () => undefined,
    stderr: () => undefined,
  });
  expect(code).toBe(0);
  const marked = await readFile(file, 'utf8');
  expect(marked.split('\r\n')[line - 1]).toMatch(/# still correct \(es [0-9a-f]{8}\)$/);
  expect(marked.replaceAll('\r\n', '')).not.toContain('\n');
});

it('takes the place with its column, file:line:col, as site report lists it under "To look at"', async () => {
  const file = path.join(contentDir, 'translations', 'de.yaml');
  const line = (await readFile(file, 'utf8')).split('\n').findIndex((text) => text.includes('Technische Lösungen seit 1975')) + 1;
  let stdout = '';
  const code = await confirmCommand(contentDir, [`content/translations/de.yaml:${line}:5`], {
    stdout: (text) => (stdout += text),
    stderr: () => undefined,
  });
  expect(code).toBe(0);
  expect(stdout).toContain("the German text of 'meta.home.title' is marked '# still correct (es ");
  expect((await readFile(file, 'utf8')).split('\n')[line - 1]).toMatch(/# still correct \(es [0-9a-f]{8}\)$/);
});
