import { localize } from '../../data/localize.ts';
import { pageDataHook } from '../../data/page-data.tsx';

export const data = pageDataHook((content, address) => {
  return { intro: localize(content.site.company.description, address.language) };
});
export type Data = Awaited<ReturnType<typeof data>>;
