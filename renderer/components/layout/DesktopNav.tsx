import { useTranslation } from 'react-i18next';
import { ButtonLink, buttonClass } from '../ui/Button.tsx';
import styles from './Header.module.css';
import { GlobeIcon, PinIcon } from './HeaderIcons.tsx';
import type { CountryEntry, MenuEntry } from './menu-types.ts';
import { SearchControl, type SearchLink } from './SearchControl.tsx';
import { CountryLinks, Submenu, SubmenuLinks } from './Submenu.tsx';

/**
 * From 1024 px: the main menu on one row and, above it on the right, a compact utility row with the language and
 * the country, each an icon plus its code, named in full for assistive technology ("Idioma: Español, ES",
 * "País: Ecuador, EC": the visible code stays part of the name, for speech input), after the search control. The utility row comes after the menu in reading order and is drawn above it (CSS grid).
 * Entries and triggers are the shared Button's menu look. Rendered on the server only: header-menus.ts opens and
 * closes the submenus in the browser.
 */
export function DesktopNav({ items, countries, search }: { items: MenuEntry[]; countries: CountryEntry[]; search: SearchLink }) {
  const { t, i18n } = useTranslation();
  const currentCountry = countries.find((country) => country.current);
  const languageItem = items.find((item) => 'languageSelector' in item);
  const currentLanguage = languageItem && 'submenu' in languageItem ? languageItem.submenu?.find((entry) => entry.current) : undefined;
  const code = i18n.language.toUpperCase();
  const entryClass = buttonClass({ variant: 'menu', className: styles.menuEntry });
  const utilityClass = buttonClass({ variant: 'menu', size: 'small' });

  return (
    <nav className={styles.desktopNav} aria-label={t('nav.mainNavigation')}>
      <ul className={styles.menu}>
        {items.map((item) =>
          'languageSelector' in item ? null : 'submenu' in item && item.submenu ? (
            <Submenu
              key={item.id}
              listId={`submenu-${item.id}`}
              label={item.label}
              buttonClassName={entryClass}
              listClassName={styles.submenu}
            >
              <SubmenuLinks entries={item.submenu} />
            </Submenu>
          ) : (
            'href' in item && (
              <li key={item.id}>
                <ButtonLink variant="menu" className={styles.menuEntry} href={item.href} aria-current={item.current ? 'page' : undefined}>
                  {item.label}
                </ButtonLink>
              </li>
            )
          ),
        )}
      </ul>
      <ul className={styles.utility}>
        <li>
          <SearchControl link={search} className={utilityClass} shortcutClassName={styles.shortcut} />
        </li>
        {languageItem && 'submenu' in languageItem && languageItem.submenu && (
          <Submenu
            listId={`submenu-${languageItem.id}`}
            label={
              <>
                <GlobeIcon />
                {code}
              </>
            }
            ariaLabel={`${languageItem.label}: ${currentLanguage?.label ?? code}, ${code}`}
            buttonClassName={utilityClass}
            listClassName={styles.submenu}
          >
            <SubmenuLinks entries={languageItem.submenu} />
          </Submenu>
        )}
        <Submenu
          listId="submenu-countries"
          label={
            <>
              <PinIcon />
              {currentCountry?.code}
            </>
          }
          ariaLabel={`${t('nav.country')}: ${currentCountry?.label ?? ''}, ${currentCountry?.code ?? ''}`}
          buttonClassName={utilityClass}
          listClassName={styles.submenu}
        >
          <CountryLinks countries={countries} />
        </Submenu>
      </ul>
    </nav>
  );
}
