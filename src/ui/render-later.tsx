import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders `children` right after the screen around it is committed, in a transition: React then
 * renders them in slices of a few milliseconds between frames, instead of inside the one long task
 * that draws the first screen. For what sits below the fold of a first screen; what the user needs
 * at once (the heading, the next action) stays outside.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : null;
}
