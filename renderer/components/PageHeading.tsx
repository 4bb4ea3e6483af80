import { DashBoundText } from '../text/DashBoundText.tsx';
import styles from './PageHeading.module.css';
import { Container } from './ui/Container.tsx';

/** The page's own title, from content: the first thing under the header, on the one left edge. */
export function PageHeading({ title, intro }: { title: string; intro?: string | undefined }) {
  return (
    <Container className={styles.heading}>
      <h1>
        <DashBoundText text={title} />
      </h1>
      {intro && (
        <p className={styles.intro}>
          <DashBoundText text={intro} />
        </p>
      )}
    </Container>
  );
}
