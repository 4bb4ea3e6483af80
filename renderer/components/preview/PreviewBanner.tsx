import { useEffect } from 'react';
import type { LayoutData } from '../../data/layout-data.ts';
import styles from './Preview.module.css';

interface PreviewBannerProps {
  preview: NonNullable<LayoutData['preview']>;
  strings: LayoutData['strings']['preview'];
}

const marker = '[translate]';

/**
 * `site dev` only: lists every draft and every text still marked '[translate]' (file:line, to open in the editor),
 * says when the page itself is a draft, and badges each marked text on the page where it shows.
 */
export function PreviewBanner({ preview, strings }: PreviewBannerProps) {
  useEffect(() => {
    // Texts reach the page through many components as plain strings; the badge is an attribute on the element
    // that shows one, set after every render so a refreshed page is badged again.
    for (const element of document.querySelectorAll('[data-untranslated]')) element.removeAttribute('data-untranslated');
    const main = document.querySelector('main');
    if (!main) return;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trimStart().toLowerCase().startsWith(marker))
        node.parentElement?.setAttribute('data-untranslated', strings.untranslated);
    }
  });
  const count = preview.unfinished.length;
  if (count === 0 && !preview.draftPage) return null;
  return (
    <aside className={styles.banner} aria-label={strings.banner.replace('{{count}}', String(count))}>
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
