import type { ReactNode } from 'react';
import styles from './Header.module.css';
import type { CountryEntry, SubmenuEntry } from './menu-types.ts';

/**
 * A menu entry that opens a list of links, as both menus draw it: the trigger (closed: aria-expanded false, its
 * list hidden) and the list it controls. Rendered on the server only; header-menus.ts finds the pair by
 * aria-controls and opens and closes it.
 */
export function Submenu({
  listId,
  label,
  ariaLabel,
  buttonClassName,
  listClassName,
  children,
}: {
  listId: string;
  label: ReactNode;
  ariaLabel?: string | undefined;
  buttonClassName: string | undefined;
  listClassName: string | undefined;
  children: ReactNode;
}) {
  return (
    <li className={styles.hasSubmenu}>
      <button type="button" className={buttonClassName} aria-expanded={false} aria-controls={listId} aria-label={ariaLabel}>
        {label}
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <ul id={listId} className={listClassName} hidden>
        {children}
      </ul>
    </li>
  );
}

/** The links of a submenu; a language entry names its language (header-menus.ts saves the choice when it is followed). */
export function SubmenuLinks({ entries }: { entries: SubmenuEntry[] }) {
  return entries.map((entry) => {
    const language = 'language' in entry ? entry.language : undefined;
    return (
      <li key={entry.id}>
        <a href={entry.href} aria-current={entry.current ? 'page' : undefined} lang={language} hrefLang={language}>
          {entry.label}
        </a>
      </li>
    );
  });
}

/** The countries, each its code and name, leading to that country's site; the current one's name is underlined. */
export function CountryLinks({ countries }: { countries: CountryEntry[] }) {
  return countries.map((country) => (
    <li key={country.code}>
      <a href={country.href} aria-current={country.current ? 'true' : undefined}>
        <span className={styles.countryCode}>{country.code}</span> <span className={styles.countryName}>{country.label}</span>
      </a>
    </li>
  ));
}
