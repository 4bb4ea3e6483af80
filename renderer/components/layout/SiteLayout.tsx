import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { CommonPageData } from '../../data/page-data.tsx';
import { i18nFor } from '../../i18n/create-i18n.ts';
import { PreviewBanner } from '../preview/PreviewBanner.tsx';
import { SearchDialog } from '../search/SearchDialog.tsx';
import { searchIndexAttributes } from '../search/search-kinds.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { mainContentId } from './landmarks.ts';
import { SkipLink } from './SkipLink.tsx';
import { SocialBar } from './SocialBar.tsx';

export function SiteLayout({ data, children }: { data: CommonPageData; children: ReactNode }) {
  const { layout } = data;
  const { template } = layout;
  const i18n = i18nFor(layout.language, layout.strings);
  return (
    <I18nextProvider i18n={i18n}>
      <SkipLink label={layout.strings.nav.skipToContent} />
      <Header layout={layout} />
      {layout.preview && <PreviewBanner preview={layout.preview} strings={layout.strings.preview} />}
      {template !== 'search' && <SearchDialog script={layout.search.script} region={layout.region.id} action={layout.search.href} />}
      <main id={mainContentId} tabIndex={-1} {...(layout.searchable ? searchIndexAttributes(layout.region.id, template) : {})}>
        {children}
      </main>
      <Footer footer={layout.footer} company={layout.company} homeHref={layout.homeHref} />
      <SocialBar links={layout.footer.social} />
    </I18nextProvider>
  );
}
