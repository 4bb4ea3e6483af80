import type { ReactNode } from 'react';
import { useData } from 'vike-react/useData';
import './styles/tokens.css';
import 'virtual:brand-font.css';
import './styles/font-fallback.css';
import './styles/global.css';
import './styles/controls.css';
import { SiteLayout } from './components/layout/SiteLayout.tsx';
import type { CommonPageData } from './data/page-data.tsx';

/** Pages with a region (all but the root redirect and Not Found) get the header and footer. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useData<Partial<CommonPageData> | undefined>();
  if (!data?.layout || !data.head) return <>{children}</>;
  return <SiteLayout data={{ layout: data.layout, head: data.head }}>{children}</SiteLayout>;
}
