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
  const count = preview.unfinished.length;
  if (count === 0 && !preview.draftPage) return null;
  return (
    <aside
      className={styles.banner}
      data-untranslated-label={strings.untranslated}
      aria-label={strings.banner.replace('{{count}}', String(count))}
    >
      {preview.draftPage && (
        <p className={styles.draftPage}>
          <strong className={styles.badge}>{strings.draft}</strong> {strings.draftPage}
        </p>
      )}
      {count > 0 && (
        <details>
          <summary>{strings.banner.replace('{{count}}', String(count))}</summary>
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
