import { useData } from 'vike-react/useData';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { Container } from '../../components/ui/Container.tsx';
import type { Data } from './+data.ts';
import styles from './NotFound.module.css';

/** Unknown addresses: 'Not Found' (SPEC.md), what happened in the page's language, and the way home. */
export default function Page() {
  const { body } = useData<Data>();
  return (
    <Container className={styles.notFound}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 lang="en">Not Found</h1>
      <p className={styles.title}>{body.title}</p>
      <p className={styles.text}>{body.text}</p>
      <ButtonLink href={body.homeHref}>{body.backHome}</ButtonLink>
    </Container>
  );
}
