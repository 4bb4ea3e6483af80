import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../generator/content/load-content.ts';
import type { CoverageCell, CoverageReport } from '../generator/progress/coverage.ts';
import { type ContentCopy, copyContent } from '../tests/support/content-fixture.ts';
import { runSiteCommandHere } from '../tests/support/run-site-command.ts';

const run = promisify(execFile);

/** `site report` with these arguments, which must succeed: what it printed. */
async function siteReport(...args: string[]): Promise<{ stdout: string }> {
  const { code, stdout, stderr } = await runSiteCommandHere('report', ...args);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  return { stdout };
}

let copy: ContentCopy;
let outDir: string;
beforeEach(async () => {
  copy = await copyContent();
  outDir = await mkdtemp(path.join(tmpdir(), 'site-report-'));
});
afterEach(async () => {
  await copy.remove();
  await rm(outDir, { recursive: true, force: true });
});

async function reportJson(): Promise<CoverageReport> {
  const { stdout } = await siteReport('--format', 'json', '--content', copy.contentDir, '--out', outDir);
  return JSON.parse(stdout) as CoverageReport;
}

const cell = (report: CoverageReport, language: string, kind: string, region: string): CoverageCell => {
  const found = report.cells.find((entry) => entry.language === language && entry.kind === kind && entry.region === region);
  if (!found) throw new Error(`no cell ${language}/${kind}/${region}`);
  return found;
};

