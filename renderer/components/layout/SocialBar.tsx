import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutData } from '../../data/layout-data.ts';
import { buttonClass } from '../ui/Button.tsx';
import { SocialLinks } from '../ui/SocialLinks.tsx';
import styles from './SocialBar.module.css';

type SocialLink = LayoutData['footer']['social'][number];

/** The chat link first: the way most visitors in the region reach a company; the networks after, in site.yaml's order. */
function chatFirst(links: SocialLink[]): SocialLink[] {
  return [...links.filter((link) => link.network === 'whatsapp'), ...links.filter((link) => link.network !== 'whatsapp')];
}

/**
 * The fixed bar of social links on every page, in view at every width and over no text or control (see the
 * stylesheet): a row at the bottom of a phone's or tablet's screen, a column on the right edge of wider windows.
 * Each link opens the network in a new tab, and says so.
 */
export function SocialBar({ links }: { links: SocialLink[] }) {
  const { t } = useTranslation();
  return (
    <nav
      className={styles.bar}
      aria-label={t('home.socialTitle')}
      data-social-bar=""
      style={{ '--social-links': links.length } as CSSProperties}
    >
      <SocialLinks
        links={chatFirst(links)}
        listClassName={styles.list}
        linkClassName={`${buttonClass({ variant: 'icon' })} ${styles.link}`}
      />
    </nav>
  );
}
