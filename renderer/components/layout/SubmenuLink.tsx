import type { SubmenuEntry } from './menu-types.ts';

/** A submenu link; a language entry names its language (header-menus.ts saves the choice when it is followed). */
export function SubmenuLink({ entry }: { entry: SubmenuEntry }) {
  const language = 'language' in entry ? entry.language : undefined;
  return (
    <a href={entry.href} aria-current={entry.current ? 'page' : undefined} lang={language} hrefLang={language}>
      {entry.label}
    </a>
  );
}
