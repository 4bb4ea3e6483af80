import { privacyOf } from '../../../generator/content/content-entries.ts';
import type { LocalizedText } from '../../../schemas/primitives.ts';
import { dateFormat, writingLocale } from '../../data/intl-formats.ts';
import { regionOf } from '../../data/layout-data.ts';
import { localize } from '../../data/localize.ts';
import { pageDataHook } from '../../data/page-data.tsx';
import { privacyController } from '../../data/privacy-data.ts';
import { formatDetails } from '../../text/details.ts';

/** The region's privacy policy (content/privacy/{region}.yaml) in one language, its texts already split into blocks. */
export const data = pageDataHook((content, { region, language }) => {
  const policy = privacyOf(content, region);
  const blocks = (text: LocalizedText) => formatDetails(localize(text, language), { headings: false });
  // Written out once at build time, so the page and its hydration show the same date.
  const updatedText = dateFormat(writingLocale(content.site, regionOf(content, region), language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${policy.updated}T00:00:00Z`));
  return {
    law: localize(policy.law, language),
    updated: { date: policy.updated, text: updatedText },
    intro: localize(policy.intro, language),
    controller: privacyController(content, region, language),
    sections: Object.entries(policy.sections).map(([id, section]) => ({
      id,
      title: localize(section.title, language),
      blocks: blocks(section.text),
    })),
    authority: {
      title: localize(policy.authority.title, language),
      blocks: blocks(policy.authority.text),
      name: localize(policy.authority.name, language),
      url: policy.authority.url,
    },
  };
});
export type Data = Awaited<ReturnType<typeof data>>;
export type PrivacyBody = Data['body'];
