import { DashBoundText } from '../../text/DashBoundText.tsx';
import { Container } from '../ui/Container.tsx';
import styles from './AboutIntro.module.css';

/** The top of the About page: its title and the company in one paragraph. */
export function AboutIntro({ title, intro }: { title: string; intro: string }) {
  return (
    <div className={styles.intro}>
      <Container className={styles.inner}>
        <h1 className={styles.title}>
          <DashBoundText text={title} />
        </h1>
        <p className={styles.text}>
          <DashBoundText text={intro} />
        </p>
      </Container>
    </div>
  );
}
