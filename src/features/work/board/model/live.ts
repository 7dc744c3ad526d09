/**
 * The board's live stream (GET /api/workspaces/{id}/events, text/event-stream): a parser of its
 * lines, the reconnect delay, and which queries an event makes stale. Pure, so the hook that reads
 * the stream (api/use-board-events.ts) is only wiring.
 */
import type { BoardEvent } from '@/contracts/work-vocabulary';
import { BOARD_EVENT_KINDS } from '@/contracts/work-vocabulary';
import { createSseParser } from '@/lib/event-stream';
import { workKeys } from '../../shared/api/query-keys';

const isBoardEvent = (v: unknown): v is BoardEvent => {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return (
    typeof e.workspaceId === 'number' &&
    typeof e.kind === 'string' &&
    (BOARD_EVENT_KINDS as readonly string[]).includes(e.kind)
  );
};

/** The board's events of a stream (anything else in it is skipped); see lib/event-stream.ts for the framing. */
export function createEventStreamParser(onEvent: (event: BoardEvent, lastEventId: string | null) => void) {
  return createSseParser((parsed, lastEventId) => {
    if (!isBoardEvent(parsed)) return;
    onEvent({ ...parsed, id: parsed.id ?? lastEventId ?? '' }, lastEventId);
  });
}

export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** Exponential backoff with full jitter: attempt 0 → up to 1 s, then 2 s, 4 s … capped at 30 s. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The queries one event makes stale: the board (and its statistics), and the task's dialog when it names one. */
export function staleKeysOf(event: BoardEvent) {
  const keys: (readonly unknown[])[] = [workKeys.workspace(event.workspaceId)];
  if (event.kind === 'workspace') keys.push(workKeys.workspaces());
  if (event.taskId !== undefined && event.kind !== 'column') keys.push(workKeys.task(event.taskId));
  return keys;
}
