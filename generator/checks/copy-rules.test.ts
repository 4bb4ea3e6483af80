import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { editorTexts } from '../../renderer/editor/texts.ts';
import { type ContentCopy, copyContent } from '../../tests/support/content-fixture.ts';
import { loadContent } from '../content/load-content.ts';

let copy: ContentCopy;
beforeEach(async () => {
  copy = await copyContent();
});
afterEach(async () => {
  await copy.remove();
});

interface EventFile {
  name: string;
  date: string;
  category: string;
}

/** The copy's events, read from their files: what the rules are checked against. */
async function events(): Promise<EventFile[]> {
  const names = (await readdir(path.join(copy.contentDir, 'events'))).filter((name) => name.endsWith('.yaml'));
  return Promise.all(
    names.map(async (name) => {
      const { date, category } = parse(await readFile(path.join(copy.contentDir, 'events', name), 'utf8'));
      return { name, date: String(date), category: String(category) };
    }),
  );
}

/** The line of an event file's German details: the first `de:` after `details:`. */
async function germanDetailsLine(relative: string): Promise<number> {
  const lines = (await readFile(path.join(copy.contentDir, relative), 'utf8')).split('\n');
  const details = lines.indexOf('details:');
  return lines.findIndex((line, index) => index > details && line.startsWith('  de:')) + 1;
}

const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const copyRuleCodes = new Set(['year-not-named', 'out-of-date']);

describe("the company's copy rules are warnings of site validate, at the field to change", () => {
  it("warn when an event's details no longer name the year of its date, in that language only, and the site still builds", async () => {
    const [event] = await events();
    if (!event) throw new Error('the content has no event');
    const year = event.date.slice(0, 4);
    await copy.editYaml(`events/${event.name}`, (doc) => {
      doc.setIn(['details', 'de'], String(doc.getIn(['details', 'de'])).replaceAll(year, 'letzten Jahres'));
    });
    const { problems, content } = await loadContent(copy.contentDir);
    const found = problems.filter((problem) => copyRuleCodes.has(problem.code));
    expect(found).toEqual([
      expect.objectContaining({
        file: copy.file(`events/${event.name}`),
        line: await germanDetailsLine(`events/${event.name}`),
        code: 'year-not-named',
        severity: 'warning',
        language: 'de',
        message: `The German text of 'details' does not mention the year ${year} of 'date': mention it, or correct the date.`,
      }),
    ]);
    expect(content?.events).toHaveLength((await events()).length);
    // The browser editor says it in its own language.
    expect(found[0] && editorTexts(['de']).problemText(found[0])).toBe(
      `Der Text auf Deutsch von 'Details' nennt das Jahr ${year} von 'Datum' nicht: Nennen Sie es, oder korrigieren Sie das Datum.`,
    );
  });

  it('warn when the newest news item is more than a year old on the validator’s day, at its date, and not a day sooner', async () => {
    const newest = (await events()).filter((event) => event.category === 'news').toSorted((a, b) => b.date.localeCompare(a.date))[0];
    if (!newest) throw new Error('the content has no news');
    const onTime = await loadContent(copy.contentDir, { today: dayAfter(newest.date, 365) });
    expect(onTime.problems.filter((problem) => copyRuleCodes.has(problem.code))).toEqual([]);
    const late = await loadContent(copy.contentDir, { today: dayAfter(newest.date, 366) });
    expect(late.problems.filter((problem) => copyRuleCodes.has(problem.code))).toEqual([
      expect.objectContaining({
        file: copy.file(`events/${newest.name}`),
        line: await copy.lineOf(`events/${newest.name}`, /^date: /m),
        code: 'out-of-date',
        severity: 'warning',
        message: `The newest event with 'category: news' is from ${newest.date}, 366 days ago (at most 365): add a current one, or the site looks abandoned.`,
      }),
    ]);
  });

  it('leave a trade fair out of the news: only news counts as current', async () => {
    const newestNews = (await events()).filter((event) => event.category === 'news').sort((a, b) => b.date.localeCompare(a.date))[0];
    const fair = (await events()).find((event) => event.category !== 'news');
    if (!newestNews || !fair) throw new Error('the content needs news and a trade fair');
    // A trade fair dated today does not make year-old news current.
    const today = dayAfter(newestNews.date, 400);
    await copy.editYaml(`events/${fair.name}`, (doc) => doc.set('date', today));
    const { problems } = await loadContent(copy.contentDir, { today });
    expect(problems.filter((problem) => problem.code === 'out-of-date').map((problem) => problem.file)).toEqual([
      copy.file(`events/${newestNews.name}`),
    ]);
  });

  it('count only published news: a draft is not current, and no news at all is said too', async () => {
    const all = await events();
    const news = all.filter((event) => event.category === 'news').toSorted((a, b) => b.date.localeCompare(a.date));
    const [newest] = news;
    if (!newest) throw new Error('the content has no news');
    const today = dayAfter(newest.date, 400);
    // A draft dated today, which site build leaves out.
    await copy.editYaml(`events/${newest.name}`, (doc) => {
      doc.set('draft', true);
      doc.set('date', today);
    });
    const withDraft = await loadContent(copy.contentDir, { today, preview: true });
    const second = news[1];
    expect(withDraft.problems.filter((problem) => problem.code === 'out-of-date').map((problem) => problem.file)).toEqual(
      second ? [copy.file(`events/${second.name}`)] : [],
    );
    // Every news item a trade fair: none of the group, said at the newest event's category.
    for (const event of news) await copy.editYaml(`events/${event.name}`, (doc) => doc.set('category', 'tradeFairs'));
    const { problems } = await loadContent(copy.contentDir, { today });
    const [none, ...others] = problems.filter((problem) => problem.code === 'out-of-date');
    expect(others).toEqual([]);
    expect(none?.message).toBe("No event has 'category: news': add a current one, or the site looks abandoned.");
    expect(none?.line).toBe(await copy.lineOf(none?.file.replace(/^content\//, '') ?? '', /^category: /m));
  });

  it('leave a text still marked for translation to its own error', async () => {
    const [event] = await events();
    if (!event) throw new Error('the content has no event');
    // The Spanish text, as site new marks it, with its year taken out.
    const year = event.date.slice(0, 4);
    await copy.editYaml(`events/${event.name}`, (doc) =>
      doc.setIn(['details', 'de'], `[translate] ${String(doc.getIn(['details', 'es'])).replaceAll(year, '')}`),
    );
    const { problems } = await loadContent(copy.contentDir, { preview: true });
    expect(problems.filter((problem) => problem.file === copy.file(`events/${event.name}`)).map((problem) => problem.code)).toEqual([
      'untranslated',
    ]);
  });
});
