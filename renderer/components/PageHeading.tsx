import styles from './PageHeading.module.css';

/** The page's own title, from content: the first thing under the header. */
export function PageHeading({ title, intro }: { title: string; intro?: string | undefined }) {
  return (
    <div className={styles.heading}>
      <h1>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  );
}
