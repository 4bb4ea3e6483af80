import styles from './Preview.module.css';

/** Marks an entry with `draft: true` in the preview of `site dev`; a built site has no drafts to mark. */
export function DraftBadge({ label }: { label: string }) {
  return <strong className={styles.badge}>{label}</strong>;
}
