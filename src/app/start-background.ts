/**
 * What the app starts once the first screen is drawn, loaded as its own chunk from main.tsx: the
 * outbox engine (drains at start, on reconnect, when visible, after enqueue and login, on a timer),
 * the reaction to a session the server refused to refresh, and the console's rights following
 * the server. Neither is needed to draw a screen,
 * and both bring Dexie, zod and the API client, which the first screen of /login does not use.
 */
import { setSessionLostHandler } from '@/lib/api';
import { followServerRights } from '@/lib/follow-rights';
import { startOfflineEngine } from '@/offline/triggers';
import { queryClient } from './query-client';
import { clearPersistedQueries } from './query-persistence';
import { appRouter } from './router';

export function startBackground() {
  // The server refused to refresh the session (spec 000 §4): the session is already cleared; drop
  // every cached answer and send the user to /login.
  setSessionLostHandler(() => {
    queryClient.clear();
    void clearPersistedQueries();
    const router = appRouter();
    const { pathname, href } = router.state.location;
    if (pathname !== '/login') void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
  });
  // Menus and buttons follow an admin's change of this user's rights without a new login.
  followServerRights(queryClient);
  startOfflineEngine();
}
