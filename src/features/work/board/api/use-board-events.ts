/**
 * The board's live updates: reads GET /api/workspaces/{id}/events (Server-Sent Events) with fetch
 * and the bearer token — EventSource cannot send one — while the board is mounted and the page is
 * visible. Each event makes the queries it touches stale (model/live.ts), so open boards and task
 * dialogs refetch within a second of someone else's change. On a dropped connection it comes back
 * after a growing, jittered delay with Last-Event-ID, so the server can replay what was missed; a
 * refused token is renewed once through the API client's refresher; a 403/404 stops it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionDeps } from '@/lib/api-session';
import { workKeys } from '../../shared/api/query-keys';
import { createEventStreamParser, reconnectDelay, staleKeysOf } from '../model/live';

/** Renew a token this close to its expiry before connecting (the API client's margin). */
const EXPIRY_MARGIN_MS = 15_000;

class StopStream extends Error {}

async function bearerToken(stale?: string): Promise<string | null> {
  const { store, refreshSession } = await sessionDeps();
  const session = await store.read();
  if (!session) return null;
  if (stale === undefined && session.accessExpiresAt - EXPIRY_MARGIN_MS > Date.now()) return session.accessToken;
  const outcome = await refreshSession(stale ?? session.accessToken);
  return outcome.kind === 'refreshed' || outcome.kind === 'reused' ? outcome.session.accessToken : null;
}

/** Reads the stream once until it ends or fails; resolves when the server closed it. */
async function readStream(
  workspaceId: number,
  signal: AbortSignal,
  lastEventId: string | null,
  onChunk: (text: string) => void,
  onOpen: () => void,
): Promise<void> {
  let token = await bearerToken();
  for (let attempt = 0; ; attempt++) {
    if (!token) throw new StopStream('signed out');
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const response = await fetch(`/api/workspaces/${workspaceId}/events`, { headers, signal, cache: 'no-store' });
    if (response.status === 401 && attempt === 0) {
      token = await bearerToken(token);
      continue;
    }
    if (response.status === 401 || response.status === 403 || response.status === 404) {
      throw new StopStream(`status ${response.status}`);
    }
    if (!response.ok || !response.body) throw new Error(`status ${response.status}`);
    onOpen();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      onChunk(value);
    }
  }
}

export function useBoardEvents(workspaceId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let controller: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const parser = createEventStreamParser((event) => {
      if (event.workspaceId !== workspaceId) return;
      for (const queryKey of staleKeysOf(event)) void queryClient.invalidateQueries({ queryKey });
    });

    const connect = () => {
      clearTimeout(timer);
      if (stopped || controller || document.visibilityState === 'hidden') return;
      const current = new AbortController();
      controller = current;
      void readStream(
        workspaceId,
        current.signal,
        parser.lastEventId,
        (chunk) => parser.push(chunk),
        () => {
          attempt = 0;
        },
      )
        .then(
          () => true,
          (error: unknown) => !(error instanceof StopStream),
        )
        .then((again) => {
          if (controller !== current) return;
          controller = null;
          if (current.signal.aborted) return;
          if (!again) {
            stopped = true;
            return;
          }
          timer = setTimeout(connect, reconnectDelay(attempt++));
        });
    };
    const disconnect = () => {
      clearTimeout(timer);
      controller?.abort();
      controller = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') disconnect();
      else {
        // Back on the page: whatever happened meanwhile is refetched, then the stream resumes.
        void queryClient.invalidateQueries({ queryKey: workKeys.workspace(workspaceId) });
        attempt = 0;
        connect();
      }
    };
    const onOnline = () => {
      attempt = 0;
      if (!controller) connect();
    };

    connect();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
    };
  }, [workspaceId, queryClient]);
}
