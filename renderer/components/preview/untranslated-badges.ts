const marker = '[translate]';

/**
 * `site dev` only: texts reach the page through many components as plain strings; the To-translate badge is an
 * attribute on the element that shows one, set again whenever the page's content is refreshed.
 */
export function badgeUntranslated(root: ParentNode): void {
  const label = root.querySelector<HTMLElement>('[data-untranslated-label]')?.dataset.untranslatedLabel;
  const main = root.querySelector('main');
  if (!label || !main) return;
  for (const element of main.querySelectorAll('[data-untranslated]')) element.removeAttribute('data-untranslated');
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trimStart().toLowerCase().startsWith(marker)) node.parentElement?.setAttribute('data-untranslated', label);
  }
}
