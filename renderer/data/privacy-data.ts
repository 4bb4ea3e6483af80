import { officesOf, privacyOf } from '../../generator/content/content-entries.ts';
import { pagePath } from '../../generator/routes/urls.ts';
import type { Language, RegionId } from '../../schemas/primitives.ts';
import type { SiteContent } from '../../schemas/site-content.ts';
import { regionOf } from './layout-data.ts';
import { localize } from './localize.ts';

/** Who answers for the data in a region: the company at the office its privacy policy names, and where to write. */
export function privacyController(content: SiteContent, region: RegionId, language: Language) {
  const policy = privacyOf(content, region);
  const office = officesOf(content, region).find((candidate) => candidate.id === policy.controller.office);
  if (!office) throw new Error(`content/privacy/${region}.yaml names an office that is not in content/locations/${region}.yaml`);
  return {
    company: content.site.company.legalName,
    office: localize(office.title, language),
    address: localize(office.address, language),
    email: policy.controller.email,
  };
}

/** What the notice under the contact form names: the controller, the address for rights requests and the policy. */
export function privacyNotice(content: SiteContent, region: RegionId, language: Language) {
  return {
    controller: content.site.company.legalName,
    email: privacyOf(content, region).controller.email,
    href: pagePath(regionOf(content, region), language, 'privacy'),
  };
}
