/**
 * Navigation is plain links between prerendered pages; the browser makes it instant. A link the visitor rests
 * the pointer on (or presses) is prerendered, so it shows at once when followed. Language links are only
 * fetched ahead: following one saves the new language first (header-menus.ts), and a page prerendered before
 * that would still redirect by the old saved choice (saved-language.ts). The API is never fetched ahead.
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      source: 'document',
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/api/*' } }, { not: { selector_matches: '[hreflang]' } }] },
      eagerness: 'moderate',
    },
  ],
  prefetch: [{ source: 'document', where: { selector_matches: 'a[hreflang]' }, eagerness: 'moderate' }],
});
