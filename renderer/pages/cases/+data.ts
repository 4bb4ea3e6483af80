import { pageDataHook } from '../../data/page-data.tsx';

export const data = pageDataHook((content, address) => {
  return { intro: content.translations[address.language].cases.intro };
});
export type Data = Awaited<ReturnType<typeof data>>;
