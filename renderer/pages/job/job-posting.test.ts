import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../generator/content/load-content.ts';
import type { SiteContent } from '../../../schemas/site-content.ts';
import { realContentDir } from '../../../tests/support/content-fixture.ts';
import { jobPosting } from './job-posting.ts';

let content: SiteContent;
beforeAll(async () => {
  const result = await loadContent(realContentDir);
  if (!result.content) throw new Error('content did not load');
  content = result.content;
});

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];

/** Every opening every region lists, as the JSON-LD of its page in each language of the region. */
const postings = () =>
  content.site.regions.flatMap((region) =>
    region.jobs.flatMap((slug) =>
      region.languages.map((language) => ({ region, language, slug, posting: jobPosting(content, { region: region.id, language }, slug) })),
    ),
  );
const inRegionLanguage = () => postings().filter(({ region, language }) => language === region.defaultLanguage);

describe("JobPosting (Google for Jobs' required and recommended properties)", () => {
  it('exists for the four openings across the three regions', () => {
    expect(
      inRegionLanguage()
        .map(({ region }) => region.id)
        .sort(),
    ).toEqual(['br', 'ec', 'ec', 'pe']);
  });

  it('has the required properties: title, description, datePosted, hiringOrganization, jobLocation', () => {
    for (const { region, language, slug, posting } of postings()) {
      const job = content.jobs[slug];
      expect(posting['@context']).toBe('https://schema.org');
      expect(posting['@type']).toBe('JobPosting');
      // What the page shows, in its language: Google refuses markup that does not match its page.
      expect(posting.title).toBe(job?.title[language]);
      expect(posting.description).toContain(job?.requirements[0]?.[language]);
      // The description is HTML: its paragraphs and the requirements and offer as lists, escaped.
      expect(posting.description).toMatch(/^<p>[^<]+<\/p>/);
      expect(posting.description.match(/<li>/g)).toHaveLength((job?.requirements.length ?? 0) + (job?.offer.length ?? 0));
      expect(posting.datePosted).toMatch(isoDate);
      expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization', name: 'Tecnandes' });
      expect(posting.hiringOrganization.sameAs).toMatch(/^https:\/\//);
      expect(posting.hiringOrganization.logo).toMatch(/^https:\/\/.+\.svg$/);
      expect(posting.jobLocation['@type']).toBe('Place');
      expect(posting.jobLocation.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: region.countryCode });
      expect(posting.jobLocation.address.streetAddress?.length).toBeGreaterThan(10);
      expect(posting.jobLocation.address.addressLocality.length).toBeGreaterThan(2);
    }
  });

  it("has the recommended validThrough (after datePosted) and employmentType, and its own page's URL on the region domain", () => {
    for (const { region, language, slug, posting } of postings()) {
      expect(posting.validThrough).toMatch(isoDate);
      expect(posting.validThrough >= posting.datePosted).toBe(true);
      expect(employmentTypes).toContain(posting.employmentType);
      const prefix = language === region.defaultLanguage ? '' : `/${language}`;
      expect(posting.url).toBe(`https://${region.domains[0]}/${region.id}${prefix}/jobs/${slug}`);
      expect(posting.identifier).toEqual({ '@type': 'PropertyValue', name: 'Tecnandes', value: slug });
    }
  });

  it('puts the office the opening names as its location', () => {
    const quito = inRegionLanguage().find(({ slug }) => slug === 'field-engineer-quito')?.posting;
    expect(quito?.jobLocation.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Av. República de El Salvador N34-183 y Suiza, Quito, Ecuador',
      addressLocality: 'Quito',
      addressCountry: 'EC',
    });
    expect(quito?.employmentType).toBe('FULL_TIME');
    expect(postings().find(({ slug }) => slug === 'electrical-project-engineer-lima')?.posting.employmentType).toBe('TEMPORARY');
  });
});
