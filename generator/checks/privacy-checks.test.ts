import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ContentCopy, copyContent } from '../../tests/support/content-fixture.ts';
import { privacyOf } from '../content/content-entries.ts';
import { loadContent } from '../content/load-content.ts';

let copy: ContentCopy;
beforeEach(async () => {
  copy = await copyContent();
});
afterEach(async () => {
  await copy.remove();
});

describe('privacy policies', () => {
  it('are loaded for every region, naming the controller’s office and the address for rights requests', async () => {
    const { content, routes } = await loadContent(copy.contentDir);
    expect(content && privacyOf(content, 'pe').controller).toEqual({ office: 'lima', email: 'privacidad@tecnandes.com.pe' });
    expect(content && privacyOf(content, 'br').authority.url).toBe('https://www.gov.br/anpd');
    const regionsAndLanguages = (content?.site.regions.length ?? 0) * (content?.site.languages.length ?? 0);
    expect(routes?.filter((route) => route.page === 'privacy')).toHaveLength(regionsAndLanguages);
    expect(regionsAndLanguages).toBeGreaterThan(0);
  });

  it('are required in every region: a missing one is reported at the region in site.yaml', async () => {
    await rm(path.join(copy.contentDir, 'privacy', 'pe.yaml'));
    const { content, problems } = await loadContent(copy.contentDir);
    expect(content).toBeUndefined();
    const problem = problems.find((candidate) => candidate.code === 'missing-file');
    expect(problem).toMatchObject({ file: 'content/site.yaml', line: await copy.lineOf('site.yaml', /^ {2}- id: pe$/), col: 5 });
    expect(problem?.message).toContain('add content/privacy/pe.yaml');
  });

  it('report a missing section and a missing translation with file:line:col', async () => {
    await copy.editYaml('privacy/br.yaml', (doc) => {
      doc.deleteIn(['sections', 'transfers']);
      doc.deleteIn(['sections', 'rights', 'text', 'de']);
    });
    const { problems } = await loadContent(copy.contentDir);
    const inFile = problems.filter((problem) => problem.file === 'content/privacy/br.yaml');
    expect(inFile.map((problem) => problem.code).sort()).toEqual(['missing-field', 'missing-translation']);
    expect(inFile.find((problem) => problem.code === 'missing-field')).toMatchObject({
      line: await copy.lineOf('privacy/br.yaml', /^sections:$/),
    });
    expect(inFile.find((problem) => problem.code === 'missing-translation')?.line).toBeGreaterThan(
      await copy.lineOf('privacy/br.yaml', /^ {2}rights:$/),
    );
  });

  it('report a controller office of another region where it is written', async () => {
    await copy.editYaml('privacy/br.yaml', (doc) => doc.setIn(['controller', 'office'], 'lima'));
    const { problems } = await loadContent(copy.contentDir);
    const problem = problems.find((candidate) => candidate.code === 'unknown-reference');
    expect(problem).toMatchObject({
      file: 'content/privacy/br.yaml',
      line: await copy.lineOf('privacy/br.yaml', /^ {2}office: lima$/),
      col: 3,
    });
    expect(problem?.message).toContain('use one of: sao-paulo');
  });
});
