import { officesOf } from '../../../generator/content/content-entries.ts';
import { escapeMarkup } from '../../../generator/outputs/escape-markup.ts';
import { absoluteUrl, pagePath } from '../../../generator/routes/urls.ts';
import { employmentTypes } from '../../../schemas/job.ts';
import { entryPage } from '../../../schemas/pages.ts';
import type { Language, LocalizedText, RegionId } from '../../../schemas/primitives.ts';
import type { SiteContent } from '../../../schemas/site-content.ts';
import { officeAddress } from '../../data/head-data.ts';
import { regionOf } from '../../data/layout-data.ts';
import { localize } from '../../data/localize.ts';
import { splitParagraphs } from '../../text/paragraphs.ts';

/**
 * An opening's JobPosting (schema.org), as Google for Jobs requires it: title, description (HTML), datePosted,
 * hiringOrganization and jobLocation, with validThrough and employmentType. In the language of the page it is on,
 * which its address names: Google requires the markup to match what its page shows, so each translation of an
 * opening carries its own, one opening to all of them by its identifier. Applications are sent from the form on the
 * same page, hence directApply.
 */
export function jobPosting(content: SiteContent, { region: regionId, language }: { region: RegionId; language: Language }, slug: string) {
  const job = content.jobs[slug];
  if (!job) throw new Error(`No job opening ${slug}`);
  const region = regionOf(content, regionId);
  const office = officesOf(content, regionId).find((candidate) => candidate.id === job.office);
  if (!office) throw new Error(`content/jobs/${slug}.yaml names the office ${job.office}, which ${regionId} does not have`);
  const { site } = content;
  const list = (items: readonly LocalizedText[]) =>
    `<ul>${items.map((item) => `<li>${escapeMarkup(localize(item, language))}</li>`).join('')}</ul>`;
  const description = [
    ...splitParagraphs(localize(job.description, language)).map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`),
    list(job.requirements),
    list(job.offer),
  ].join('');
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: localize(job.title, language),
    description,
    identifier: { '@type': 'PropertyValue', name: site.company.name, value: slug },
    url: absoluteUrl(region, pagePath(region, language, entryPage('jobs', slug))),
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: employmentTypes[job.contract],
    directApply: true,
    hiringOrganization: {
      '@type': 'Organization',
      name: site.company.name,
      sameAs: absoluteUrl(region, pagePath(region, language, 'home')),
      logo: absoluteUrl(region, region.logo.src),
    },
    jobLocation: { '@type': 'Place', address: officeAddress(region, office) },
  };
}
