import { useEffect, useState } from 'react';

/**
 * The value of the first media query that matches (else `otherwise`), following viewport changes. The
 * prerendered page and the first render use `initial`.
 */
export function useMediaValue<T>(queries: readonly (readonly [query: string, value: T])[], initial: T, otherwise: T): T {
  const [value, setValue] = useState(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the queries are constant per component
  useEffect(() => {
    const lists = queries.map(([query, matched]) => [window.matchMedia(query), matched] as const);
    const update = () => setValue(lists.find(([list]) => list.matches)?.[1] ?? otherwise);
    update();
    for (const [list] of lists) list.addEventListener('change', update);
    return () => {
      for (const [list] of lists) list.removeEventListener('change', update);
    };
  }, []);
  return value;
}
