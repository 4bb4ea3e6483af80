import type { ElementType, ReactNode } from 'react';
import styles from './Card.module.css';

/**
 * A surface for one item of a list (a service, a case, an event, an office): media on top, then a body whose
 * last row (actions) sits at the bottom so cards in one grid row line up.
 */
export function Card({
  as: Tag = 'article',
  media,
  actions,
  className,
  children,
  ...rest
}: {
  as?: ElementType;
  media?: ReactNode;
  actions?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
  'aria-labelledby'?: string;
}) {
  return (
    <Tag className={[styles.card, className ?? ''].filter(Boolean).join(' ')} {...rest}>
      {media && <div className={styles.media}>{media}</div>}
      <div className={styles.body}>
        {children}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </Tag>
  );
}
