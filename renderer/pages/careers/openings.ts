import { isClosedEntry } from '../../../generator/content/closed-entries.ts';
import { officesOf, stringsIn } from '../../../generator/content/content-entries.ts';
import { pagePath } from '../../../generator/routes/urls.ts';
import { entryPage } from '../../../schemas/pages.ts';
import type { Language, RegionId } from '../../../schemas/primitives.ts';
import type { SiteContent } from '../../../schemas/site-content.ts';
import { dateFormat, writingLocale } from '../../data/intl-formats.ts';
import { regionOf } from '../../data/layout-data.ts';
import { localize } from '../../data/localize.ts';

/** The openings a region lists that are still open on the build's date, in the order site.yaml lists them. */
export function openOpenings(content: SiteContent, regionId: RegionId, today: string): string[] {
  return regionOf(content, regionId).jobs.filter((slug) => !isClosedEntry('jobs', content.jobs[slug], today));
}

/** An opening as its card and its page show it: where, what contract, when, and where its page is. */
export function openingFacts(content: SiteContent, regionId: RegionId, language: Language, slug: string) {
  const job = content.jobs[slug];
  if (!job) throw new Error(`No job opening ${slug}`);
  const region = regionOf(content, regionId);
  const texts = stringsIn(content, language).jobs;
  const office = officesOf(content, regionId).find((candidate) => candidate.id === job.office);
  if (!office) throw new Error(`content/jobs/${slug}.yaml names the office ${job.office}, which ${regionId} does not have`);
  const date = dateFormat(writingLocale(content.site, region, language), { dateStyle: 'long', timeZone: 'UTC' });
  return {
    slug,
    href: pagePath(region, language, entryPage('jobs', slug)),
    title: localize(job.title, language),
    summary: localize(job.summary, language),
    draft: job.draft === true,
    details: [
      { label: texts.office, value: localize(office.title, language) },
      { label: texts.contract, value: texts.contracts[job.contract] },
      { label: texts.posted, value: date.format(new Date(job.datePosted)), dateTime: job.datePosted },
      { label: texts.closes, value: date.format(new Date(job.validThrough)), dateTime: job.validThrough },
    ],
  };
}
export type OpeningFacts = ReturnType<typeof openingFacts>;
