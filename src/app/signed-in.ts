/**
 * "Is someone signed in?" as this tab knows it: the session query (seeded at start from the
 * start-up read, app/boot-read.ts; set by the login, emptied by the logout). What only a signed-in
 * user needs — the outbox engine, the rights follower, the session-row watch — waits for it, so a
 * first visit to /login neither loads nor creates the offline database (Dexie, zod, the engine:
 * ~1 s of main thread at CPU ×4 in bench:lighthouse).
 */
import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from '@/features/auth/api/query-keys';

const sessionOf = (client: QueryClient) => client.getQueryData<unknown>(authKeys.session());

/** True only when the session query holds "nobody" (not when it is not known yet). */
export const knownSignedOut = (client: QueryClient) => sessionOf(client) === null;

/**
 * Runs `start` once, as soon as the session query holds someone: now, or after a sign-in in this
 * tab. Returns a function that stops waiting.
 */
export function whenSignedIn(client: QueryClient, start: () => void): () => void {
  const signedIn = () => sessionOf(client) != null;
  if (signedIn()) {
    start();
    return () => {};
  }
  const stop = client.getQueryCache().subscribe(() => {
    if (!signedIn()) return;
    stop();
    start();
  });
  return stop;
}
