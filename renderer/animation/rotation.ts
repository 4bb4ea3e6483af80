/**
 * Index arithmetic of the rotating strips (video carousel, logo strip): pure, so it is unit-tested apart from
 * React and the browser.
 */

/** `index` brought into 0..count-1, whichever way it overflowed. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The items in display order, starting at `start` and wrapping around. */
export function rotate<T>(items: readonly T[], start: number): T[] {
  const first = wrapIndex(start, items.length);
  return [...items.slice(first), ...items.slice(0, first)];
}

/** The horizontal distance a pointer must travel for a swipe (SPEC.md section 9). */
const swipeThreshold = 50;

/** A drag to the left shows the next item, to the right the previous one; shorter drags are clicks. */
export function swipeDirection(deltaX: number, threshold: number = swipeThreshold): 'next' | 'previous' | undefined {
  if (deltaX <= -threshold) return 'next';
  if (deltaX >= threshold) return 'previous';
  return undefined;
}

/**
 * A slide in two steps, so the strip never needs copies of its items: forward slides the track one item to
 * the left and then moves the first item to the end; backward first moves the last item to the front while
 * the track is shifted one item left (no visible change) and then slides the track back into place.
 *
 * Both directions start with a `prepare` phase that puts the track, without a transition, where the slide
 * starts, and the browser computes that position before the slide is asked for. Without it, the end of one
 * slide and the next move can reach React in the same batch (the auto-advance timer firing as a transition
 * ends): the track would go from offset -1 straight to offset -1, which is no change, so no transition runs
 * and the slide would hang until its fallback timer.
 */
type SlidePhase = 'idle' | 'forward-prepare' | 'forward' | 'backward-prepare' | 'backward';

export interface SlideState {
  /** Index of the item shown first. */
  start: number;
  phase: SlidePhase;
  /** How many moves were asked for: a new move restarts the auto-advance timer. */
  moves: number;
}

type SlideAction =
  | { type: 'next' | 'previous'; count: number; instant: boolean }
  /** The track sits where the slide starts: start the transition. */
  | { type: 'settle' }
  /** The track's transition ended (or its fallback timer fired). */
  | { type: 'finish'; count: number };

export const initialSlide: SlideState = { start: 0, phase: 'idle', moves: 0 };

export function slideReducer(state: SlideState, action: SlideAction): SlideState {
  switch (action.type) {
    case 'next':
    case 'previous': {
      if (action.count < 2 || state.phase !== 'idle') return state;
      const step = action.type === 'next' ? 1 : -1;
      const moves = state.moves + 1;
      if (action.instant) return { start: wrapIndex(state.start + step, action.count), phase: 'idle', moves };
      if (action.type === 'next') return { ...state, phase: 'forward-prepare', moves };
      return { start: wrapIndex(state.start - 1, action.count), phase: 'backward-prepare', moves };
    }
    case 'settle':
      if (state.phase === 'forward-prepare') return { ...state, phase: 'forward' };
      if (state.phase === 'backward-prepare') return { ...state, phase: 'backward' };
      return state;
    case 'finish':
      if (state.phase === 'forward') return { ...state, start: wrapIndex(state.start + 1, action.count), phase: 'idle' };
      if (state.phase === 'backward') return { ...state, phase: 'idle' };
      return state;
  }
}

/** Whether the track is being put, without a transition, where a slide starts. */
export function isPreparing(phase: SlidePhase): boolean {
  return phase === 'forward-prepare' || phase === 'backward-prepare';
}

/** The track's offset in items (-1: shifted one item to the left) and whether it moves there with a transition. */
export function slideOffset(phase: SlidePhase): { offset: 0 | -1; animated: boolean } {
  switch (phase) {
    case 'forward-prepare':
      return { offset: 0, animated: false };
    case 'forward':
      return { offset: -1, animated: true };
    case 'backward-prepare':
      return { offset: -1, animated: false };
    case 'backward':
      return { offset: 0, animated: true };
    case 'idle':
      return { offset: 0, animated: false };
  }
}
