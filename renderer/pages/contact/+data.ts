import { stringsIn } from '../../../generator/content/content-entries.ts';
import { loadBrowserConfig } from '../../../generator/settings/contact-public-config.ts';
import { officeCards } from '../../data/office-cards.ts';
import { pageDataHook } from '../../data/page-data.tsx';
import { privacyNotice } from '../../data/privacy-data.ts';

export const data = pageDataHook((content, address) => {
  const offices = officeCards(content, address.region, address.language);
  return {
    intro: stringsIn(content, address.language).contact.intro,
    offices,
    // Public values only (site key, EmailJS ids), fixed when the page is built; secrets stay in the server's environment.
    contact: loadBrowserConfig(),
    privacy: privacyNotice(content, address.region, address.language),
  };
});
export type Data = Awaited<ReturnType<typeof data>>;
export type OfficeCardData = Data['body']['offices'][number];
