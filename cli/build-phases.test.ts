import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhaseClock } from './build-phases.ts';

/**
 * On a fake clock, so the times are exact: a real one on a busy machine (a fresh clone's checks) overshoots a
 * 20 ms sleep, and the time between two marks then came out below any fixed bound.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe('PhaseClock', () => {
  it('times a phase run alongside the marked ones on its own, and says so, without moving their times', async () => {
    const clock = new PhaseClock();
    const index = clock.alongside('search index', async () => {
      await wait(60);
      return '4 languages';
    });
    await vi.advanceTimersByTimeAsync(20);
    clock.mark('media and site files', 'sitemap');
    await vi.advanceTimersByTimeAsync(40);
    await index;
    await vi.advanceTimersByTimeAsync(20);
    clock.mark('compression');
    expect(clock.phases.map(({ name, milliseconds }) => [name, milliseconds])).toEqual([
      ['media and site files', 20],
      // Its line comes in the order it ended, with its own time from start to end.
      ['search index', 60],
      // The marked phases still add up to the time the build took (80 ms): the one alongside counts in neither.
      ['compression', 60],
    ]);
    expect(clock.format()).toMatch(/^ {2}search index +60 ms {2}4 languages \(alongside the phases around it\)$/m);
  });
});
