import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import styles from './Grid.module.css';
import { type GridColumns, gridBreakpoints } from './grid-columns.ts';

/**
 * What makes an element the shared grid: its class, the columns at each breakpoint as custom properties, and
 * `data-grid` naming those columns, for the layout tests (tests/cards.test.ts) to compare with what the browser
 * draws. `balanced`: rows centred, so a last row shorter than the others sits in the middle (chosen by
 * balancedColumns, it is never less than half full).
 */
export function gridProps(columns: GridColumns, { balanced = false }: { balanced?: boolean } = {}) {
  const steps = gridBreakpoints.flatMap((breakpoint) => {
    const count = columns[breakpoint];
    return count === undefined ? [] : [[breakpoint, count] as const];
  });
  return {
    className: balanced ? `${styles.grid} ${styles.balanced}` : styles.grid,
    style: Object.fromEntries(steps.map(([breakpoint, count]) => [`--grid-${breakpoint}`, count])) as CSSProperties,
    'data-grid': steps.map(([breakpoint, count]) => `${breakpoint}:${count}`).join(' '),
  };
}

/**
 * The site's one grid for lists of cards (events, tiles, sectors, offices): equal columns, one gap, the first
 * column on the container's left edge. A list says how many columns it has from which breakpoint and nothing
 * else, so every card list of the site lines up the same way.
 */
export function Grid({
  as: Tag = 'ul',
  columns,
  className,
  children,
  ...rest
}: {
  as?: 'ul' | 'div';
  columns: GridColumns;
  className?: string | undefined;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, 'className' | 'children' | 'style'>) {
  const grid = gridProps(columns);
  return (
    <Tag {...rest} {...grid} className={[grid.className, className ?? ''].filter(Boolean).join(' ')}>
      {children}
    </Tag>
  );
}
