import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a cooldown that ticks once a second; `restart` starts it again from the top. */
export function useCountdown(seconds: number): { remaining: number; restart: () => void } {
  const [remaining, setRemaining] = useState(seconds);
  const isRunning = remaining > 0;

  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setRemaining((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [isRunning]);

  const restart = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, restart };
}
