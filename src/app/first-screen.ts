/**
 * "The first screen is on": main.tsx marks it a frame and a little after the router's first render
 * (or after 3 s whatever happens). Start-up work that drawing that screen does not need waits for
 * it, so it does not take the main thread from it on a slow phone.
 */
import { nextTask } from '@/lib/next-task';

let mark: () => void = () => undefined;

export const firstScreenOn = new Promise<void>((resolve) => {
  mark = resolve;
});

export const markFirstScreenOn = () => mark();

let lastTurn: Promise<void> = firstScreenOn;

/**
 * Resolves once the first screen is on, in a task of its own after the turns asked for before it.
 * Everything that waited on `firstScreenOn` itself ran in the one task that marked it, one after
 * another (the toasts' host, the tabs' prefetches, the revalidation, the worker's registration):
 * 24–39 ms at CPU ×1 in Lighthouse's traces of /login and /tai-xe, ~100–150 ms of their TBT at ×4.
 * One task each, the browser paints and answers input between them.
 */
export function firstScreenTurn(): Promise<void> {
  const turn = lastTurn.then(nextTask);
  lastTurn = turn;
  return turn;
}
