import { pageDataHook } from '../../data/page-data.tsx';

export const data = pageDataHook((content, address) => {
  return { intro: content.translations[address.language].events.intro };
});
export type Data = Awaited<ReturnType<typeof data>>;
