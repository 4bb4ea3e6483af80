import { useTranslation } from 'react-i18next';
import type { LayoutData } from '../../data/layout-data.ts';
import { SearchIcon } from './HeaderIcons.tsx';

export type SearchLink = LayoutData['search'];

/**
 * The header's search control: a link to the region's search page, which search-control.ts turns into the opener
 * of the search panel (`/` too, as aria-keyshortcuts says). Its name starts with its visible word (speech input);
 * on the search page it is marked as the current page, as the menu's entries are.
 */
export function SearchControl({
  link,
  className,
  labelClassName,
  shortcutClassName,
  row = false,
}: {
  link: SearchLink;
  className: string;
  /** The visible word's class: the phone header shows the icon alone (the name stays the word). */
  labelClassName?: string;
  /** Shows the `/` key beside the word, for those who would not otherwise learn of it (the desktop header). */
  shortcutClassName?: string;
  row?: boolean;
}) {
  const { t } = useTranslation();
  const label = <span className={labelClassName}>{t('search.open')}</span>;
  return (
    <a
      href={link.href}
      className={className}
      data-search-open=""
      aria-keyshortcuts="/"
      aria-label={t('search.openHint')}
      aria-current={link.current ? 'page' : undefined}
    >
      {row ? (
        <>
          {label}
          <SearchIcon />
        </>
      ) : (
        <>
          <SearchIcon />
          {label}
          {shortcutClassName && <kbd className={shortcutClassName}>/</kbd>}
        </>
      )}
    </a>
  );
}
