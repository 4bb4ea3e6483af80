import { mainContentId } from './landmarks.ts';
import styles from './SkipLink.module.css';

export function SkipLink({ label }: { label: string }) {
  return (
    <a className={styles.skipLink} href={`#${mainContentId}`}>
      {label}
    </a>
  );
}
