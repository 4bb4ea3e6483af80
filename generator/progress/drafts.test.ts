import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ContentCopy, copyContent } from '../../tests/support/content-fixture.ts';
import { loadContent } from '../content/load-content.ts';
import { markForTranslation } from './untranslated.ts';

let copy: ContentCopy;
let event: string;
beforeEach(async () => {
  copy = await copyContent();
  event = await copy.firstFileIn('events');
});
afterEach(async () => {
  await copy.remove();
});

const draftEvent = () => copy.editYaml(event, (doc) => doc.set('draft', true));

describe('drafts', () => {
  it('are left out of the published site, with a warning at their draft line and no error', async () => {
    await draftEvent();
    await copy.editYaml('services/telecomunications.yaml', (doc) => doc.set('draft', true));
    await copy.editYaml('cases/energy.yaml', (doc) => doc.setIn(['cards', 0, 'draft'], true));
    await copy.editYaml('cases/oil.yaml', (doc) => doc.set('draft', true));
    await copy.editYaml('locations/ec.yaml', (doc) => doc.setIn(['offices', 0, 'draft'], true));
    const result = await loadContent(copy.contentDir);
    expect(result.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(result.problems.filter((problem) => problem.code === 'draft')).toEqual([
      expect.objectContaining({
        file: copy.file('cases/energy.yaml'),
        severity: 'warning',
        message: expect.stringMatching(/^The entry 'cards\[0\]' is a draft/),
      }),
      expect.objectContaining({ file: copy.file('cases/oil.yaml'), message: expect.stringMatching(/^This file is a draft/) }),
      expect.objectContaining({ file: copy.file(event), line: await copy.lineOf(event, /^draft:/), severity: 'warning' }),
      expect.objectContaining({
        file: copy.file('locations/ec.yaml'),
        line: await copy.lineOf('locations/ec.yaml', /^ {4}draft:/),
        message: expect.stringMatching(/^The entry 'offices\[0\]' is a draft/),
      }),
      expect.objectContaining({
        file: copy.file('services/telecomunications.yaml'),
        message: expect.stringMatching(/^This file is a draft/),
      }),
    ]);
    const published = await loadContent(copy.contentDir);
    const eventId = (await loadContent(copy.contentDir, { preview: true })).content?.events.find((item) => item.draft)?.id;
    expect(published.content?.events.map((item) => item.id)).not.toContain(eventId);
    expect(published.content?.services.telecomunications).toBeUndefined();
    expect(published.content?.site.regions.flatMap((region) => region.services)).not.toContain('telecomunications');
    expect(published.routes?.some((route) => route.page === 'services/telecomunications')).toBe(false);
    expect(published.content?.cases.energy?.cards.some((card) => card.draft)).toBe(false);
    expect(published.content?.cases.oil).toBeUndefined();
    expect(published.content?.site.regions.flatMap((region) => region.cases)).not.toContain('oil');
    expect(published.content?.locations.ec?.offices.map((office) => office.id)).not.toContain('quito-matriz');
    expect(published.content?.unfinished).toBeUndefined();
  });

  it('stay in the preview, with their own page, listed as unfinished next to texts still to translate', async () => {
    await draftEvent();
    await copy.editYaml('services/oil.yaml', (doc) => doc.set('draft', true));
    await copy.editYaml(event, (doc) => doc.setIn(['title', 'de'], markForTranslation(String(doc.getIn(['title', 'es'])))));

    const published = await loadContent(copy.contentDir);
    expect(published.content).toBeUndefined();
    expect(published.problems).toContainEqual(expect.objectContaining({ code: 'untranslated', severity: 'error' }));

    const preview = await loadContent(copy.contentDir, { preview: true });
    expect(preview.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(preview.problems).toContainEqual(expect.objectContaining({ code: 'untranslated', severity: 'warning' }));
    expect(preview.content?.events.some((item) => item.draft)).toBe(true);
    expect(preview.routes?.some((route) => route.page === 'services/oil')).toBe(true);
    expect(preview.content?.unfinished).toEqual([
      { file: copy.file(event), line: await copy.lineOf(event, /^ {2}de: "\[translate\]/), kind: 'untranslated' },
      { file: copy.file(event), line: await copy.lineOf(event, /^draft:/), kind: 'draft' },
      { file: copy.file('services/oil.yaml'), line: await copy.lineOf('services/oil.yaml', /^draft:/), kind: 'draft' },
    ]);
  });

  it('stop the build when a home-page card links to a draft page, which the published site would not have', async () => {
    await copy.editYaml('services/oil.yaml', (doc) => doc.set('draft', true));
    const published = await loadContent(copy.contentDir);
    expect(published.content).toBeUndefined();
    expect(published.problems.filter((problem) => problem.severity === 'error')).toEqual([
      expect.objectContaining({
        file: copy.file('site.yaml'),
        line: await copy.lineOf('site.yaml', /^ {10}link: services\/oil$/),
        code: 'unknown-reference',
        message:
          "'services/oil' is a draft, so the published site would have no page here: point the card to another page, or publish the draft.",
      }),
    ]);
    expect((await loadContent(copy.contentDir, { preview: true })).content).toBeDefined();
  });
});
