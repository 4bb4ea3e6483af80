/** The search panel's <dialog> (SearchDialog) and its field. */
export const searchDialogId = 'site-search';
/** The field of the search page (renderer/pages/search). */
export const searchPageFieldId = 'search-page-field';
/** The search page's address carries the words searched as `?q=`: the search field's name in its form. */
export const queryParameter = 'q';

/** Keys typed into these are text, never the shortcut. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(?:INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/**
 * The header's search control, without React: a link to the search page (what it stays without JavaScript) that
 * opens the search panel instead, and `/` that does the same from anywhere on the page but a text field. On the
 * search page both go to its own field. Focusing the field hydrates the search island, which fetches Pagefind.
 */
export function wireSearchControl(root: ParentNode): () => void {
  const dialog = root.querySelector<HTMLDialogElement>(`#${searchDialogId}`);
  const pageField = root.querySelector<HTMLInputElement>(`#${searchPageFieldId}`);
  const open = () => {
    if (pageField) {
      pageField.focus();
      pageField.select();
      return true;
    }
    if (!dialog) return false;
    // The mobile menu closes first: closing a modal dialog gives focus back to what opened it.
    for (const other of document.querySelectorAll<HTMLDialogElement>('dialog[open]')) if (other !== dialog) other.close();
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    return true;
  };
  // The search page opened with words (`?q=`: a link, a bookmark, the form sent before the page's script ran) searches
  // them at once: the focus takes the island over, and it reads them.
  if (pageField && new URLSearchParams(window.location.search).get(queryParameter)) pageField.focus();
  for (const control of root.querySelectorAll<HTMLAnchorElement>('a[data-search-open]')) {
    control.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (open()) event.preventDefault();
    });
  }
  dialog?.addEventListener('click', (event) => {
    // The close button, a click on the backdrop (outside the panel, where the target is the dialog itself), or a
    // result followed: one that points into the page shown (an event's details) must not leave the panel over it.
    const target = event.target as Element;
    if (event.target === dialog || target.closest('[data-close-search]') || target.closest('a[href]')) dialog.close();
  });
  const shortcut = (key: KeyboardEvent) => {
    if (key.key !== '/' || key.ctrlKey || key.metaKey || key.altKey || isTyping(key.target)) return;
    // Another dialog (an event's details) keeps the keyboard.
    if (document.querySelector(`dialog[open]:not(#${searchDialogId})`)) return;
    if (open()) key.preventDefault();
  };
  document.addEventListener('keydown', shortcut);
  // `site dev` wires a refreshed page again: the shortcut of the page it replaced goes with it.
  return () => document.removeEventListener('keydown', shortcut);
}
