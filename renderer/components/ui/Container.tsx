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

/** A responsive grid of equal columns inside the container: one column on phones, up to `columns` from 1024 px. */
export function Grid({ columns = 3, className, children }: { columns?: 2 | 3 | 4; className?: string | undefined; children: ReactNode }) {
  return (
    <div className={[styles.grid, className ?? ''].filter(Boolean).join(' ')} data-columns={columns}>
      {children}
    </div>
  );
}
