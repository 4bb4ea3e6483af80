import { describe, expect, it } from 'vitest';
import { brandFace, outlinedLine } from './brand-type.ts';

/** The leftmost and rightmost x an outline reaches (every number pair of the path is a point). */
function horizontalExtent(path: string): { left: number; right: number } {
  const numbers = [...path.matchAll(/-?\d+(\.\d+)?/g)].map((match) => Number(match[0]));
  const xs = numbers.filter((_, index) => index % 2 === 0);
  return { left: Math.min(...xs), right: Math.max(...xs) };
}

describe('outlined brand type (logos and share cards)', () => {
  it('places a line by its anchor as SVG text-anchor does', async () => {
    const face = await brandFace(600);
    const line = (anchor: 'start' | 'middle' | 'end') =>
      horizontalExtent(outlinedLine(face, 'TECNANDES', { x: 200, y: 50, size: 40, anchor }));
    const start = line('start');
    const middle = line('middle');
    const end = line('end');
    const width = start.right - start.left;
    expect(width).toBeGreaterThan(150);
    expect(start.left).toBeGreaterThanOrEqual(200);
    expect(start.left).toBeLessThan(206);
    expect(end.right).toBeLessThanOrEqual(200);
    expect(end.right).toBeGreaterThan(194);
    expect(Math.abs((middle.left + middle.right) / 2 - 200)).toBeLessThan(3);
  });

  it('spreads letters by the letter spacing, between letters only', async () => {
    const face = await brandFace(400, 'italic');
    const extent = (letterSpacing: number) => horizontalExtent(outlinedLine(face, 'Wärme', { x: 0, y: 30, size: 24, letterSpacing }));
    const tight = extent(0);
    const spaced = extent(5);
    expect(spaced.right - spaced.left - (tight.right - tight.left)).toBeCloseTo(4 * 5, 0);
  });

  it('draws with y growing downwards, the baseline at y', async () => {
    const face = await brandFace(700);
    const numbers = [...outlinedLine(face, 'H', { x: 0, y: 100, size: 50 }).matchAll(/-?\d+(\.\d+)?/g)].map((match) => Number(match[0]));
    const ys = numbers.filter((_, index) => index % 2 === 1);
    expect(Math.max(...ys)).toBeCloseTo(100, 0);
    expect(Math.min(...ys)).toBeLessThan(70);
  });
});
