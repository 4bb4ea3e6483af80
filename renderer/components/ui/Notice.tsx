import type { ReactNode } from 'react';
import styles from './Notice.module.css';

/** A sentence in a tinted box where a list would be: no open position, no document that matches the filters. */
export function Notice({ children }: { children: ReactNode }) {
  return <p className={styles.notice}>{children}</p>;
}
