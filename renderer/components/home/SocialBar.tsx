import { useTranslation } from 'react-i18next';
import type { SocialLinkData } from '../../pages/home/+data.ts';
import { buttonClass } from '../ui/Button.tsx';
import { SocialLinks } from '../ui/SocialLinks.tsx';
import styles from './SocialBar.module.css';

/**
 * The side bar of social links on wide windows (see the stylesheet): the footer's icon buttons on a raised
 * surface; each opens the network in a new tab, and says so.
 */
export function SocialBar({ links }: { links: SocialLinkData[] }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.bar} aria-label={t('home.socialTitle')}>
      <SocialLinks links={links} listClassName={styles.list} linkClassName={buttonClass({ variant: 'icon' })} />
    </nav>
  );
}
