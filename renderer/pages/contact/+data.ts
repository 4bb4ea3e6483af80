import { officesOf, stringsIn } from '../../../generator/content/content-entries.ts';
import { loadBrowserConfig } from '../../../generator/settings/contact-public-config.ts';
import { localize } from '../../data/localize.ts';
import { pageDataHook } from '../../data/page-data.tsx';
import { privacyNotice } from '../../data/privacy-data.ts';

export const data = pageDataHook((content, address) => {
  const offices = officesOf(content, address.region).map(({ id, title, address: street, phones, fax, email, map, draft }) => ({
    ...localize({ id, title, address: street, phones, fax, email, map }, address.language),
    draft: draft === true,
  }));
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
