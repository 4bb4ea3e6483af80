import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createRotation } from './tagline-rotation.ts';

describe('createRotation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function shown(count: number) {
    const moves: number[] = [];
    return { moves, rotation: createRotation(count, 4000, (index) => moves.push(index)) };
  }

  test('moves on every delay, not before, and wraps around', () => {
    const { moves } = shown(4);
    vi.advanceTimersByTime(3999);
    expect(moves).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(moves).toEqual([1]);
    vi.advanceTimersByTime(4000 * 4);
    expect(moves).toEqual([1, 2, 3, 0, 1]);
  });

  test('paused it stays; resumed it waits the whole delay again', () => {
    const { moves, rotation } = shown(4);
    vi.advanceTimersByTime(3000);
    rotation.setPaused(true);
    vi.advanceTimersByTime(4000 * 3);
    expect(moves).toEqual([]);
    rotation.setPaused(false);
    vi.advanceTimersByTime(3999);
    expect(moves).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(moves).toEqual([1]);
  });

  test('under reduced motion nothing moves, whatever the pause control says, until motion is allowed again', () => {
    const { moves, rotation } = shown(4);
    rotation.setReduced(true);
    rotation.setPaused(false);
    vi.advanceTimersByTime(4000 * 3);
    expect(moves).toEqual([]);
    rotation.setReduced(false);
    vi.advanceTimersByTime(4000);
    expect(moves).toEqual([1]);
  });

  test('a single tagline never moves', () => {
    const { moves } = shown(1);
    vi.advanceTimersByTime(4000 * 3);
    expect(moves).toEqual([]);
  });
});
