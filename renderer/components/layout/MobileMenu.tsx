import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Header.module.css';
import { CloseIcon, MenuIcon } from './HeaderIcons.tsx';
import type { CountryEntry, MenuEntry } from './menu-types.ts';
import { SubmenuLink } from './SubmenuLink.tsx';

/**
 * Below 1024 px: a full-screen modal <dialog>, so focus stays inside and Escape closes it natively;
 * submenus expand in place.
 */
export function MobileMenu({ items, countries, pageKey }: { items: MenuEntry[]; countries: CountryEntry[]; pageKey: string }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [expanded, setExpanded] = useState<string | null>(null);

  const close = () => dialogRef.current?.close();

  useEffect(() => {
    if (pageKey) dialogRef.current?.close();
  }, [pageKey]);

  const section = (id: string, label: string, children: React.ReactNode) => (
    <li key={id}>
      <button
        type="button"
        className={styles.mobileSectionButton}
        aria-expanded={expanded === id}
        aria-controls={`mobile-submenu-${id}`}
        onClick={() => setExpanded(expanded === id ? null : id)}
      >
        {label}
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <ul id={`mobile-submenu-${id}`} className={styles.mobileSubmenu} hidden={expanded !== id}>
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
        onClick={() => dialogRef.current?.showModal()}
      >
        <MenuIcon />
        <span>{t('nav.menu')}</span>
      </button>
      <dialog
        id="mobile-menu"
        ref={dialogRef}
        className={styles.mobileMenu}
        aria-label={t('nav.mainNavigation')}
        onClose={() => setExpanded(null)}
      >
        <button type="button" className={styles.closeMenuButton} onClick={close}>
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
                        <SubmenuLink entry={entry} onNavigate={close} />
                      </li>
                    )),
                  )
                : 'href' in item && (
                    <li key={item.id}>
                      <a className={styles.mobileLink} href={item.href} aria-current={item.current ? 'page' : undefined} onClick={close}>
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
                  <a href={country.href} aria-current={country.current ? 'true' : undefined} onClick={close}>
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
