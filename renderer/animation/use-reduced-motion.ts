import { useEffect, useState } from 'react';

const query = '(prefers-reduced-motion: reduce)';

/**
 * Whether the visitor asked for reduced motion, following later changes. The prerendered page cannot know, so
 * the first render says false and the real value arrives right after hydration; anything that moves waits for
 * `known` before it starts.
 */
export function useReducedMotion(): { reduced: boolean; known: boolean } {
  const [state, setState] = useState({ reduced: false, known: false });
  useEffect(() => {
    const media = window.matchMedia(query);
    const update = () => setState({ reduced: media.matches, known: true });
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return state;
}
