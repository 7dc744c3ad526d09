import { type RefObject, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { COUNTDOWN_REFRESH_MS } from '@/contracts/work-vocabulary';
import { renderSkipping } from './render-skipping';

// One timer for every countdown on the board (500 cards must not mean 500 intervals). Each reader
// derives what it shows from the time and re-renders only when that changes: a card without a
// deadline never does, a card's style when its deadline passes. (Reading the minute instead
// re-rendered all 500 cards at once every minute: ~2 s at CPU ×4.)
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

/** Whatever has a text the clock writes: an element, or a stand-in in tests. */
export type TextTarget = { textContent: string | null };

export interface CurrentText {
  stop(): void;
  /** While skipped (off screen, not rendered), ticks write nothing; shown again, it is written at once. */
  setSkipped(skipped: boolean): void;
}

/** Keeps `target`'s text equal to `read(now)` from now on, at every tick of the clock, writing only when it changes. */
export function keepTextCurrent(target: TextTarget, read: (now: number) => string): CurrentText {
  let skipped = false;
  const write = () => {
    if (skipped) return;
    const text = read(now());
    if (target.textContent !== text) target.textContent = text;
  };
  write();
  return {
    stop: subscribe(write),
    setSkipped(value) {
      skipped = value;
      write();
    },
  };
}

/**
 * A text that changes every second, written into the element outside React: the element must have
 * no React children. A countdown changes at every tick, and 500 of them re-rendering through React
 * each second kept the main thread busy for tens of ms of every second at CPU ×4 (a press landing
 * then waited behind it). `boxesOf` gives the element's ancestors laid out with `content-visibility:
 * auto`: while the browser skips one, nothing is written (writing 500 texts was still ~35 ms a tick).
 * Pass a stable `read` (useCallback): a new one re-subscribes.
 */
export function useClockText<E extends HTMLElement>(
  read: (now: number) => string,
  boxesOf?: (el: E) => Element[],
): RefObject<E | null> {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const text = keepTextCurrent(el, read);
    const skipping = boxesOf ? renderSkipping.watch(boxesOf(el), (skipped) => text.setSkipped(skipped)) : undefined;
    if (skipping?.skipped) text.setSkipped(true);
    return () => {
      skipping?.stop();
      text.stop();
    };
  }, [read, boxesOf]);
  return ref;
}
