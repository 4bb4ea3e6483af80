import type { ReactNode } from 'react';
import styles from './SectionHeading.module.css';

/** Heading of a page section: an h2 the section is labelled by, an optional sentence and optional controls. */
export function SectionHeading({
  id,
  title,
  intro,
  tone = 'light',
  children,
}: {
  id: string;
  title: string;
  intro?: string | undefined;
  tone?: 'light' | 'dark';
  children?: ReactNode;
}) {
  return (
    <div className={styles.heading} data-tone={tone}>
      <div className={styles.text}>
        <h2 id={id}>{title}</h2>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {children && <div className={styles.controls}>{children}</div>}
    </div>
  );
}
