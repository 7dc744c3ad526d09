/**
 * Server-Sent Events read with fetch and the bearer token (EventSource cannot send one): the
 * framing parser, the token for the request, and one read of a stream until it ends. The board's
 * live updates and the AI writer's generation progress both read their streams through these.
 */
import { sessionDeps } from './api-session';

/**
 * Server-Sent Events framing: `id:` and `data:` fields, a blank line ends an event, `:` lines are
 * comments (keep-alives), a CR LF or a lone CR ends a line too, and a line may arrive in pieces.
 * Each complete event's parsed JSON data goes to `onData` (events whose data is not JSON are skipped).
 */
export function createSseParser(onData: (data: unknown, lastEventId: string | null) => void) {
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
    onData(parsed, lastEventId);
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

/** Renew a token this close to its expiry before connecting (the API client's margin). */
const EXPIRY_MARGIN_MS = 15_000;

/** The stream must not be opened again (signed out, refused, gone). */
export class StopStream extends Error {}

async function bearerToken(stale?: string): Promise<string | null> {
  const { store, refreshSession } = await sessionDeps();
  const session = await store.read();
  if (!session) return null;
  if (stale === undefined && session.accessExpiresAt - EXPIRY_MARGIN_MS > Date.now()) return session.accessToken;
  const outcome = await refreshSession(stale ?? session.accessToken);
  return outcome.kind === 'refreshed' || outcome.kind === 'reused' ? outcome.session.accessToken : null;
}

/**
 * Reads the stream at `url` once until it ends or fails; resolves when the server closed it. A
 * refused token is renewed once; 401/403/404 (and 409/422: nothing to follow) reject with StopStream.
 */
export async function readEventStream(
  url: string,
  signal: AbortSignal,
  lastEventId: string | null,
  onChunk: (text: string) => void,
  onOpen: () => void = () => undefined,
): Promise<void> {
  let token = await bearerToken();
  for (let attempt = 0; ; attempt++) {
    if (!token) throw new StopStream('signed out');
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const response = await fetch(url, { headers, signal, cache: 'no-store' });
    if (response.status === 401 && attempt === 0) {
      token = await bearerToken(token);
      continue;
    }
    if ([401, 403, 404, 409, 422].includes(response.status)) throw new StopStream(`status ${response.status}`);
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
