/**
 * The console follows the server's rights without a new login (issue 13): started once the first
 * screen is on (app/start-background.ts), so the screens' own code does not carry it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@/contracts/auth';
import { RIGHTS_VERSION_HEADER } from '@/contracts/vocabulary';
import { type AnswerListener, onServerAnswered } from './api';
import { ME_QUERY_KEY } from './current-user';

/**
 * Reloads /me when an answer says the rights changed: its rights version differs from the one
 * /me gave, or it is a 403 (a button or screen the console still offers was refused). Returns
 * the unsubscribe function; `subscribe` is the API client's answer feed (a fake in tests).
 */
export function followServerRights(
  queryClient: QueryClient,
  subscribe: (listener: AnswerListener) => () => void = onServerAnswered,
): () => void {
  return subscribe(({ status, headers }) => {
    const me = queryClient.getQueryData<CurrentUser>(ME_QUERY_KEY);
    // Nobody signed in yet (login, refresh): /me is fetched when the console needs it anyway.
    if (!me) return;
    const version = headers.get(RIGHTS_VERSION_HEADER);
    if (status !== 403 && (!version || version === me.phienBanQuyen)) return;
    // A burst of answers (a screen's queries) joins the one reload in flight.
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }, { cancelRefetch: false });
  });
}
