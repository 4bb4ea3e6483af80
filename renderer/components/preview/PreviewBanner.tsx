import { useTranslation } from 'react-i18next';
import type { LayoutData } from '../../data/layout-data.ts';
import styles from './Preview.module.css';

interface PreviewBannerProps {
  preview: NonNullable<LayoutData['preview']>;
  strings: LayoutData['strings']['preview'];
}

/**
 * `site dev` only: lists every draft and every text still marked '[translate]' (file:line, to open in the editor),
 * says when the page itself is a draft; untranslated-badges.ts badges each marked text on the page where it shows.
 */
export function PreviewBanner({ preview, strings }: PreviewBannerProps) {
  const { t } = useTranslation();
  const count = preview.unfinished.length;
  if (count === 0 && !preview.draftPage) return null;
  // i18next picks banner_one or banner_other for the page's language (Intl.PluralRules): '1 pendiente', '2 pendientes'.
  const heading = t('preview.banner', { count });
  return (
    <aside className={styles.banner} data-untranslated-label={strings.untranslated} aria-label={heading}>
      {preview.draftPage && (
        <p className={styles.draftPage}>
          <strong className={styles.badge}>{strings.draft}</strong> {strings.draftPage}
        </p>
      )}
      {count > 0 && (
        <details>
          <summary>{heading}</summary>
          <ul className={styles.list}>
            {preview.unfinished.map((entry) => (
              <li key={`${entry.file}:${entry.line}:${entry.kind}`}>
                <span className={styles.badge}>{entry.kind === 'draft' ? strings.draft : strings.untranslated}</span>{' '}
                <code>
                  {entry.file}:{entry.line}
                </code>
              </li>
            ))}
          </ul>
        </details>
      )}
    </aside>
  );
}
