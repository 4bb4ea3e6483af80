import { useTranslation } from 'react-i18next';
import type { LayoutData } from '../../data/layout-data.ts';
import { Container } from '../ui/Container.tsx';
import { DesktopNav } from './DesktopNav.tsx';
import styles from './Header.module.css';
import { MobileMenu } from './MobileMenu.tsx';

export function Header({ layout }: { layout: LayoutData }) {
  const { t } = useTranslation();
  const { logo } = layout.region;
  return (
    <header className={styles.header}>
      <Container className={styles.inner}>
        <a className={styles.logo} href={layout.homeHref} aria-label={t('nav.logoHome', { company: layout.company })}>
          <img src={logo.src} alt="" width={logo.width} height={logo.height} />
        </a>
        <DesktopNav items={layout.header} countries={layout.countries} search={layout.search} />
        <MobileMenu items={layout.header} countries={layout.countries} search={layout.search} />
      </Container>
    </header>
  );
}
