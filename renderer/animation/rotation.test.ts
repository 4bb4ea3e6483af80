import { describe, expect, test } from 'vitest';
import { initialSlide, isPreparing, rotate, type SlideState, slideOffset, slideReducer, swipeDirection, wrapIndex } from './rotation.ts';

describe('wrapIndex', () => {
  test('keeps indexes inside the list and wraps both ways', () => {
    expect([0, 1, 3, 4, 5, -1, -4, -5].map((index) => wrapIndex(index, 4))).toEqual([0, 1, 3, 0, 1, 3, 0, 3]);
  });
  test('an empty list has only index 0', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('rotate', () => {
  test('starts at the given item and wraps around', () => {
    expect(rotate(['a', 'b', 'c', 'd'], 1)).toEqual(['b', 'c', 'd', 'a']);
    expect(rotate(['a', 'b', 'c', 'd'], -1)).toEqual(['d', 'a', 'b', 'c']);
    expect(rotate(['a', 'b', 'c', 'd'], 4)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('swipeDirection', () => {
  test('50 px or more to the left is next, to the right previous', () => {
    expect(swipeDirection(-50)).toBe('next');
    expect(swipeDirection(-120)).toBe('next');
    expect(swipeDirection(50)).toBe('previous');
    expect(swipeDirection(60)).toBe('previous');
  });
  test('shorter drags are not swipes', () => {
    expect(swipeDirection(-49)).toBeUndefined();
    expect(swipeDirection(49)).toBeUndefined();
    expect(swipeDirection(0)).toBeUndefined();
  });
});

describe('slideReducer', () => {
  const count = 4;
  const run = (state: SlideState, ...actions: Parameters<typeof slideReducer>[1][]) => actions.reduce(slideReducer, state);

  test('next puts the track at rest, then slides forward, then the first item moves to the end', () => {
    const prepared = slideReducer(initialSlide, { type: 'next', count, instant: false });
    expect(prepared).toEqual({ start: 0, phase: 'forward-prepare', moves: 1 });
    expect(slideOffset(prepared.phase)).toEqual({ offset: 0, animated: false });
    const sliding = slideReducer(prepared, { type: 'settle' });
    expect(sliding).toEqual({ start: 0, phase: 'forward', moves: 1 });
    expect(slideOffset(sliding.phase)).toEqual({ offset: -1, animated: true });
    const done = slideReducer(sliding, { type: 'finish', count });
    expect(done).toEqual({ start: 1, phase: 'idle', moves: 1 });
    expect(slideOffset(done.phase)).toEqual({ offset: 0, animated: false });
  });

  test('previous puts the last item in front without a transition, then slides back', () => {
    const prepared = slideReducer(initialSlide, { type: 'previous', count, instant: false });
    expect(prepared).toEqual({ start: 3, phase: 'backward-prepare', moves: 1 });
    expect(slideOffset(prepared.phase)).toEqual({ offset: -1, animated: false });
    const sliding = slideReducer(prepared, { type: 'settle' });
    expect(slideOffset(sliding.phase)).toEqual({ offset: 0, animated: true });
    expect(slideReducer(sliding, { type: 'finish', count })).toEqual({ start: 3, phase: 'idle', moves: 1 });
  });

  test('four moves forward come back to the first item', () => {
    const next = { type: 'next', count, instant: false } as const;
    const settle = { type: 'settle' } as const;
    const finish = { type: 'finish', count } as const;
    const move = [next, settle, finish] as const;
    expect(run(initialSlide, ...move, ...move, ...move, ...move).start).toBe(0);
    expect(run(initialSlide, ...move, ...move, ...move).start).toBe(3);
  });

  test('a move batched with the end of the last slide starts from rest, so its change of offset is a transition', () => {
    const sliding = run(initialSlide, { type: 'next', count, instant: false }, { type: 'settle' });
    const batched = run(sliding, { type: 'finish', count }, { type: 'next', count, instant: false });
    expect(slideOffset(sliding.phase)).toEqual({ offset: -1, animated: true });
    expect(slideOffset(batched.phase)).toEqual({ offset: 0, animated: false });
    expect(isPreparing(batched.phase)).toBe(true);
  });

  test('instant moves (reduced motion) skip the transition', () => {
    expect(slideReducer(initialSlide, { type: 'previous', count, instant: true })).toEqual({ start: 3, phase: 'idle', moves: 1 });
    expect(slideReducer(initialSlide, { type: 'next', count, instant: true })).toEqual({ start: 1, phase: 'idle', moves: 1 });
  });

  test('a move during a slide is ignored, and finishing twice is harmless', () => {
    const sliding = run(initialSlide, { type: 'next', count, instant: false }, { type: 'settle' });
    expect(slideReducer(sliding, { type: 'previous', count, instant: false })).toBe(sliding);
    const done = slideReducer(sliding, { type: 'finish', count });
    expect(slideReducer(done, { type: 'finish', count })).toBe(done);
  });

  test('a single item never moves', () => {
    expect(slideReducer(initialSlide, { type: 'next', count: 1, instant: false })).toBe(initialSlide);
  });
});
