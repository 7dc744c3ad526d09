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
import { readEventStream, StopStream } from '@/lib/event-stream';
import { workKeys } from '../../shared/api/query-keys';
import { createEventStreamParser, reconnectDelay, staleKeysOf } from '../model/live';

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
      void readEventStream(
        `/api/workspaces/${workspaceId}/events`,
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
