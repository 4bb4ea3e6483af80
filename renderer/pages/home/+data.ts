import { regionOf } from '../../data/layout-data.ts';
import { localize } from '../../data/localize.ts';
import { pageDataHook } from '../../data/page-data.tsx';

export const data = pageDataHook((content, address) => {
  const region = regionOf(content, address.region);
  return { intro: localize(region.home.banner.description, address.language) };
});
export type Data = Awaited<ReturnType<typeof data>>;
