import { useSyncExternalStore } from 'react';
import { COUNTDOWN_REFRESH_MS } from '@/contracts/work-vocabulary';

// One timer for every countdown on the board (500 cards must not mean 500 intervals); each reader
// re-renders only when its own resolution's value changes (the card's style each minute, its
// countdown each second).
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  timer ??= setInterval(() => {
    for (const l of listeners) l();
  }, COUNTDOWN_REFRESH_MS);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
};

/** The current time, rounded down to `resolutionMs`, refreshed by the board's one-second clock. */
export function useClock(resolutionMs = COUNTDOWN_REFRESH_MS): number {
  return useSyncExternalStore(subscribe, () => Math.floor(Date.now() / resolutionMs) * resolutionMs);
}
