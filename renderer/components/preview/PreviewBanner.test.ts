import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { stringsIn } from '../../../generator/content/content-entries.ts';
import { loadContent } from '../../../generator/content/load-content.ts';
import type { Language } from '../../../schemas/primitives.ts';
import type { SiteContent } from '../../../schemas/site-content.ts';
import { realContentDir } from '../../../tests/support/content-fixture.ts';
import { createI18n } from '../../i18n/create-i18n.ts';
import { PreviewBanner } from './PreviewBanner.tsx';

let content: SiteContent;
beforeAll(async () => {
  const loaded = await loadContent(realContentDir);
  if (!loaded.content) throw new Error('content did not load');
  content = loaded.content;
});

/** The banner's heading as site dev shows it, for this many unfinished entries. */
function heading(language: Language, count: number): string {
  const unfinished = Array.from({ length: count }, (_, index) => ({
    file: 'content/events/x.yaml',
    line: index + 1,
    kind: 'draft' as const,
  }));
  const strings = stringsIn(content, language);
  const html = renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n: createI18n(language, strings) },
      createElement(PreviewBanner, { preview: { unfinished, draftPage: false }, strings: strings.preview }),
    ),
  );
  return /<summary>(.*?)<\/summary>/.exec(html)?.[1] ?? '';
}

describe('the preview banner of site dev', () => {
  it('agrees in number with what it counts, by the plural rules of the page language', () => {
    expect(heading('es', 1)).toBe('Vista previa: 1 pendiente de terminar, que no se publica así');
    expect(heading('es', 2)).toBe('Vista previa: 2 pendientes de terminar, que no se publican así');
    expect(heading('en', 1)).toBe('Preview: 1 unfinished, not published as it is');
    expect(heading('en', 7)).toBe('Preview: 7 unfinished, not published as they are');
    expect(heading('pt', 1)).toBe('Pré-visualização: 1 por terminar, não publicado assim');
    expect(heading('de', 3)).toBe('Vorschau: 3 unfertig, so nicht veröffentlicht');
  });
});
