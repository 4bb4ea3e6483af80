import { useEffect, useRef } from 'react';
import type { HeadData } from '../../data/head-data.ts';

/**
 * The server writes canonical, alternates and Open Graph tags once; after a client-side navigation this
 * keeps them true to the new page (title, description and lang are kept by vike-react).
 */
export function useHeadSync(head: HeadData) {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', head.canonical);
    for (const link of document.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
    const anchor = document.querySelector('link[rel="canonical"]');
    for (const alternate of [...head.alternates].reverse()) {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = alternate.hreflang;
      link.href = alternate.href;
      anchor?.after(link);
    }
    const meta = (property: string, value: string) =>
      document.querySelector(`meta[property="${property}"]`)?.setAttribute('content', value);
    meta('og:url', head.canonical);
    meta('og:locale', head.ogLocale);
    meta('og:image', head.image);
    meta('og:image:alt', head.imageAlt);
  }, [head]);
}
