import { useEffect, useRef } from 'react';

/**
 * Calls `advance` every `delayMs` while `running`. A new `restartKey` (a move made by hand, say) starts the
 * wait over, so a visitor always gets the full delay after choosing an item.
 */
export function useAutoAdvance(advance: () => void, delayMs: number, running: boolean, restartKey?: unknown): void {
  const latest = useRef(advance);
  latest.current = advance;
  // biome-ignore lint/correctness/useExhaustiveDependencies: restartKey only restarts the timer
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => latest.current(), delayMs);
    return () => window.clearInterval(timer);
  }, [running, delayMs, restartKey]);
}
