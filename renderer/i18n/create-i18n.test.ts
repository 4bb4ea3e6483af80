import { beforeAll, describe, expect, it } from 'vitest';
import { stringsIn } from '../../generator/content/content-entries.ts';
import { loadContent } from '../../generator/content/load-content.ts';
import type { SiteContent } from '../../schemas/site-content.ts';
import { realContentDir } from '../../tests/support/content-fixture.ts';
import { createI18n } from './create-i18n.ts';

let content: SiteContent;
beforeAll(async () => {
  const loaded = await loadContent(realContentDir);
  if (!loaded.content) throw new Error('content did not load');
  content = loaded.content;
});

describe('UI strings through i18next', () => {
  it('looks texts up by dotted key in the page language and fills placeholders', () => {
    const { t } = createI18n('pt', stringsIn(content, 'pt'));
    expect(t('contact.form.sending')).toBe(stringsIn(content, 'pt').contact.form.sending);
    expect(t('footer.copyright', { year: 2026, company: 'Tecnandes' })).toContain('2026');
    expect(t('footer.copyright', { year: 2026, company: 'Tecnandes' })).toContain('Tecnandes');
  });

  it('shows the key itself when a text is missing', () => {
    const { t } = createI18n('de', stringsIn(content, 'de'));
    // @ts-expect-error: typed keys reject a key that does not exist, and at run time the key is shown.
    expect(t('nav.doesNotExist')).toBe('nav.doesNotExist');
  });

  it('holds only the language of the page', () => {
    const i18n = createI18n('en', stringsIn(content, 'en'));
    expect(Object.keys(i18n.store.data)).toEqual(['en']);
  });
});
