import type { RegionFacts } from './site-server.ts';

/** One page of every template a region has (the first service, case and job opening stand for the rest), and the 404 page. */
export interface TemplatePage {
  template: string;
  /** The page segment for pathOf (`services/oil`), or a path of its own for the 404 page. */
  page: string;
  notFound?: boolean;
}

export function templatePages(region: RegionFacts): TemplatePage[] {
  const pages: TemplatePage[] = [
    { template: 'home', page: 'home' },
    { template: 'about', page: 'about' },
    { template: 'contact', page: 'contact' },
    { template: 'events', page: 'events' },
    { template: 'service', page: `services/${region.services[0]}` },
  ];
  const firstCase = region.cases?.[0];
  if (firstCase) pages.push({ template: 'cases', page: 'cases' }, { template: 'case', page: `cases/${firstCase}` });
  const firstJob = region.jobs[0];
  if (firstJob) pages.push({ template: 'careers', page: 'careers' }, { template: 'job', page: `jobs/${firstJob}` });
  pages.push({ template: 'downloads', page: 'downloads' });
  pages.push({ template: 'privacy', page: 'privacy' }, { template: 'search', page: 'search' });
  pages.push({ template: 'not-found', page: 'no-such-page', notFound: true });
  return pages;
}