/** Puts the copy under git with its content committed on 2025-01-01; returns a git that commits on a given date. */
async function commitContent() {
  const git = (args: string[], date: string) =>
    run('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', ...args], {
      cwd: copy.root,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
  // Assets are a link to the real folder; git does not need them.
  await git(['init', '--quiet'], '2025-01-01T10:00:00Z');
  await git(
    [
      'add',
      'content/site.yaml',
      'content/brands.yaml',
      'content/events',
      'content/translations',
      'content/services',
      'content/cases',
      'content/locations',
    ],
    '2025-01-01T10:00:00Z',
  );
  await git(['commit', '--quiet', '-m', 'content'], '2025-01-01T10:00:00Z');
  return git;
}

const outdatedIn = (report: CoverageReport) =>
  report.findings.filter((finding) => finding.state === 'outdated').map(({ file, language, field }) => `${file} ${language} ${field}`);

describe('site report', { timeout: 60_000 }, () => {
  it('moves exactly the cells of a copied, a deleted and a marked text', async () => {
    const before = await reportJson();
    const event = await copy.firstFileIn('events');
    await copy.editYaml(event, (doc) => doc.setIn(['title', 'de'], doc.getIn(['title', 'es'])));
    await copy.editYaml('cases/energy.yaml', (doc) => doc.deleteIn(['name', 'pt']));
    await copy.editYaml('translations/en.yaml', (doc) => doc.setIn(['nav', 'home'], `[translate] ${doc.getIn(['nav', 'home'])}`));
    const after = await reportJson();

    for (const region of before.regions) {
      const [was, is] = [cell(before, 'de', 'events', region), cell(after, 'de', 'events', region)];
      expect(is).toEqual({ ...was, translated: was.translated - 1, identical: was.identical + 1 });
      const [uiWas, uiIs] = [cell(before, 'en', 'ui', region), cell(after, 'en', 'ui', region)];
      expect(uiIs).toEqual({ ...uiWas, translated: uiWas.translated - 1, missing: uiWas.missing + 1 });
    }
    const casesWas = cell(before, 'pt', 'cases', 'ec');
    expect(cell(after, 'pt', 'cases', 'ec')).toEqual({ ...casesWas, translated: casesWas.translated - 1, missing: casesWas.missing + 1 });
    expect(cell(after, 'pt', 'cases', 'pe').total).toBe(0);
    expect(after.findings).toContainEqual(
      expect.objectContaining({ language: 'de', state: 'identical', file: copy.file(event), field: 'title', regions: ['ec', 'pe', 'br'] }),
    );
  });

  it('prints the grid per region and writes an accessible page', async () => {
    const { stdout } = await siteReport('--content', copy.contentDir, '--out', outDir);
    expect(stdout).toMatch(/^Ecuador \(ec\)$/m);
    expect(stdout).toMatch(/^ {2}de German +(✔ )?\d+\/\d+/m);
    const html = await readFile(path.join(outDir, 'translations.html'), 'utf8');
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<table>\s*<caption>Translated texts per language and kind of content shown in Peru<\/caption>/);
    expect(html).toContain('<th scope="row" lang="de">German</th>');
  });

  it('flags translations made outdated by a later change of the Spanish text, from git history', async () => {
    const git = await commitContent();
    expect((await reportJson()).findings.filter((finding) => finding.state === 'outdated')).toEqual([]);

    const event = await copy.firstFileIn('events');
    await copy.editYaml(event, (doc) => doc.setIn(['title', 'es'], 'Nuevas alianzas con tres fabricantes de válvulas'));
    await copy.editYaml('translations/es.yaml', (doc) => doc.setIn(['nav', 'home'], 'Portada'));
    await git(['commit', '--quiet', '-am', 'Spanish changed'], '2025-02-01T10:00:00Z');
    const outdated = () => reportJson().then(outdatedIn);
    expect(await outdated()).toEqual([
      `${copy.file(event)} en title`,
      `${copy.file(event)} pt title`,
      `${copy.file(event)} de title`,
      `${copy.file('translations/de.yaml')} de nav.home`,
      `${copy.file('translations/en.yaml')} en nav.home`,
      `${copy.file('translations/pt.yaml')} pt nav.home`,
    ]);

    // The German translator follows: only German is fresh again.
    await copy.editYaml(event, (doc) => doc.setIn(['title', 'de'], 'Neue Partnerschaften mit drei Armaturenherstellern'));
    await git(['commit', '--quiet', '-am', 'German follows'], '2025-03-01T10:00:00Z');
    expect(await outdated()).not.toContain(`${copy.file(event)} de title`);
    expect(await outdated()).toContain(`${copy.file(event)} en title`);

    const { stdout } = await siteReport('--format', 'markdown', '--content', copy.contentDir, '--out', outDir);
    expect(stdout).toMatch(/^\| German \| [\d.]+% \| \d+ \| \d+ \| 1 \| \d+ \|$/m);
    expect(stdout).toContain(`- \`${copy.file('translations/en.yaml')}:`);
  });

  it("counts a text marked '# identical on purpose' as translated, and warns about a mark that is not true", async () => {
    const event = await copy.firstFileIn('events');
    await copy.editText(event, (text) => {
      const spanish = /^title:\n {2}es: (.*)$/m.exec(text)?.[1] ?? '';
      return text.replace(/^( {2}pt: ).*$/m, `$1${spanish} # identical on purpose`).replace(/^( {2}de: .*)$/m, '$1 # identical on purpose');
    });
    const report = await reportJson();
    expect(report.findings.filter((finding) => finding.file === copy.file(event) && finding.field === 'title')).toEqual([]);

    const { problems } = await loadContent(copy.contentDir);
    expect(problems.filter((problem) => problem.file === copy.file(event))).toEqual([
      {
        file: copy.file(event),
        line: await copy.lineOf(event, /^ {2}de: /),
        col: 3,
        code: 'invalid-value',
        severity: 'warning',
        message:
          "'title.de' is marked '# identical on purpose' but it is not the Spanish, English or Portuguese text (any more): remove the mark.",
        words: {
          id: 'notIdentical',
          values: { field: 'title.de', mark: 'identical on purpose', languages: { languages: ['es', 'en', 'pt'] } },
        },
      },
    ]);
  });

  it('clears an outdated translation confirmed with --confirm, until the Spanish text changes again', async () => {
    const git = await commitContent();
    const event = await copy.firstFileIn('events');
    await copy.editYaml(event, (doc) => doc.setIn(['title', 'es'], 'Nuevas alianzas con tres fabricantes de válvulas'));
    await copy.editYaml('translations/es.yaml', (doc) => doc.setIn(['nav', 'home'], 'Portada'));
    await git(['commit', '--quiet', '-am', 'Spanish changed'], '2025-02-01T10:00:00Z');
    const before = await reportJson();
    const place = (file: string, field: string, language: string) => {
      const finding = before.findings.find((entry) => entry.file === file && entry.field === field && entry.language === language);
      if (finding?.state !== 'outdated') throw new Error(`${file} ${field} ${language} is not outdated`);
      return `${finding.file}:${finding.line}`;
    };
    const confirm = (...places: string[]) => siteReport('--content', copy.contentDir, ...places.flatMap((where) => ['--confirm', where]));
    const { stdout } = await confirm(place(copy.file(event), 'title', 'en'), place(copy.file('translations/de.yaml'), 'nav.home', 'de'));
    expect(stdout).toContain("the English text of 'title.en' is marked '# still correct (es ");

    const confirmed = outdatedIn(await reportJson());
    expect(confirmed).not.toContain(`${copy.file(event)} en title`);
    expect(confirmed).not.toContain(`${copy.file('translations/de.yaml')} de nav.home`);
    expect(confirmed).toContain(`${copy.file(event)} de title`);
    expect(confirmed).toContain(`${copy.file('translations/en.yaml')} en nav.home`);
    // The mark is one comment on the translation's own line, which validate accepts.
    expect(await readFile(path.join(copy.contentDir, 'translations/de.yaml'), 'utf8')).toMatch(
      /^ {2}home: "Startseite" # still correct \(es [0-9a-f]{8}\)$/m,
    );
    expect((await loadContent(copy.contentDir)).problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    await git(['commit', '--quiet', '-am', 'Confirmed'], '2025-02-02T10:00:00Z');
    expect(outdatedIn(await reportJson())).not.toContain(`${copy.file(event)} en title`);

    await copy.editYaml(event, (doc) => doc.setIn(['title', 'es'], 'Alianzas con tres fabricantes de válvulas y actuadores'));
    await git(['commit', '--quiet', '-am', 'Spanish changed again'], '2025-03-01T10:00:00Z');
    expect(outdatedIn(await reportJson())).toContain(`${copy.file(event)} en title`);

    const refused = await runSiteCommandHere('report', '--content', copy.contentDir, '--confirm', `${copy.file(event)}:1`);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('no translation is written at line 1');
  });

  it('flags a translation copied from another language than Spanish as identical to that language', async () => {
    const english = await readFile(path.join(copy.contentDir, 'translations/en.yaml'), 'utf8');
    await copy.editText('translations/de.yaml', () => english);
    const event = await copy.firstFileIn('events');
    await copy.editYaml(event, (doc) => doc.setIn(['description', 'pt'], doc.getIn(['description', 'en'])));
    const report = await reportJson();

    const copied = report.findings.filter((finding) => finding.file === copy.file('translations/de.yaml'));
    expect(copied.length).toBeGreaterThan(100);
    expect(copied.every((finding) => finding.state === 'identical' && finding.sameAs === 'en')).toBe(true);
    expect(cell(report, 'de', 'ui', 'ec').identical).toBe(copied.length);
    // English is the earlier language: it is not what was copied.
    expect(report.findings.filter((finding) => finding.file === copy.file('translations/en.yaml'))).toEqual([]);
    expect(report.findings).toContainEqual(
      expect.objectContaining({ language: 'pt', state: 'identical', sameAs: 'en', file: copy.file(event), field: 'description' }),
    );
    const { stdout } = await siteReport('--content', copy.contentDir, '--out', outDir);
    expect(stdout).toMatch(/de identical \(en\) +nav\.mainNavigation/);
  });
});
