import { ButtonLink } from '../ui/Button.tsx';
import { Container } from '../ui/Container.tsx';
import styles from './NotFound.module.css';

export interface NotFoundBody {
  title: string;
  text: string;
  backHome: string;
  homeHref: string;
}

/** SPEC.md section 8: the heading reads this in every language. */
const heading = 'Not Found';

/** Unknown addresses: 'Not Found' (SPEC.md), what happened in the page's language, and the way home. */
export function NotFound({ body }: { body: NotFoundBody }) {
  return (
    <Container className={styles.notFound}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 lang="en">{heading}</h1>
      {/* In English the localized title is the heading itself: said once. */}
      {body.title !== heading && <p className={styles.title}>{body.title}</p>}
      <p className={styles.text}>{body.text}</p>
      <ButtonLink href={body.homeHref}>{body.backHome}</ButtonLink>
    </Container>
  );
}
