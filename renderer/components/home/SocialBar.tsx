import { useTranslation } from 'react-i18next';
import type { SocialLinkData } from '../../pages/home/+data.ts';
import { SocialIcon } from '../ui/SocialIcon.tsx';
import styles from './SocialBar.module.css';

/** The side bar of social links on wide windows (see the stylesheet); each opens the network in a new tab, and says so. */
export function SocialBar({ links }: { links: SocialLinkData[] }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.bar} aria-label={t('home.socialTitle')}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.network}>
            <a
              className={styles.link}
              data-network={link.network}
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${link.label} ${t('services.opensInNewTab')}`}
            >
              <SocialIcon network={link.network} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
