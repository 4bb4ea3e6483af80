import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { problemSchema } from '../generator/content/problem.ts';
import { type ContentCopy, copyContent, dayTheContentIsCurrent } from '../tests/support/content-fixture.ts';
import { runSiteCommand } from '../tests/support/run-site-command.ts';

const site = runSiteCommand;

let copy: ContentCopy;
beforeEach(async () => {
  copy = await copyContent();
});
afterEach(async () => {
  await copy.remove();
});

describe('site --help', () => {
  it('prints the usage and exits 0, as `site help` does; the kinds `site new` makes are named by `site new --help`', async () => {
    const help = await site('help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: site <command> \[options\]/);
    for (const flag of ['--help', '-h']) expect(await site(flag)).toEqual(help);
    expect(help.stdout).toContain('site new --help`\n      lists the kinds of content');
    const kinds = await site('new', '--help');
    expect(kinds.code).toBe(0);
    expect(kinds.stdout).toMatch(/^Usage: site new event\|case\|.*\|job\|/);
  });
});

describe('--content naming no folder', () => {
  it('is said in one line, exit 2, by every command that reads content; site dev does not wait on it', async () => {
    const missing = path.join(copy.contentDir, 'no-such-folder');
    const said = `There is no content folder at ${missing}: --content names the folder that holds site.yaml (default: the project's content/).\n`;
    for (const command of ['validate', 'build', 'report', 'dev']) {
      expect(await site(command, '--content', missing)).toEqual({ code: 2, stdout: '', stderr: said });
    }
    // A file is no folder either.
    expect((await site('validate', '--content', path.join(copy.contentDir, 'site.yaml'))).code).toBe(2);
  }, 30_000);
});

describe('site validate', () => {
  it('warns 30 days before a certificate expires and fails once it has, as of the day --today names', async () => {
    const until = String(
      /^validUntil: (\S+)$/m.exec(await readFile(path.join(copy.contentDir, 'certifications/iso-9001.yaml'), 'utf8'))?.[1],
    );
    const thirtyDaysBefore = new Date(Date.parse(`${until}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
    const line = await copy.lineOf('certifications/iso-9001.yaml', /^validUntil:/);
    const warned = await site('validate', '--content', copy.contentDir, '--today', thirtyDaysBefore);
    expect(warned.code).toBe(0);
    expect(warned.stdout).toMatch(
      new RegExp(
        `content/certifications/iso-9001\\.yaml:${line}:1\\s+warning expiring\\s+This certification expires on ${until}, in 30 days`,
      ),
    );
    const expired = await site('validate', '--content', copy.contentDir, '--today', until);
    expect(expired.code).toBe(1);
    expect(expired.stderr).toMatch(
      new RegExp(`content/certifications/iso-9001\\.yaml:${line}:1\\s+error expired\\s+This certification expired on ${until}`),
    );
    for (const day of ['15/02/2027', '2027-02-30', '2027-13-45']) {
      const wrong = await site('validate', '--content', copy.contentDir, '--today', day);
      expect(wrong.code, day).toBe(2);
      expect(wrong.stderr).toBe(`--today must be a day of the calendar written YYYY-MM-DD, like 2027-02-15; found '${day}'.\n`);
    }
  });

  it('passes on valid content with a one-line summary and writes the editor schemas', async () => {
    const { code, stdout } = await site('validate', '--content', copy.contentDir, '--today', dayTheContentIsCurrent);
    expect(code).toBe(0);
    expect(stdout.trim().split('\n')).toHaveLength(1);
    expect(stdout).toMatch(
      /✔ content valid: \d+ files, \d+ entities, keys per language: de \d+, en \d+, es \d+, pt \d+, \d+ ms \(budget 1000 ms\)/,
    );
    await expect(access(path.join(copy.root, 'schemas/json/site.schema.json'))).resolves.toBeUndefined();
  });

  it('exits 1 on bad content and prints file:line:col', async () => {
    await copy.editYaml('services/oil.yaml', (doc) => doc.deleteIn(['name', 'de']));
    const { code, stderr } = await site('validate', '--content', copy.contentDir, '--today', dayTheContentIsCurrent);
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^content\/services\/oil\.yaml:\d+:\d+ {2}error missing-translation {2}The German text of 'name' is missing\.$/m,
    );
    expect(stderr).toMatch(/✖ 1 error in 1 file/);
  });

  it("refreshes the editor schemas from site.yaml's languages while other content has errors", async () => {
    await copy.editYaml('site.yaml', (doc) => {
      doc.set('languages', doc.createNode([...(doc.get('languages') as { toJSON(): string[] }).toJSON(), 'fr']));
    });
    const { code, stderr } = await site('validate', '--content', copy.contentDir, '--today', dayTheContentIsCurrent);
    expect(code).toBe(1);
    expect(stderr).toContain("The French text of 'name' is missing.");
    const event = JSON.parse(await readFile(path.join(copy.root, 'schemas/json/events.schema.json'), 'utf8'));
    expect(event.properties.title.properties.fr.description).toBe('French text.');
    const siteSchema = JSON.parse(await readFile(path.join(copy.root, 'schemas/json/site.schema.json'), 'utf8'));
    expect(siteSchema.properties.company.properties.description.required).toContain('fr');
  });

  it('prints machine-readable problems with --format json', async () => {
    await copy.editYaml('site.yaml', (doc) => doc.setIn(['regions', 0, 'services', 0], 'mining'));
    const { code, stdout } = await site('validate', '--content', copy.contentDir, '--today', dayTheContentIsCurrent, '--format', 'json');
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report.ok).toBe(false);
    const problems = report.problems.map((problem: unknown) => problemSchema.parse(problem));
    expect(problems.map((problem: { code: string }) => problem.code)).toContain('unknown-reference');
  });

  it('prints workflow annotations with --format github', async () => {
    await copy.editYaml('site.yaml', (doc) => doc.setIn(['timeline', 0, 'year'], 1850));
    const { code, stdout } = await site('validate', '--content', copy.contentDir, '--today', dayTheContentIsCurrent, '--format', 'github');
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /^::error file=content\/site\.yaml,line=\d+,col=\d+,title=out-of-range::'timeline\[0\]\.year' must be at least 1900/m,
    );
  });

  it('refuses an unknown format', async () => {
    const { code, stderr } = await site('validate', '--format', 'xml');
    expect(code).toBe(2);
    expect(stderr).toContain("Unknown format 'xml'");
  });
});
