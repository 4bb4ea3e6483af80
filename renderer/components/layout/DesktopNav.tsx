import { useTranslation } from 'react-i18next';
import styles from './Header.module.css';
import { GlobeIcon, PinIcon } from './HeaderIcons.tsx';
import type { CountryEntry, MenuEntry } from './menu-types.ts';
import { SubmenuLink } from './SubmenuLink.tsx';

/**
 * From 1024 px: the main menu on one row and, above it on the right, a compact utility row with the language and
 * the country, each an icon plus its code, named in full for assistive technology ("Idioma: Español, ES",
 * "País: Ecuador, EC": the visible code stays part of the name, for speech input). The utility row comes after the menu in reading order and is drawn above it (CSS grid).
 * Rendered on the server only: header-menus.ts opens and closes the submenus in the browser.
 */
export function DesktopNav({ items, countries }: { items: MenuEntry[]; countries: CountryEntry[] }) {
  const { t, i18n } = useTranslation();
  const currentCountry = countries.find((country) => country.current);
  const languageItem = items.find((item) => 'languageSelector' in item);
  const currentLanguage = languageItem && 'submenu' in languageItem ? languageItem.submenu?.find((entry) => entry.current) : undefined;
  const code = i18n.language.toUpperCase();

  const dropdown = (id: string, label: React.ReactNode, ariaLabel: string | undefined, children: React.ReactNode, utility = false) => (
    <li key={id} className={styles.hasSubmenu}>
      <button
        type="button"
        className={utility ? styles.utilityButton : styles.menuButton}
        aria-expanded={false}
        aria-controls={`submenu-${id}`}
        aria-label={ariaLabel}
      >
        {label}
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <ul id={`submenu-${id}`} className={styles.submenu} hidden>
        {children}
      </ul>
    </li>
  );

  return (
    <nav className={styles.desktopNav} aria-label={t('nav.mainNavigation')}>
      <ul className={styles.menu}>
        {items.map((item) =>
          'languageSelector' in item
            ? null
            : 'submenu' in item && item.submenu
              ? dropdown(
                  item.id,
                  item.label,
                  undefined,
                  item.submenu.map((entry) => (
                    <li key={entry.id}>
                      <SubmenuLink entry={entry} />
                    </li>
                  )),
                )
              : 'href' in item && (
                  <li key={item.id}>
                    <a className={styles.menuLink} href={item.href} aria-current={item.current ? 'page' : undefined}>
                      {item.label}
                    </a>
                  </li>
                ),
        )}
      </ul>
      <ul className={styles.utility}>
        {languageItem &&
          'submenu' in languageItem &&
          languageItem.submenu &&
          dropdown(
            languageItem.id,
            <>
              <GlobeIcon />
              {code}
            </>,
            `${languageItem.label}: ${currentLanguage?.label ?? code}, ${code}`,
            languageItem.submenu.map((entry) => (
              <li key={entry.id}>
                <SubmenuLink entry={entry} />
              </li>
            )),
            true,
          )}
        {dropdown(
          'countries',
          <>
            <PinIcon />
            {currentCountry?.code}
          </>,
          `${t('nav.country')}: ${currentCountry?.label ?? ''}, ${currentCountry?.code ?? ''}`,
          countries.map((country) => (
            <li key={country.code}>
              <a href={country.href} aria-current={country.current ? 'true' : undefined}>
                <span className={styles.countryCode}>{country.code}</span> {country.label}
              </a>
            </li>
          )),
          true,
        )}
      </ul>
    </nav>
  );
}
