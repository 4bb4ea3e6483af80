/** The breakpoints of renderer/styles/media.css a grid can change its number of columns at (base: below sm). */
export const gridBreakpoints = ['base', 'sm', 'md', 'lg', 'xl'] as const;
export type GridColumns = Partial<Record<(typeof gridBreakpoints)[number], number>>;

/**
 * The number of columns, at most `most`, that sets `count` items in rows without a lone straggler (9 logos at most
 * 4 to a row: 3 + 3 + 3, not 4 + 4 + 1): the widest choice, down to three quarters of `most`, whose last row is at
 * least half full, else the one with the fullest last row. Fewer items than `most` take one row.
 */
export function balancedColumnCount(count: number, most: number): number {
  if (count <= most) return Math.max(count, 1);
  const fill = (columns: number) => (count % columns === 0 ? 1 : (count % columns) / columns);
  let fullest = most;
  for (let columns = most; columns >= Math.max(2, Math.ceil(most * 0.75)); columns -= 1) {
    if (fill(columns) >= 0.5) return columns;
    if (fill(columns) > fill(fullest)) fullest = columns;
  }
  return fullest;
}

/** balancedColumnCount at every breakpoint of `most`. */
export function balancedColumns(count: number, most: GridColumns): GridColumns {
  return Object.fromEntries(
    Object.entries(most).map(([breakpoint, columns]) => [breakpoint, balancedColumnCount(count, columns)]),
  ) as GridColumns;
}
