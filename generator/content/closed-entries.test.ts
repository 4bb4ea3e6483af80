import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../schemas/site-content.ts';
import { realContentDir } from '../../tests/support/content-fixture.ts';
import { sitemapXml } from '../outputs/site-files.ts';
import { buildRouteTable, routingFacts } from '../routes/routes.ts';
import { isClosedEntry, isClosedPage, isoDate } from './closed-entries.ts';
import { loadContent } from './load-content.ts';

let content: SiteContent;
beforeAll(async () => {
  const result = await loadContent(realContentDir);
  if (!result.content) throw new Error('content did not load');
  content = result.content;
});

const lima = 'electrical-project-engineer-lima';

describe('closed entries: a job opening past its closing date', () => {
  it('is open on its closing day and closed the day after', () => {
    const closes = content.jobs[lima]?.validThrough;
    expect(closes).toBe('2027-01-31');
    expect(isClosedEntry('jobs', content.jobs[lima], '2027-01-31')).toBe(false);
    expect(isClosedEntry('jobs', content.jobs[lima], '2027-02-01')).toBe(true);
    expect(isClosedPage(content, `jobs/${lima}`, '2027-02-01')).toBe(true);
    // Kinds without a closing date never close, whatever the date.
    expect(isClosedPage(content, 'cases/energy', '2999-01-01')).toBe(false);
    expect(isClosedPage(content, 'careers', '2999-01-01')).toBe(false);
  });

  it('leaves the sitemap at the first build after its closing date; its page is still built', () => {
    const routes = buildRouteTable(routingFacts(content.site));
    expect(routes.filter((route) => route.page === `jobs/${lima}`)).toHaveLength(4);
    const before = sitemapXml(content, routes, '2027-01-31');
    const after = sitemapXml(content, routes, '2027-02-01');
    expect(before).toContain(`/pe/jobs/${lima}</loc>`);
    expect(after).not.toContain(`/pe/jobs/${lima}</loc>`);
    expect(after).not.toContain(`/jobs/${lima}"`);
    // The other openings, still open, stay.
    expect(after).toContain('/ec/jobs/field-engineer-quito</loc>');
    expect(after).toContain('/pe/careers</loc>');
  });

  it('takes the build date in UTC as YYYY-MM-DD by default', () => {
    expect(isoDate(new Date('2026-11-27T23:30:00-05:00'))).toBe('2026-11-28');
  });
});
