import { useTranslation } from 'react-i18next';
import styles from './Header.module.css';
import { CloseIcon, MenuIcon } from './HeaderIcons.tsx';
import type { CountryEntry, MenuEntry } from './menu-types.ts';
import { SubmenuLink } from './SubmenuLink.tsx';

/**
 * Below 1024 px: a full-screen modal <dialog>, so focus stays inside and Escape closes it natively;
 * submenus expand in place. Rendered on the server only: header-menus.ts opens, expands and closes it.
 */
export function MobileMenu({ items, countries }: { items: MenuEntry[]; countries: CountryEntry[] }) {
  const { t } = useTranslation();

  const section = (id: string, label: string, children: React.ReactNode) => (
    <li key={id}>
      <button type="button" className={styles.mobileSectionButton} aria-expanded={false} aria-controls={`mobile-submenu-${id}`}>
        {label}
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <ul id={`mobile-submenu-${id}`} className={styles.mobileSubmenu} hidden>
        {children}
      </ul>
    </li>
  );

  return (
    <>
      <button
        type="button"
        className={styles.openMenuButton}
        aria-haspopup="dialog"
        aria-controls="mobile-menu"
        aria-label={t('nav.openMenu')}
      >
        <MenuIcon />
        <span>{t('nav.menu')}</span>
      </button>
      <dialog id="mobile-menu" className={styles.mobileMenu} aria-label={t('nav.mainNavigation')}>
        <button type="button" className={styles.closeMenuButton} data-close-menu="">
          <CloseIcon />
          {t('nav.closeMenu')}
        </button>
        <nav aria-label={t('nav.mainNavigation')}>
          <ul className={styles.mobileList}>
            {items.map((item) =>
              'submenu' in item && item.submenu
                ? section(
                    item.id,
                    item.label,
                    item.submenu.map((entry) => (
                      <li key={entry.id}>
                        <SubmenuLink entry={entry} />
                      </li>
                    )),
                  )
                : 'href' in item && (
                    <li key={item.id}>
                      <a className={styles.mobileLink} href={item.href} aria-current={item.current ? 'page' : undefined}>
                        {item.label}
                      </a>
                    </li>
                  ),
            )}
            {section(
              'countries',
              t('nav.countries'),
              countries.map((country) => (
                <li key={country.code}>
                  <a href={country.href} aria-current={country.current ? 'true' : undefined}>
                    <span className={styles.countryCode}>{country.code}</span> {country.label}
                  </a>
                </li>
              )),
            )}
          </ul>
        </nav>
      </dialog>
    </>
  );
}
