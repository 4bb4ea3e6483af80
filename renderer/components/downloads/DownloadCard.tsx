import { useTranslation } from 'react-i18next';
import type { DownloadCardData } from '../../data/downloads.ts';
import { Picture } from '../media/Picture.tsx';
import { DraftBadge } from '../preview/DraftBadge.tsx';
import { Card, CardTitle } from '../ui/Card.tsx';
import styles from './DownloadCard.module.css';

/**
 * One document: the cover of its first page beside its type, edition, title and summary, and a link per file that
 * says its language, type and size before the visitor spends the download. `heading` is h2 on the download centre
 * (a search result names the document by it) and h3 under the documents band of a service or case page.
 */
export function DownloadCard({ download, heading }: { download: DownloadCardData; heading: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  return (
    // A list item's box, not an <article>: a document is an entry of a list, not a piece of content of its own.
    <Card as="div" className={styles.card} bodyClassName={styles.body} data-download={download.slug}>
      {/* A box of its own: a <picture> has none, and the body's grid places the cover by its first child. */}
      <div className={styles.coverFrame}>
        <Picture image={download.cover} use="cover" className={styles.cover} />
      </div>
      <div className={styles.meta}>
        <p className={styles.facts}>
          <span className={styles.type}>{download.typeLabel}</span>
          <span>
            {download.date.label} <time dateTime={download.date.iso}>{download.date.text}</time>
          </span>
        </p>
        {download.draft && <DraftBadge label={t('preview.draft')} />}
      </div>
      <div className={styles.title}>
        <CardTitle as={heading} id={download.anchor}>
          {download.title}
        </CardTitle>
      </div>
      <p className={styles.summary}>{download.summary}</p>
      <ul className={styles.files}>
        {download.files.map((file) => (
          <li key={file.href}>
            <a className={styles.file} href={file.href} type="application/pdf" hrefLang={file.language}>
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 3v12m0 0-5-5m5 5 5-5M5 20h14" />
              </svg>
              <span className="visually-hidden">{download.title}: </span>
              <span className={styles.fileLanguage}>{file.languageName}</span>{' '}
              <span className={styles.fileFacts}>
                {file.format} · {file.size}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
