import { execFile } from 'node:child_process';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentCopy, copyContent } from '../../tests/support/content-fixture.ts';
import { markForTranslation } from '../progress/untranslated.ts';
import { type LoadResult, loadContent } from './load-content.ts';

/**
 * An editor's bad afternoon: nineteen mistakes in thirteen files at once. Every one must be in the first report, at
 * the place to fix, so nobody fixes one, runs again and only then meets the next.
 */
let copy: ContentCopy;
let result: LoadResult;
const first = 'events/2026-alianzas-actuadores-valvulas.yaml';
const second = 'events/2025-feria-industrial-alemania.yaml';

beforeAll(async () => {
  copy = await copyContent();
  await copy.editText(first, (text) =>
    text.replace(/^date: .*$/m, 'date: next Tuesday').replace(/^category: /m, 'colour: red\ncategory: '),
  );
  await copy.editYaml(first, (doc) => doc.setIn(['images', 0, 'src'], '/assets/events/missing.svg'));
  await copy.editText(second, (text) => text.replace(/^id: .*$/m, 'id: 1').replace(/^category: .*$/m, 'category: webinars'));
  await copy.editYaml('services/oil.yaml', (doc) => {
    doc.deleteIn(['name', 'de']);
    doc.setIn(['items', 0, 'logos', 0, 'link'], 'http://www.valvex.example');
  });
  await copy.editText('site.yaml', (text) =>
    text
      .replace(/^( {4}services: \[)telecomunications, /m, '$1telecomunications, mining, ')
      .replace(/^languageLocales: \[(.*)\]$/m, 'languageLocales: [$1, en-US]'),
  );
  await copy.editText('locations/ec.yaml', (text) => text.replace(/^( {4}email: ).*$/m, '$1not-an-email'));
  await copy.editText('locations/ec.yaml', (text) => text.replace(/^( {6}- )"?\+593[^\n]*$/m, '$1"022451000"'));
  await copy.editText('locations/pe.yaml', (text) => text.replace(/^( {2}- id: ).*$/m, '$1quito-matriz'));
  await copy.editYaml('translations/pt.yaml', (doc) => doc.deleteIn(['nav', 'home']));
  await copy.editYaml('translations/en.yaml', (doc) =>
    doc.setIn(['meta', 'about', 'description'], `${doc.getIn(['meta', 'about', 'description'])} ${'And more. '.repeat(10)}`),
  );
  await copy.editText('translations/de.yaml', (text) => text.replace('{{company}}. Alle', 'Tecnandes. Alle'));
  await copy.editYaml('cases/energy.yaml', (doc) => doc.setIn(['cards', 0, 'title', 'pt'], markForTranslation('Energía')));
  await copy.editText('cases/oil.yaml', (text) => text.replace(/^( {2}en: )(.*)$/m, '$1"$2'));
  // Names of files that do not exist, dates in the wrong order and a country there is none of: each passed before
  // (a download simply left its service page; a build stopped with a stack trace on the About page).
  await copy.editText('certifications/iso-9001.yaml', (text) =>
    text.replace(/^download: iso-9001-certificate$/m, 'download: iso-9001-cert'),
  );
  await copy.editText('downloads/oil-gas-flow-control.yaml', (text) => text.replace(/^services: \[oil\]$/m, 'services: [oill]'));
  await copy.editText('certifications/iso-14001.yaml', (text) =>
    // A second mistake in the same file: the dates are still compared (zod skips a refinement of a file with any).
    text
      .replace(/^issued: .*$/m, 'issued: 2029-06-01')
      .replace(/^validUntil: .*$/m, 'validUntil: 2028-05-31')
      .replace(/^number: .*$/m, 'number: 2291'),
  );
  await copy.editText('cases/energy.yaml', (text) => text.replace(/^( {6}country: )EC$/m, '$1XX'));
  result = await loadContent(copy.contentDir);
});
afterAll(async () => {
  await copy.remove();
});

const at = async (file: string, pattern: RegExp, col: number, code: string, severity = 'error') => ({
  where: `${copy.file(file)}:${await copy.lineOf(file, pattern)}:${col}`,
  code,
  severity,
});

describe('one validation run', () => {
  it('reports every mistake of every file, each at its file:line:col', async () => {
    const reported = result.problems.map((problem) => ({
      where: `${problem.file}:${problem.line}:${problem.col}`,
      code: problem.code,
      severity: problem.severity,
    }));
    const expected = await Promise.all([
      at('cases/energy.yaml', /^ {6}pt: "\[translate\]/, 7, 'untranslated'),
      at('cases/oil.yaml', /^ {2}en: "/, 7, 'yaml-syntax'),
      at(first, /^date:/, 1, 'invalid-value'),
      at(first, /^colour:/, 1, 'unknown-field'),
      at(first, /missing\.svg/, 5, 'missing-asset'),
      // Outside a git repository nothing tells which of the two is the mistake: both are named.
      at(first, /^id:/, 1, 'duplicate-id'),
      at(second, /^id:/, 1, 'duplicate-id'),
      at(second, /^category:/, 1, 'invalid-value'),
      at('locations/ec.yaml', /022451000/, 9, 'invalid-value'),
      at('locations/ec.yaml', /^ {2}- id: quito-matriz/, 5, 'duplicate-id'),
      at('locations/pe.yaml', /^ {2}- id: quito-matriz/, 5, 'duplicate-id'),
      at('locations/ec.yaml', /^ {4}email: not-an-email/, 5, 'invalid-value'),
      // Peru's one office now has another id: its privacy policy names an office that is gone.
      at('privacy/pe.yaml', /^ {2}office: lima/, 3, 'unknown-reference'),
      // ...and so does the job opening Peru lists.
      at('jobs/electrical-project-engineer-lima.yaml', /^office: lima/, 1, 'unknown-reference'),
      at('services/oil.yaml', /^name:/, 1, 'missing-translation'),
      at('services/oil.yaml', /http:\/\/www\.valvex/, 9, 'invalid-value'),

      at('site.yaml', /services: \[telecomunications, mining/, 35, 'unknown-reference'),
      at('site.yaml', /^languageLocales: /, 40, 'invalid-value'),
      at('certifications/iso-9001.yaml', /^download: iso-9001-cert$/, 1, 'unknown-reference'),
      at('downloads/oil-gas-flow-control.yaml', /^services: \[oill\]/, 12, 'unknown-reference'),
      at('certifications/iso-14001.yaml', /^number: 2291/, 1, 'wrong-type'),
      at('certifications/iso-14001.yaml', /^validUntil: 2028-05-31/, 1, 'invalid-value'),
      at('cases/energy.yaml', /^ {6}country: XX/, 7, 'invalid-value'),
      at('translations/de.yaml', /^ {2}copyright:/, 3, 'placeholder-mismatch'),
      at('translations/pt.yaml', /^nav:/, 1, 'missing-translation'),
      at('translations/en.yaml', /And more\./, 5, 'out-of-range'),
    ]);
    for (const problem of expected) expect(reported).toContainEqual(problem);
    expect(reported).toHaveLength(expected.length);
    expect(expected.length).toBeGreaterThanOrEqual(13);
  });

  it('says what the allowed values are, and never asks for a translation key the schema would reject', () => {
    const message = (pattern: RegExp) => result.problems.find((problem) => pattern.test(problem.message))?.message;
    expect(message(/'category'/)).toBe("'category' must be one of 'news', 'tradeFairs'; found the text 'webinars'.");
    expect(message(/'mining'/)).toMatch(/The files of content\/services are: energy, industrial, oil, telecomunications\.$/);
    expect(result.problems.map((problem) => problem.message).join('\n')).not.toMatch(/events\.categories|\^|\[a-z/);
    expect(message(/'oill'/)).toBe(
      "'services[0]' names the service line 'oill', but there is no file content/services/oill.yaml. The files of content/services are: energy, industrial, oil, telecomunications.",
    );
    expect(message(/'iso-9001-cert'/)).toMatch(
      /^'download' names the document 'iso-9001-cert', but there is no file content\/downloads\/iso-9001-cert\.yaml\. The files of content\/downloads are: .*\biso-9001-certificate\b/,
    );
    expect(message(/'validUntil'/)).toBe(
      "'validUntil' is 2028-05-31, which comes before 'issued' (2029-06-01): correct whichever of the two dates is wrong.",
    );
    expect(message(/meta\.about\.description/)).toMatch(/^'meta\.about\.description' must be at most 160 characters long \(it has \d+\)/);
    expect(message(/en-US/)).toBe(
      "'languageLocales[3]' is en-US, a second tag for the language 'en' after en-GB: keep the one its texts follow.",
    );
    expect(message(/'XX'/)).toBe(
      "'cards[0].client.country' must be the ISO code of a country, like EC for Ecuador or PE for Peru; found the text 'XX'.",
    );
  });
});

describe('one validation run in a git checkout', () => {
  /**
   * An editor copies an event to start a new one, keeps its id, and in the same sitting renames a placeholder
   * in de.yaml and deletes a German text: each mistake is reported, the duplicate on the copy (which sorts
   * before the untouched original).
   */
  let checkout: ContentCopy;
  let problems: LoadResult['problems'];
  const copyName = 'events/2024-copia-de-alianzas.yaml';

  beforeAll(async () => {
    checkout = await copyContent();
    const git = (...args: string[]) =>
      promisify(execFile)('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', ...args], { cwd: checkout.root });
    await git('init', '--quiet');
    await git('add', '.');
    await git('commit', '--quiet', '-m', 'content as published');
    await copyFile(path.join(checkout.contentDir, first), path.join(checkout.contentDir, copyName));
    await checkout.editText('translations/de.yaml', (text) => text.replace('Logoseite {{page}}', 'Logoseite {{pageRenamed}}'));
    await checkout.editYaml('translations/de.yaml', (doc) => doc.deleteIn(['nav', 'home']));
    ({ problems } = await loadContent(checkout.contentDir));
  });
  afterAll(async () => {
    await checkout.remove();
  });

  it('reports the renamed placeholder, the missing text and the duplicate id on the new file only', async () => {
    expect(problems.map(({ file, line, code }) => ({ file, line, code }))).toEqual([
      { file: checkout.file(copyName), line: 1, code: 'duplicate-id' },
      {
        file: checkout.file('translations/de.yaml'),
        line: await checkout.lineOf('translations/de.yaml', /^nav:/),
        code: 'missing-translation',
      },
      {
        file: checkout.file('translations/de.yaml'),
        line: await checkout.lineOf('translations/de.yaml', /\{\{pageRenamed\}\}/),
        code: 'placeholder-mismatch',
      },
    ]);
    expect(problems[0]?.message).toBe(`The event id 1 is also used in ${checkout.file(first)}; every event needs its own id.`);
  });
});
