/**
 * The outbox item's state machine, as pure functions (no Dexie, no clock): drain() and the outbox
 * commands (retry, edit) compute the next record here and only then write it. The edges are drawn
 * on `transition` below.
 */
import type { OutboxError, OutboxItem, OutboxStatus } from './types';

export type OutboxEvent =
  | { type: 'send'; at: number }
  | { type: 'succeeded'; at: number; response: unknown }
  | { type: 'failed'; at: number; error: OutboxError; delayMs: number }
  | { type: 'refused'; at: number; error: OutboxError }
  /** The attempt stopped without an answer that counts (session over, context died): no attempt used. */
  | { type: 'interrupted' }
  /** From needs-attention `newKey` becomes the Idempotency-Key; from queued it is ignored. */
  | { type: 'retry'; at: number; newKey: string }
  | { type: 'edit'; at: number; newKey: string; payload: Record<string, unknown> };

export class OutboxTransitionError extends Error {
  constructor(
    readonly from: OutboxStatus,
    readonly event: OutboxEvent['type'],
  ) {
    super(`Outbox: không thể "${event}" khi trạng thái là "${from}".`);
    this.name = 'OutboxTransitionError';
  }
}

/** The key the server sees for this item. */
export const idempotencyKeyOf = (item: Pick<OutboxItem, 'id' | 'idempotencyKey'>) => item.idempotencyKey ?? item.id;

/** Whether the item still has to reach the server. */
export const isUnsent = (item: Pick<OutboxItem, 'status'>) => item.status !== 'sent';

/**
 * The item after `event`, or OutboxTransitionError when the event is not allowed in its status.
 * Never mutates `item`.
 *
 *   queued ──send──▶ sending ──succeeded──▶ sent
 *     ▲  ▲              │ ├──failed (network, 5xx, 408/409/429) ──▶ queued, attempts+1, backoff
 *     │  └─interrupted──┘ └──refused (other 4xx) ──▶ needs-attention, attempts+1, server message
 *     └──── retry / edit (new Idempotency-Key) ──── needs-attention
 *   queued ──retry──▶ queued (due now, same key: an earlier attempt may have reached the server)
 */
export function transition(item: OutboxItem, event: OutboxEvent): OutboxItem {
  const fail = (): never => {
    throw new OutboxTransitionError(item.status, event.type);
  };
  switch (event.type) {
    case 'send':
      if (item.status !== 'queued') fail();
      return { ...item, status: 'sending' };
    case 'succeeded': {
      if (item.status !== 'sending') fail();
      const { lastError: _lastError, ...rest } = item;
      return { ...rest, status: 'sent', attempts: item.attempts + 1, sentAt: event.at, response: event.response };
    }
    case 'failed':
      if (item.status !== 'sending') fail();
      return {
        ...item,
        status: 'queued',
        attempts: item.attempts + 1,
        nextAttemptAt: event.at + Math.max(0, event.delayMs),
        lastError: event.error,
      };
    case 'refused':
      if (item.status !== 'sending') fail();
      return { ...item, status: 'needs-attention', attempts: item.attempts + 1, lastError: event.error };
    case 'interrupted':
      if (item.status !== 'sending') fail();
      return { ...item, status: 'queued' };
    case 'retry': {
      if (item.status === 'queued') return { ...item, nextAttemptAt: event.at };
      if (item.status !== 'needs-attention') fail();
      // The server stored its refusal under the old key (and wrote nothing): resend under a new one.
      const { lastError: _lastError, ...rest } = item;
      return { ...rest, status: 'queued', attempts: 0, nextAttemptAt: event.at, idempotencyKey: event.newKey };
    }
    case 'edit': {
      // A queued item may already have reached the server (answer lost): it cannot change any more.
      if (item.status !== 'needs-attention') fail();
      const { lastError: _lastError, ...rest } = item;
      return {
        ...rest,
        status: 'queued',
        attempts: 0,
        nextAttemptAt: event.at,
        idempotencyKey: event.newKey,
        payload: event.payload,
      };
    }
  }
}
