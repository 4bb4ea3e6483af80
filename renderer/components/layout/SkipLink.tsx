import { ButtonLink } from '../ui/Button.tsx';
import { mainContentId } from './landmarks.ts';
import styles from './SkipLink.module.css';

/** The first tab stop of every page: the site's primary button, leading past the header to the content. */
export function SkipLink({ label }: { label: string }) {
  return (
    <ButtonLink className={styles.skipLink} href={`#${mainContentId}`}>
      {label}
    </ButtonLink>
  );
}
