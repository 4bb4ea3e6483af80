import { type CSSProperties, type TransitionEvent, useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { initialSlide, isPreparing, slideOffset, slideReducer } from './rotation.ts';

// The prerenderer has no layout: a layout effect there would only warn.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * One-item slides of a track of `count` items with CSS transitions (see rotation.ts). The track element gets
 * `ref`, `onTransitionEnd` and the `--slide-offset` / `data-animated` its stylesheet turns into a transform.
 * `instant` (reduced motion) moves without a transition. `durationMs` is the transition's length: if a
 * transition never ends (a hidden tab, say), the slide is finished a little after it.
 */
export function useSlidingRotation<Track extends HTMLElement>(
  count: number,
  { instant, durationMs }: { instant: boolean; durationMs: number },
) {
  const [state, dispatch] = useReducer(slideReducer, initialSlide);
  const trackRef = useRef<Track>(null);
  const { offset, animated } = slideOffset(state.phase);

  // The track sits, without a transition, where the slide starts (backward: the last item is now first and the
  // track shifted left). Reading the layout commits that position, so the slide is animated from there, before
  // anything is painted.
  useBrowserLayoutEffect(() => {
    if (!isPreparing(state.phase)) return;
    void trackRef.current?.offsetWidth;
    dispatch({ type: 'settle' });
  }, [state.phase]);

  useEffect(() => {
    if (state.phase !== 'forward' && state.phase !== 'backward') return;
    const timer = window.setTimeout(() => dispatch({ type: 'finish', count }), durationMs + 150);
    return () => window.clearTimeout(timer);
  }, [state.phase, count, durationMs]);

  const next = useCallback(() => dispatch({ type: 'next', count, instant }), [count, instant]);
  const previous = useCallback(() => dispatch({ type: 'previous', count, instant }), [count, instant]);
  const onTransitionEnd = useCallback(
    (event: TransitionEvent<HTMLElement>) => {
      // Transitions inside the items (a caption fading in) bubble up here too.
      if (event.target === event.currentTarget && event.propertyName === 'transform') dispatch({ type: 'finish', count });
    },
    [count],
  );

  return {
    start: state.start,
    moves: state.moves,
    sliding: state.phase !== 'idle',
    next,
    previous,
    track: {
      ref: trackRef,
      onTransitionEnd,
      style: { '--slide-offset': offset } as CSSProperties,
      'data-animated': animated ? 'true' : 'false',
    },
  };
}
