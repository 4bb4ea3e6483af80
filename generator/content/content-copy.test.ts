import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../schemas/site-content.ts';
import { realContentDir } from '../../tests/support/content-fixture.ts';
import { officesOf, stringsIn } from './content-entries.ts';
import { loadContent } from './load-content.ts';

/**
 * The committed copy agrees with itself, as a visitor reading several pages would notice: one name per sector,
 * each region's own contacts, one wording of the call to action, a timeline that tells the history's story to
 * its end, and news that is news. It derives what it expects from the content, so it pins no text.
 */
let content: SiteContent;
let languages: SiteContent['site']['languages'];
beforeAll(async () => {
  const result = await loadContent(realContentDir);
  if (!result.content) throw new Error('content did not load');
  content = result.content;
  languages = content.site.languages;
});

describe('the copy agrees with itself', () => {
  it('names a sector the same on its cases page and on its service page, in every language', () => {
    const sectors = Object.entries(content.cases).filter(([slug]) => content.services[slug]);
    expect(sectors.length).toBeGreaterThan(0);
    for (const [slug, sector] of sectors) {
      for (const language of languages)
        expect(sector.name[language], `${slug} in ${language}`).toBe(content.services[slug]?.name[language]);
    }
  });

  it("gives each region's footer its own e-mail (the region's first office), never another region's", () => {
    const footerEmails = content.site.regions.map((region) => officesOf(content, region.id)[0]?.email);
    expect(footerEmails.every(Boolean)).toBe(true);
    expect(new Set(footerEmails).size).toBe(footerEmails.length);
  });

  it("words the English call to action as the site's own heading does: 'Contact us', not 'Write to us'", () => {
    const english = stringsIn(content, 'en');
    expect(english.contact.contactButton).toBe(english.footer.contactTitle);
  });

  it('lets the About timeline reach the last year its history names, and name every office city the history names', () => {
    const years = (text: string) => [...text.matchAll(/\b(19|20)\d{2}\b/g)].map((match) => Number(match[0]));
    const cities = [...new Set(content.site.regions.flatMap((region) => officesOf(content, region.id).map((office) => office.city)))];
    for (const language of languages) {
      const history = content.site.company.history.map((paragraph) => paragraph[language]).join(' ');
      const timeline = content.site.timeline.map((entry) => `${entry.text[language]} ${entry.subtext[language]}`).join(' ');
      const lastYear = Math.max(...content.site.timeline.map((entry) => entry.year));
      expect(lastYear, language).toBe(Math.max(...years(history)));
      for (const city of cities.filter((name) => history.includes(name))) expect(timeline, `${city} in ${language}`).toContain(city);
    }
  });

  // The copy rules the validator warns of (generator/checks/copy-rules.ts), as of the last commit, not of today:
  // a checkout's verdict must not change as time passes.
  it('has news from the twelve months before the last commit, and each event tells the year of its own date', async () => {
    const lastCommit = execFileSync('git', ['log', '-1', '--format=%cI'], { cwd: realContentDir, encoding: 'utf8' }).trim();
    const { problems } = await loadContent(realContentDir, { today: new Date(lastCommit).toISOString().slice(0, 10) });
    expect(problems.filter((problem) => problem.code === 'year-not-named' || problem.code === 'out-of-date')).toEqual([]);
  });
});
