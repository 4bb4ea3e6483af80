import { useTranslation } from 'react-i18next';
import { SearchIcon } from './HeaderIcons.tsx';

/**
 * The header's search control: a link to the region's search page, which search-control.ts turns into the opener
 * of the search panel (`/` too, as aria-keyshortcuts says). Its name starts with its visible word (speech input).
 */
export function SearchControl({
  href,
  className,
  labelClassName,
  row = false,
}: {
  href: string;
  className: string;
  /** The visible word's class: the phone header shows the icon alone (the name stays the word). */
  labelClassName?: string;
  row?: boolean;
}) {
  const { t } = useTranslation();
  const label = <span className={labelClassName}>{t('search.open')}</span>;
  return (
    <a href={href} className={className} data-search-open="" aria-keyshortcuts="/" aria-label={t('search.openHint')}>
      {row ? (
        <>
          {label}
          <SearchIcon />
        </>
      ) : (
        <>
          <SearchIcon />
          {label}
        </>
      )}
    </a>
  );
}
