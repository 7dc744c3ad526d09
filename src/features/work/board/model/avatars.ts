/** Avatars before "+N" (spec 002 §2.3): a column header shows 3, a card 1. */
export function avatarsWithRest<T>(
  users: readonly T[],
  max: number,
): { shown: T[]; rest: number; restText: string | null } {
  const shown = users.slice(0, Math.max(0, max));
  const rest = users.length - shown.length;
  return { shown, rest, restText: rest > 0 ? `+${rest}` : null };
}
