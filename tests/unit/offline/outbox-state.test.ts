import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { idempotencyKeyOf, type OutboxEvent, OutboxTransitionError, transition } from '@/offline/outbox-state';
import type { OutboxError, OutboxStatus } from '@/offline/types';
import { item, NOW } from './helpers';

const serverError: OutboxError = { status: 503, code: 'INTERNAL', message: 'Máy chủ đang bận.' };
const refusal: OutboxError = {
  status: 422,
  code: 'VALIDATION_ERROR',
  message: 'Bạn chưa nhận xe nên không thể trả xe.',
};

const events: Record<OutboxEvent['type'], OutboxEvent> = {
  send: { type: 'send', at: NOW },
  succeeded: { type: 'succeeded', at: NOW, response: { id: 1 } },
  failed: { type: 'failed', at: NOW, error: serverError, delayMs: 1_000 },
  refused: { type: 'refused', at: NOW, error: refusal },
  interrupted: { type: 'interrupted' },
  retry: { type: 'retry', at: NOW, newKey: 'NEWKEY0000000000000000000A' },
  edit: { type: 'edit', at: NOW, newKey: 'NEWKEY0000000000000000000B', payload: { xeId: 5, soTien: 1 } },
};

/** Every (status, event) pair and whether it is allowed. */
const allowed: Record<OutboxStatus, OutboxEvent['type'][]> = {
  queued: ['send', 'retry'],
  sending: ['succeeded', 'failed', 'refused', 'interrupted'],
  sent: [],
  'needs-attention': ['retry', 'edit'],
};

describe('outbox state machine', () => {
  describe('queued', () => {
    it('send → sending, nothing else changes', () => {
      const before = item({ status: 'queued', attempts: 2 });
      expect(transition(before, events.send)).toEqual({ ...before, status: 'sending' });
    });

    it('retry → due now under the same key (an earlier attempt may have reached the server)', () => {
      const before = item({ status: 'queued', attempts: 3, nextAttemptAt: NOW + 60_000, lastError: serverError });
      const after = transition(before, events.retry);
      expect(after).toEqual({ ...before, nextAttemptAt: NOW });
      expect(idempotencyKeyOf(after)).toBe(before.id);
    });

    it('cannot be edited (a lost answer may mean the server already has it)', () => {
      expect(() => transition(item({ status: 'queued' }), events.edit)).toThrow(OutboxTransitionError);
    });
  });

  describe('sending', () => {
    const sending = item({ status: 'sending', attempts: 1, lastError: serverError });

    it('succeeded → sent, counts the attempt, keeps the answer and clears the error', () => {
      const after = transition(sending, { type: 'succeeded', at: NOW + 5, response: { id: 42 } });
      expect(after.status).toBe('sent');
      expect(after.attempts).toBe(2);
      expect(after.sentAt).toBe(NOW + 5);
      expect(after.response).toEqual({ id: 42 });
      expect(after).not.toHaveProperty('lastError');
    });

    it('failed → queued with attempts+1, the error and the backoff', () => {
      const after = transition(sending, { type: 'failed', at: NOW, error: serverError, delayMs: 7_500 });
      expect(after).toEqual({
        ...sending,
        status: 'queued',
        attempts: 2,
        nextAttemptAt: NOW + 7_500,
        lastError: serverError,
      });
    });

    it('refused → needs-attention with the server message, attempts+1', () => {
      const after = transition(sending, events.refused);
      expect(after).toEqual({ ...sending, status: 'needs-attention', attempts: 2, lastError: refusal });
    });

    it('interrupted → queued, the attempt does not count', () => {
      const after = transition(sending, events.interrupted);
      expect(after).toEqual({ ...sending, status: 'queued' });
    });
  });

  describe('needs-attention', () => {
    const refused = item({ status: 'needs-attention', attempts: 4, nextAttemptAt: NOW - 10, lastError: refusal });

    it('retry → queued under a NEW key, attempts reset, error cleared', () => {
      const after = transition(refused, events.retry);
      expect(after.status).toBe('queued');
      expect(after.idempotencyKey).toBe('NEWKEY0000000000000000000A');
      expect(idempotencyKeyOf(after)).not.toBe(refused.id);
      expect(after.id).toBe(refused.id);
      expect(after.attempts).toBe(0);
      expect(after.nextAttemptAt).toBe(NOW);
      expect(after).not.toHaveProperty('lastError');
      expect(after.seq).toBe(refused.seq);
      expect(after.group).toBe(refused.group);
    });

    it('edit → queued with the new payload under a NEW key, same place in its group', () => {
      const after = transition(refused, events.edit);
      expect(after.status).toBe('queued');
      expect(after.payload).toEqual({ xeId: 5, soTien: 1 });
      expect(after.idempotencyKey).toBe('NEWKEY0000000000000000000B');
      expect(after.seq).toBe(refused.seq);
      expect(after.occurredAt).toBe(refused.occurredAt);
      expect(after).not.toHaveProperty('lastError');
    });
  });

  it('sent is final', () => {
    const sent = item({ status: 'sent', sentAt: NOW });
    for (const event of Object.values(events)) expect(() => transition(sent, event)).toThrow(OutboxTransitionError);
  });

  const statuses = Object.keys(allowed) as OutboxStatus[];
  const pairs = statuses.flatMap((status) =>
    (Object.keys(events) as OutboxEvent['type'][]).map(
      (type) => [status, type, allowed[status].includes(type)] as const,
    ),
  );
  it.each(pairs)('%s + %s allowed: %s', (status, type, ok) => {
    const before = item({ status });
    const frozen = structuredClone(before);
    if (ok) expect(() => transition(before, events[type])).not.toThrow();
    else expect(() => transition(before, events[type])).toThrow(`không thể "${type}" khi trạng thái là "${status}"`);
    // Pure: the input record is never modified.
    expect(before).toEqual(frozen);
  });

  it('the key is the id until a retry replaces it', () => {
    expect(idempotencyKeyOf({ id: 'A'.repeat(26) })).toBe('A'.repeat(26));
    expect(idempotencyKeyOf({ id: 'A'.repeat(26), idempotencyKey: 'B'.repeat(26) })).toBe('B'.repeat(26));
  });
});
