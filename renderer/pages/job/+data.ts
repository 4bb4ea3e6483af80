import { isClosedEntry } from '../../../generator/content/closed-entries.ts';
import { stringsIn } from '../../../generator/content/content-entries.ts';
import { pagePath } from '../../../generator/routes/urls.ts';
import { loadBrowserConfig } from '../../../generator/settings/contact-public-config.ts';
import type { PageAddress } from '../../data/layout-data.ts';
import { regionOf } from '../../data/layout-data.ts';
import { localize } from '../../data/localize.ts';
import { officeCards } from '../../data/office-cards.ts';
import { pageDataHook } from '../../data/page-data.tsx';
import { privacyNotice } from '../../data/privacy-data.ts';
import { splitParagraphs } from '../../text/paragraphs.ts';
import { openingFacts } from '../careers/openings.ts';
import { jobPosting } from './job-posting.ts';

const slugOf = (page: PageAddress['page']) => page.slice('jobs/'.length);

/**
 * One opening: what it is, what it asks and offers, and the contact form as its application, with the opening's
 * office and the message naming it. Past its closing date (the build's `today`) the page stays, says it is
 * closed, and has neither form nor JobPosting.
 */
export const data = pageDataHook(
  (content, { region, language, page }, site) => {
    const slug = slugOf(page);
    const job = content.jobs[slug];
    if (!job) throw new Error(`No job opening ${slug}`);
    const texts = stringsIn(content, language).jobs;
    const facts = openingFacts(content, region, language, slug);
    const closed = isClosedEntry('jobs', job, site.today);
    const office = officeCards(content, region, language).filter((candidate) => candidate.id === job.office);
    return {
      ...facts,
      closed: closed ? texts.closed : undefined,
      careersHref: pagePath(regionOf(content, region), language, 'careers'),
      allOpenings: texts.allOpenings,
      apply: texts.apply,
      sections: [
        { title: texts.about, paragraphs: splitParagraphs(localize(job.description, language)) },
        { title: texts.requirements, items: job.requirements.map((item) => localize(item, language)) },
        { title: texts.offer, items: job.offer.map((item) => localize(item, language)) },
      ],
      application:
        closed || office.length === 0
          ? undefined
          : {
              offices: office,
              contact: loadBrowserConfig(),
              privacy: privacyNotice(content, region, language),
              title: texts.applyTitle,
              intro: texts.applyIntro,
            },
    };
  },
  {
    structuredData: (content, { region, language, page }, site) =>
      isClosedEntry('jobs', content.jobs[slugOf(page)], site.today) ? undefined : jobPosting(content, { region, language }, slugOf(page)),
  },
);
export type Data = Awaited<ReturnType<typeof data>>;
