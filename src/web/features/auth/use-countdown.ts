import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds (docs/product.md §4: resend is disabled until the 120-second countdown ends;
 * resending restarts it). Ticks from a deadline, so a slow tab never drifts.
 */
export function useCountdown(seconds: number): {
  remaining: number;
  restart: (from?: number) => void;
} {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(
    (from: number = seconds) => {
      setDeadline(Date.now() + from * 1000);
      setRemaining(from);
    },
    [seconds],
  );

  return { remaining, restart };
}

/**
 * mm:ss (docs/product.md §2 OTP screens).
 *
 * @example formatCountdown(120) // '02:00'
 */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
