/**
 * One Server-Sent Events answer over a hijacked reply (live boards, article generation progress):
 * headers that keep proxies from buffering, a comment as heartbeat, and an end when the reader
 * leaves, when the token that opened it expires (a logged-out reader stops hearing within minutes),
 * when the reader falls too far behind, or when the server closes. Routes only write frames.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../plugins/auth';

export const HEARTBEAT_MS = 15_000;
/** A reader this far behind (a stalled phone) is cut off rather than buffered for without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface EventStream {
  readonly closed: boolean;
  write(chunk: string): void;
  end(): void;
  /** Runs once when the stream ends, whoever ends it. */
  onEnd(cleanup: () => void): void;
}

/** Streams still open, so a closing server ends them instead of waiting on them forever. */
export class OpenStreams {
  private readonly ends = new Set<() => void>();
  add(stream: EventStream) {
    const end = () => stream.end();
    this.ends.add(end);
    stream.onEnd(() => this.ends.delete(end));
  }
  endAll() {
    for (const end of [...this.ends]) end();
  }
}

export function openEventStream(
  req: FastifyRequest,
  reply: FastifyReply,
  { heartbeatMs = HEARTBEAT_MS }: { heartbeatMs?: number } = {},
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    // nginx and similar would otherwise hold the events back in their buffers.
    'x-accel-buffering': 'no',
    'x-request-id': req.id,
  });
  raw.write(': connected\n\n');

  let closed = false;
  const cleanups: Array<() => void> = [];
  const stream: EventStream = {
    get closed() {
      return closed;
    },
    write(chunk) {
      if (closed) return;
      if (raw.writableLength > MAX_BUFFERED_BYTES) return stream.end();
      raw.write(chunk);
    },
    end() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(expiry);
      for (const cleanup of cleanups) cleanup();
      raw.end();
    },
    onEnd(cleanup) {
      if (closed) cleanup();
      else cleanups.push(cleanup);
    },
  };
  const heartbeat = setInterval(() => stream.write(': ping\n\n'), heartbeatMs);
  const expiry = setTimeout(() => stream.end(), Math.max(0, requireUser(req).expiresAt - Date.now()));
  raw.on('close', () => stream.end());
  return stream;
}
