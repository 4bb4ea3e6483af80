import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Header.module.css';
import type { CountryEntry, MenuEntry } from './menu-types.ts';
import { SubmenuLink } from './SubmenuLink.tsx';
import { useDropdowns } from './use-dropdowns.ts';

export function DesktopNav({ items, countries }: { items: MenuEntry[]; countries: CountryEntry[] }) {
  const { t, i18n } = useTranslation();
  const layoutLanguage = i18n.language;
  const currentLanguageName = items
    .flatMap((item) => ('languageSelector' in item && item.submenu ? item.submenu : []))
    .find((entry) => entry.current)?.label;
  const navRef = useRef<HTMLElement>(null);
  const dropdowns = useDropdowns(navRef);
  const currentCountry = countries.find((country) => country.current);

  const dropdown = (id: string, label: React.ReactNode, ariaLabel: string | undefined, children: React.ReactNode) => (
    <li key={id} className={styles.hasSubmenu} onMouseEnter={() => dropdowns.hoverStart(id)} onMouseLeave={() => dropdowns.hoverEnd(id)}>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={dropdowns.openId === id}
        aria-controls={`submenu-${id}`}
        aria-label={ariaLabel}
        onClick={() => dropdowns.toggle(id)}
      >
        {label}
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <ul id={`submenu-${id}`} className={styles.submenu} hidden={dropdowns.openId !== id}>
        {children}
      </ul>
    </li>
  );

  return (
    <nav ref={navRef} className={styles.desktopNav} aria-label={t('nav.mainNavigation')}>
      <ul className={styles.menu}>
        {items.map((item) =>
          'submenu' in item && item.submenu
            ? dropdown(
                item.id,
                'languageSelector' in item ? <span className={styles.countryCode}>{layoutLanguage.toUpperCase()}</span> : item.label,
                'languageSelector' in item ? `${item.label}: ${layoutLanguage.toUpperCase()} ${currentLanguageName}` : undefined,
                item.submenu.map((entry) => (
                  <li key={entry.id}>
                    <SubmenuLink entry={entry} onNavigate={dropdowns.close} />
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
        {dropdown(
          'countries',
          <span className={styles.countryCode}>{currentCountry?.code}</span>,
          `${t('nav.countries')}: ${currentCountry?.code ?? ''} ${currentCountry?.label ?? ''}`,
          countries.map((country) => (
            <li key={country.code}>
              <a href={country.href} aria-current={country.current ? 'true' : undefined} onClick={dropdowns.close}>
                <span className={styles.countryCode}>{country.code}</span> {country.label}
              </a>
            </li>
          )),
        )}
      </ul>
    </nav>
  );
}
