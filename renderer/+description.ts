import type { PageContext } from 'vike/types';
import type { CommonPageData } from './data/page-data.tsx';

export function description(pageContext: PageContext<Partial<CommonPageData> | undefined>) {
  return pageContext.data?.head?.description ?? null;
}
