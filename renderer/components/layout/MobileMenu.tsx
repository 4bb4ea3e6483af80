import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, buttonClass } from '../ui/Button.tsx';
import styles from './Header.module.css';
import { CloseIcon, MenuIcon } from './HeaderIcons.tsx';
import type { CountryEntry, MenuEntry } from './menu-types.ts';
import { SearchControl, type SearchLink } from './SearchControl.tsx';
import { CountryLinks, Submenu, SubmenuLinks } from './Submenu.tsx';

/**
 * The browser's own command on the menu's <dialog> (`commandfor`, which React's types do not know yet): the menu
 * opens and closes without JavaScript too, where header-menus.ts does the same first.
 */
const opens = (command: 'show-modal' | 'close') => ({ commandfor: 'mobile-menu', command });

/**
 * Below 1024 px: a full-screen modal <dialog>, so focus stays inside and Escape closes it natively;
 * submenus expand in place, and its search row opens the search panel. Its trigger is an icon with a short word,
 * beside the search control. Triggers and rows are the shared Button
 * (secondary, menu). Rendered on the server only: header-menus.ts opens, expands and closes it.
 */
export function MobileMenu({ items, countries, search }: { items: MenuEntry[]; countries: CountryEntry[]; search: SearchLink }) {
  const { t } = useTranslation();
  const rowClass = buttonClass({ variant: 'menu', className: styles.mobileRow });

  return (
    <>
      <SearchControl
        link={search}
        className={buttonClass({ variant: 'secondary', className: styles.mobileSearch })}
        labelClassName="visually-hidden-on-phone"
      />
      <Button
        variant="secondary"
        className={styles.openMenuButton}
        aria-haspopup="dialog"
        aria-controls="mobile-menu"
        aria-label={t('nav.openMenu')}
        {...opens('show-modal')}
      >
        <MenuIcon />
        <span>{t('nav.menu')}</span>
      </Button>
      <dialog id="mobile-menu" className={styles.mobileMenu} aria-label={t('nav.mainNavigation')}>
        <Button variant="secondary" className={styles.closeMenuButton} data-close-menu="" {...opens('close')}>
          <CloseIcon />
          {t('nav.closeMenu')}
        </Button>
        <nav aria-label={t('nav.mainNavigation')}>
          <ul className={styles.mobileList}>
            {items.map((item) =>
              'submenu' in item && item.submenu ? (
                <Submenu
                  key={item.id}
                  listId={`mobile-submenu-${item.id}`}
                  label={item.label}
                  buttonClassName={rowClass}
                  listClassName={styles.mobileSubmenu}
                >
                  <SubmenuLinks entries={item.submenu} />
                </Submenu>
              ) : (
                'href' in item && (
                  <li key={item.id}>
                    <ButtonLink
                      variant="menu"
                      className={styles.mobileRow}
                      href={item.href}
                      aria-current={item.current ? 'page' : undefined}
                    >
                      {item.label}
                    </ButtonLink>
                  </li>
                )
              ),
            )}
            <li>
              <SearchControl link={search} className={rowClass} row />
            </li>
            <Submenu
              listId="mobile-submenu-countries"
              label={t('nav.countries')}
              buttonClassName={rowClass}
              listClassName={styles.mobileSubmenu}
            >
              <CountryLinks countries={countries} />
            </Submenu>
          </ul>
        </nav>
      </dialog>
    </>
  );
}
