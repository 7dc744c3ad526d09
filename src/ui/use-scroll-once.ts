import { type RefObject, useEffect, useRef } from 'react';

const USER_ACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Scrolls `ref` into view once, when `wanted` and `ready` — unless the person has already started
 * using the page. A screen that waits for slow content above the target before scrolling would
 * otherwise yank the page from under a click (an open dropdown hides when its field leaves the view).
 */
export function useScrollOnceWhenReady(ref: RefObject<HTMLElement | null>, wanted: boolean, ready: boolean) {
  const settled = useRef(!wanted);

  useEffect(() => {
    if (settled.current) return;
    const giveUp = () => {
      settled.current = true;
    };
    for (const type of USER_ACTIONS) window.addEventListener(type, giveUp, { capture: true, once: true });
    return () => {
      for (const type of USER_ACTIONS) window.removeEventListener(type, giveUp, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (settled.current || !ready) return;
    settled.current = true;
    ref.current?.scrollIntoView({ block: 'start' });
  }, [ref, ready]);
}
