import { Children, type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders `children` right after the screen around it is committed, one child at a time, each in a
 * transition: React renders a transition in slices of a few milliseconds between frames, but commits
 * it (DOM inserted, effects run, then the browser's layout) in one task. One commit for all of them
 * was a 75–100-ms task at CPU ×4 after the driver's dashboard painted, the longest one left; one per
 * child keeps each short. For what sits below the fold of a first screen; what the user needs at once
 * (the heading, the next action) stays outside.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  const [shown, setShown] = useState(0);
  // After each commit, the next child: in its own transition, so in its own render and commit.
  // Once all are on, a child that appears later (data arriving) renders with the others.
  useEffect(() => {
    if (shown < parts.length)
      startTransition(() => setShown(shown + 1 < parts.length ? shown + 1 : Number.POSITIVE_INFINITY));
  }, [shown, parts.length]);
  return parts.slice(0, shown);
}
