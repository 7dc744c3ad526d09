/**
 * The board's live stream (GET /api/workspaces/{id}/events, text/event-stream): a parser of its
 * lines, the reconnect delay, and which queries an event makes stale. Pure, so the hook that reads
 * the stream (api/use-board-events.ts) is only wiring.
 */
import type { BoardEvent } from '@/contracts/work-vocabulary';
import { BOARD_EVENT_KINDS } from '@/contracts/work-vocabulary';
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

/**
 * Server-Sent Events framing: `id:` and `data:` fields, a blank line ends an event, `:` lines are
 * comments (keep-alives), a CR LF or a lone CR ends a line too, and a line may arrive in pieces.
 * Each complete event whose data is a BoardEvent goes to `onEvent`; anything else is skipped.
 */
export function createEventStreamParser(onEvent: (event: BoardEvent, lastEventId: string | null) => void) {
  let buffer = '';
  let data: string[] = [];
  let eventId: string | null = null;
  let lastEventId: string | null = null;

  const dispatch = () => {
    if (eventId !== null) lastEventId = eventId;
    eventId = null;
    if (data.length === 0) return;
    const text = data.join('\n');
    data = [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    if (!isBoardEvent(parsed)) return;
    const event = { ...parsed, id: parsed.id ?? lastEventId ?? '' };
    onEvent(event, lastEventId);
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) eventId = value;
  };

  return {
    /** Feeds a decoded chunk of the stream. */
    push(chunk: string) {
      buffer += chunk;
      for (;;) {
        const m = /\r\n|\r|\n/.exec(buffer);
        if (!m) break;
        // A lone CR at the very end may be the first half of CR LF: wait for the next chunk.
        if (m[0] === '\r' && m.index === buffer.length - 1) break;
        line(buffer.slice(0, m.index));
        buffer = buffer.slice(m.index + m[0].length);
      }
    },
    /** The id of the last complete event (sent back as Last-Event-ID on reconnect). */
    get lastEventId() {
      return lastEventId;
    },
  };
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
