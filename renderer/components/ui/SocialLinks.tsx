import { useTranslation } from 'react-i18next';
import type { LayoutData } from '../../data/layout-data.ts';
import { SocialIcon } from './SocialIcon.tsx';

/** The social networks as icon links: each opens in a new tab, and its name says so. Used by the footer and the side bar. */
export function SocialLinks({
  links,
  listClassName,
  linkClassName,
}: {
  links: LayoutData['footer']['social'];
  listClassName: string | undefined;
  linkClassName: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ul className={listClassName}>
      {links.map((link) => (
        <li key={link.network}>
          <a
            className={linkClassName}
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
  );
}
