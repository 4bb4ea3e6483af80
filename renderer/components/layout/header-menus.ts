import { saveLanguage } from '../../language/saved-language.ts';

/**
 * The header's behaviour, without React in the browser: the server renders the menus (DesktopNav, MobileMenu)
 * with their buttons, aria states and hidden submenus, and this wires them up.
 *
 * Desktop submenus: hover or click opens one (only one at a time); a click pins a hovered menu open; a click
 * outside or Escape closes it, and Escape returns focus to its button. Focus leaving an open submenu's entry (Tab
 * or Shift+Tab past it) closes it too: left open, it covered the menu entries focus went on to. Below 1024 px the menu is a modal
 * <dialog> (focus stays inside, Escape closes it natively) whose sections expand in place, one at a time.
 * A language link saves the choice, so later visits open in it.
 */
export function wireHeaderMenus(root: ParentNode): void {
  const header = root.querySelector('header');
  if (!header) return;
  wireDesktop(header);
  wireMobile(header);
  header.addEventListener('click', (event) => {
    const language = (event.target as Element).closest('a[hreflang]')?.getAttribute('hreflang');
    if (language) saveLanguage(language);
  });
}

function wireDesktop(header: HTMLElement): void {
  const nav = header.querySelector<HTMLElement>('nav:not(dialog nav)');
  if (!nav) return;
  const buttons = [...nav.querySelectorAll<HTMLButtonElement>('button[aria-controls^="submenu-"]')];
  let open: HTMLButtonElement | null = null;
  let openedByHover = false;

  const show = (button: HTMLButtonElement | null) => {
    for (const other of buttons) {
      other.setAttribute('aria-expanded', String(other === button));
      const submenu = document.getElementById(other.getAttribute('aria-controls') ?? '');
      if (submenu) submenu.hidden = other !== button;
    }
    open = button;
  };

  for (const button of buttons) {
    const item = button.closest('li');
    button.addEventListener('click', () => {
      const pinnedOpen = open === button && !openedByHover;
      openedByHover = false;
      show(pinnedOpen ? null : button);
    });
    item?.addEventListener('mouseenter', () => {
      if (open === button) return;
      openedByHover = true;
      show(button);
    });
    item?.addEventListener('mouseleave', () => {
      if (open === button && openedByHover) show(null);
    });
  }
  document.addEventListener('pointerdown', (event) => {
    if (open && !nav.contains(event.target as Node)) show(null);
  });
  // Only a move of focus to another element counts: leaving the window, or a press on the submenu's padding,
  // moves focus to no element and leaves the submenu as it was.
  nav.addEventListener('focusout', (event) => {
    const entry = open?.closest('li');
    const next = event.relatedTarget;
    if (entry && next instanceof Node && entry.contains(event.target as Node) && !entry.contains(next)) show(null);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !open) return;
    open.focus();
    show(null);
  });
}

function wireMobile(header: HTMLElement): void {
  const dialog = header.querySelector<HTMLDialogElement>('dialog');
  const opener = header.querySelector<HTMLButtonElement>(`button[aria-controls="${dialog?.id}"]`);
  if (!dialog || !opener) return;
  const sections = [...dialog.querySelectorAll<HTMLButtonElement>('button[aria-controls^="mobile-submenu-"]')];
  const expand = (button: HTMLButtonElement | null) => {
    for (const other of sections) {
      other.setAttribute('aria-expanded', String(other === button));
      const submenu = document.getElementById(other.getAttribute('aria-controls') ?? '');
      if (submenu) submenu.hidden = other !== button;
    }
  };
  opener.addEventListener('click', () => dialog.showModal());
  dialog.addEventListener('close', () => expand(null));
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    const section = target.closest<HTMLButtonElement>('button[aria-controls^="mobile-submenu-"]');
    if (section) expand(section.getAttribute('aria-expanded') === 'true' ? null : section);
    else if (target.closest('[data-close-menu], a[href]')) dialog.close();
  });
}
