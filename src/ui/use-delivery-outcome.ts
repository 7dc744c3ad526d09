/**
 * What became of a relayed request: after the server answered 202 with the delivery, its state is
 * polled (about once a second, up to ~20 s) until the receiver answered — delivered, failed with
 * its message, or still retrying (then it is in the log "Lần gửi gần đây"). Shared by the bulk
 * writing and yellow-pages screens, the share-to-fanpage dialog and the quotation's image path.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AutomationDelivery } from '@/contracts/automation';
import { OUTCOME_POLL_MS, OUTCOME_WAIT_MS } from '@/contracts/automation-vocabulary';
import { automationDeliveryKeys, getDelivery } from '@/lib/automation-deliveries';

export type DeliveryOutcome =
  | { kind: 'delivered'; delivery: AutomationDelivery }
  | { kind: 'failed'; delivery: AutomationDelivery; message: string | null }
  | { kind: 'pending'; delivery: AutomationDelivery };

/** The outcome a delivery's current state already tells, or null while it is still on its way. */
export function outcomeOf(delivery: AutomationDelivery, timedOut: boolean): DeliveryOutcome | null {
  if (delivery.state === 'delivered') return { kind: 'delivered', delivery };
  if (delivery.state === 'failed') return { kind: 'failed', delivery, message: delivery.responseMessage };
  return timedOut ? { kind: 'pending', delivery } : null;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      resolve();
    });
  });

export function useDeliveryOutcome(options: { pollMs?: number; waitMs?: number } = {}) {
  const pollMs = options.pollMs ?? OUTCOME_POLL_MS;
  const waitMs = options.waitMs ?? OUTCOME_WAIT_MS;
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  /** Polls until the delivery is settled or the wait is over; a lost poll keeps the last state. */
  const follow = useCallback(
    async (first: AutomationDelivery): Promise<DeliveryOutcome> => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setWaiting(true);
      const started = Date.now();
      let current = first;
      try {
        for (;;) {
          const done = outcomeOf(current, Date.now() - started >= waitMs || own.signal.aborted);
          if (done) return done;
          await sleep(pollMs, own.signal);
          try {
            current = await getDelivery(first.id);
          } catch {
            // A failed poll is not the receiver's answer: keep waiting until the wait is over.
          }
        }
      } finally {
        if (controller.current === own) setWaiting(false);
        void queryClient.invalidateQueries({ queryKey: automationDeliveryKeys.all });
      }
    },
    [pollMs, waitMs, queryClient],
  );

  return { follow, waiting };
}
