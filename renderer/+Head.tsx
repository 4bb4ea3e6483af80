import { brandFontPreload } from 'virtual:brand-font-preload';
import { useData } from 'vike-react/useData';
import { iconFiles } from '../generator/media/icon-files.ts';
import { shareCardSize } from '../generator/media/share-card-size.ts';
import { footerId } from './components/layout/landmarks.ts';
import type { CommonPageData } from './data/page-data.tsx';
import { speculationRules } from './navigation/speculation-rules.ts';
import { tokenValue } from './styles/token-value.ts';

const themeColour = tokenValue('--color-navy');

/**
 * Server-rendered <head> tags of a regional page (every navigation loads a page, so they are always its own); a 404
 * page names no canonical address (renderer/data/not-found-data.ts).
 */
export function Head() {
  const head = useData<Partial<CommonPageData> | undefined>()?.head;
  return (
    <>
      <meta name="theme-color" content={themeColour} />
      {/* No first paint before the whole of <main> has arrived (the footer comes right after it): on a slow
          connection a half-arrived page would be painted and then shift as the rest of the header and of the
          first section came in. Browsers without rel=expect paint as before. */}
      <link rel="expect" href={`#${footerId}`} blocking="render" />
      {/* The brand font's Latin face: every page sets its text in it, so it is fetched with the stylesheet. */}
      <link rel="preload" href={brandFontPreload} as="font" type="font/woff2" crossOrigin="" />
      <link rel="icon" href={iconFiles.favicon.path} sizes="48x48" />
      <link rel="apple-touch-icon" href={iconFiles.appleTouch.path} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built by JSON.stringify from constants */}
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
      {head && (
        <>
          <link rel="manifest" href={head.manifest} />
          {head.canonical && <link rel="canonical" href={head.canonical} />}
          {head.alternates.map((alternate) => (
            <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
          ))}
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={head.siteName} />
          {head.canonical && <meta property="og:url" content={head.canonical} />}
          <meta property="og:locale" content={head.ogLocale} />
          <meta property="og:image" content={head.image} />
          <meta property="og:image:width" content={String(shareCardSize.width)} />
          <meta property="og:image:height" content={String(shareCardSize.height)} />
          <meta property="og:image:alt" content={head.imageAlt} />
          <meta name="twitter:card" content="summary_large_image" />
        </>
      )}
    </>
  );
}
