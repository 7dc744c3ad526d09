import { useSyncExternalStore } from 'react';
import { COUNTDOWN_REFRESH_MS } from '@/contracts/work-vocabulary';

// One timer for every countdown on the board (500 cards must not mean 500 intervals). Each reader
// derives what it shows from the time and re-renders only when that changes: a card without a
// deadline never does, a countdown each second, a card's style when its deadline passes. (Reading
// the minute instead re-rendered all 500 cards at once every minute: ~2 s at CPU ×4.)
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let tick = Date.now();

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  if (timer === undefined) {
    tick = Date.now();
    timer = setInterval(() => {
      tick = Date.now();
      for (const l of listeners) l();
    }, COUNTDOWN_REFRESH_MS);
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
};

// The clock's time while it runs (every reader of one tick sees the same instant), else now.
const now = () => (timer === undefined ? Date.now() : tick);

/**
 * `read(now)` kept current by the board's one-second clock. `read` must return a value compared by
 * identity (a string, a number): the component re-renders only when it changes.
 */
export function useClock<T extends string | number | boolean | null>(read: (now: number) => T): T {
  return useSyncExternalStore(subscribe, () => read(now()));
}
