import type { ElementType, ReactNode } from 'react';
import styles from './Container.module.css';

/**
 * The one content column: every band of header, main and footer puts its content in it, so all share one left
 * edge at every width (tests/layout.test.ts checks it).
 */
export function Container({
  as: Tag = 'div',
  className,
  children,
}: {
  as?: ElementType;
  className?: string | undefined;
  children: ReactNode;
}) {
  return <Tag className={[styles.container, className ?? ''].filter(Boolean).join(' ')}>{children}</Tag>;
}
