/**
 * Reads a Server-Sent Events answer from a listening server the way the board does (fetch with
 * the bearer header): frames are handed out one by one, comments included, so a test can wait
 * for the next event, a heartbeat, or check that nothing else came.
 */
export type StreamFrame = { id?: string; data?: string; comment?: string };

export type EventStreamReader = {
  status: number;
  headers: Headers;
  /** The next frame (comments included unless `events` only), or an error after `timeoutMs`. */
  next(timeoutMs?: number, filter?: 'events' | 'all'): Promise<StreamFrame>;
  close(): Promise<void>;
};

export async function openEventStream(
  url: string,
  token: string,
  lastEventId?: string,
): Promise<EventStreamReader & { body: string }> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: abort.signal,
  });
  if (!res.ok || !res.body) {
    const body = await res.text();
    return { status: res.status, headers: res.headers, body, next: () => Promise.reject(body), close: async () => {} };
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const frames: StreamFrame[] = [];
  let buffer = '';
  let reading: Promise<void> | undefined;
  const pull = async () => {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended');
    buffer += value;
    for (let at = buffer.indexOf('\n\n'); at >= 0; at = buffer.indexOf('\n\n')) {
      frames.push(parseFrame(buffer.slice(0, at)));
      buffer = buffer.slice(at + 2);
    }
  };
  return {
    status: res.status,
    headers: res.headers,
    body: '',
    async next(timeoutMs = 2000, filter = 'events') {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const i = frames.findIndex((f) => filter === 'all' || f.data !== undefined);
        if (i >= 0) return frames.splice(0, i + 1)[i] as StreamFrame;
        frames.length = 0;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${filter === 'all' ? 'frame' : 'event'} within ${timeoutMs} ms`);
        reading ??= pull().finally(() => {
          reading = undefined;
        });
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<'timeout'>((r) => {
          timer = setTimeout(() => r('timeout'), left);
        });
        await Promise.race([reading, timeout]).finally(() => clearTimeout(timer));
      }
    },
    async close() {
      abort.abort();
      await reader.cancel().catch(() => {});
    },
  };
}

function parseFrame(text: string): StreamFrame {
  const frame: StreamFrame = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    else if (line.startsWith('id: ')) frame.id = line.slice(4);
    else if (line.startsWith('data: ')) frame.data = (frame.data ? `${frame.data}\n` : '') + line.slice(6);
  }
  return frame;
}
