import { describe, expect, it } from 'vitest';
import { balancedColumnCount, balancedColumns } from './grid-columns.ts';

const rows = (count: number, columns: number) =>
  Array.from({ length: Math.ceil(count / columns) }, (_, row) => Math.min(columns, count - row * columns));

describe('balanced columns', () => {
  it("sets Peru's and Brazil's nine logos without a lone last logo at every width", () => {
    expect(balancedColumns(9, { base: 2, sm: 4, md: 5 })).toEqual({ base: 2, sm: 3, md: 5 });
    expect(rows(9, 5)).toEqual([5, 4]);
  });

  it("gives Ecuador's thirteen logos a last row at least half full where the width allows it", () => {
    expect(rows(13, balancedColumnCount(13, 5))).toEqual([5, 5, 3]);
    expect(rows(13, balancedColumnCount(13, 2))).toEqual([2, 2, 2, 2, 2, 2, 1]);
  });

  it('keeps the widest row on a tie and one row for fewer items than columns', () => {
    expect(balancedColumnCount(8, 4)).toBe(4);
    expect(balancedColumnCount(3, 5)).toBe(3);
    expect(balancedColumnCount(0, 5)).toBe(1);
  });
});
