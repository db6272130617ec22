import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a cooldown that ticks once a second. It starts at `initial` (default: the full
 * cooldown); `restart` starts it again from the top, or from the seconds the server says are left.
 */
export function useCountdown(
  seconds: number,
  initial = seconds,
): { remaining: number; restart: (from?: number) => void } {
  const [remaining, setRemaining] = useState(initial);
  const isRunning = remaining > 0;

  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setRemaining((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [isRunning]);

  const restart = useCallback((from?: number) => setRemaining(from ?? seconds), [seconds]);
  return { remaining, restart };
}
