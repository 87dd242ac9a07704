import { useCallback, useEffect, useState } from 'react';

/** Where the timer reads time; tests fake it (vi.useFakeTimers, Playwright's page.clock) or pass their own. */
export interface Clock {
  now: () => number;
  setInterval: (tick: () => void, ms: number) => ReturnType<typeof setInterval>;
  clearInterval: (id: ReturnType<typeof setInterval>) => void;
}

/** The real clock, looked up on every call so fake timers installed after this module loaded still apply. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setInterval: (tick, ms) => globalThis.setInterval(tick, ms),
  clearInterval: (id) => globalThis.clearInterval(id),
};

// Several ticks a second so the display never lags a whole second behind.
const TICK_MS = 250;

export type CallTimerStatus = 'idle' | 'playing' | 'ended';

/**
 * Whole seconds since start, stopping by itself at `limitSeconds`. Seconds come from the clock's
 * time, not from counting ticks, because browsers slow intervals down in background tabs.
 */
export function useCallTimer(limitSeconds: number, clock: Clock = systemClock) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [status, setStatus] = useState<CallTimerStatus>('idle');

  useEffect(() => {
    if (startedAt === null) return;
    const id = clock.setInterval(() => {
      const seconds = Math.min(limitSeconds, Math.floor((clock.now() - startedAt) / 1000));
      setElapsed(seconds);
      if (seconds >= limitSeconds) {
        setStartedAt(null);
        setStatus('ended');
      }
    }, TICK_MS);
    return () => clock.clearInterval(id);
  }, [startedAt, limitSeconds, clock]);

  const start = useCallback(() => {
    setElapsed(0);
    setStartedAt(clock.now());
    setStatus('playing');
  }, [clock]);

  const stop = useCallback(() => {
    setStartedAt(null);
    setStatus('ended');
  }, []);

  return { elapsed, status, start, stop };
}

/** 74 → '1:14' */
export function formatCallTime(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
