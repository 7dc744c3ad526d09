/**
 * "The first screen is on": main.tsx marks it a frame and a little after the router's first render
 * (or after 3 s whatever happens). Start-up work that drawing that screen does not need waits for
 * it, so it does not take the main thread from it on a slow phone.
 */
let mark: () => void = () => undefined;

export const firstScreenOn = new Promise<void>((resolve) => {
  mark = resolve;
});

export const markFirstScreenOn = () => mark();
