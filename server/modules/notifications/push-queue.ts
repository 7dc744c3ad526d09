/**
 * Sends stored notifications to their recipients' browsers, after the write that created them has
 * committed: a notification is stored inside the request's transaction, and its id is queued here.
 * The queue reads it back through the main connection — on PGlite that read waits for the running
 * transaction to end; on PostgreSQL it is retried for a few seconds until the commit shows (rows of
 * a rolled-back transaction never do, and are dropped). Each subscription is then sent separately:
 * 404/410 deletes it, 429/5xx/no answer is retried with exponential backoff (Retry-After honoured).
 * Fire-and-forget for callers; `idle()` lets tests wait for everything in flight.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Notification, PushPayload } from '@/contracts/notifications';
import { notificationUrl } from '@/contracts/notifications';
import type { Db } from '../../db/client';
import type { PushSender, PushTarget } from '../../integrations/web-push';
import * as repo from './repo';
import { escapeHtml, htmlToText } from './text';

export type PushQueueOptions = {
  /** Attempts after the first one for 429/5xx/no answer. */
  retries?: number;
  /** First retry delay; doubles each attempt, with ±20 % jitter, up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Delays between reads of freshly created notifications while their transaction commits. */
  lookupDelaysMs?: number[];
};

/** Push services accept 4096 bytes of encrypted record; the JSON must stay below what fits. */
export const MAX_PAYLOAD_BYTES = 3000;
const BODY_CHARS = 240;
export const PUSH_ICON = '/icons/icon-192.png';

/** The JSON the service worker decrypts: what to show, where a click leads, and the row itself. */
export function pushPayloadOf(n: Notification): string {
  const text = htmlToText(n.noiDung);
  const body = text.length > BODY_CHARS ? `${text.slice(0, BODY_CHARS - 1)}…` : text;
  const payload: PushPayload = {
    title: n.tieuDe,
    body,
    icon: PUSH_ICON,
    url: notificationUrl(n),
    notification: n,
  };
  const json = JSON.stringify(payload);
  if (Buffer.byteLength(json) <= MAX_PAYLOAD_BYTES) return json;
  // A long body travels as its plain-text summary; the list shows the full one after a reload.
  return JSON.stringify({ ...payload, notification: { ...n, noiDung: escapeHtml(body) } });
}

export class PushQueue {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly stop = new AbortController();
  private readonly retries: number;
  private readonly backoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly lookupDelaysMs: number[];

  constructor(
    private readonly db: Db,
    private readonly sender: PushSender,
    private readonly log: FastifyBaseLogger,
    options: PushQueueOptions = {},
  ) {
    this.retries = options.retries ?? 4;
    this.backoffMs = options.backoffMs ?? 2000;
    this.maxBackoffMs = options.maxBackoffMs ?? 60_000;
    this.lookupDelaysMs = options.lookupDelaysMs ?? [0, 50, 250, 1000, 4000];
  }

  /** Queues freshly stored notifications; returns at once. */
  enqueue(ids: readonly number[]): void {
    if (ids.length && !this.stop.signal.aborted) this.track(this.process([...ids]));
  }

  /** Resolves once nothing is being looked up, sent or waiting to be retried. */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  /** Stops retrying (pending backoffs end at once) and waits for sends already on the wire. */
  async close(): Promise<void> {
    this.stop.abort();
    await this.idle();
  }

  private track(work: Promise<void>) {
    const task = work
      .catch((err: unknown) => this.log.error({ err }, 'Gửi thông báo đẩy thất bại'))
      .finally(() => this.inFlight.delete(task));
    this.inFlight.add(task);
  }

  private sleep(ms: number): Promise<void> {
    if (ms <= 0 || this.stop.signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const signal = this.stop.signal;
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done);
    });
  }

  private async process(ids: number[]) {
    const waiting = new Set(ids);
    for (const delay of this.lookupDelaysMs) {
      await this.sleep(delay);
      if (this.stop.signal.aborted) return;
      const rows = await repo.listNotifications(this.db, { ids: [...waiting] }, { limit: waiting.size, offset: 0 });
      for (const { idNguoiNhan, ...row } of rows) {
        waiting.delete(row.id);
        this.track(this.fanOut(idNguoiNhan, { ...row, thoiGianTao: row.thoiGianTao.toISOString() }));
      }
      if (!waiting.size) return;
    }
  }

  private async fanOut(idNguoiNhan: number, n: Notification) {
    const subscriptions = await repo.subscriptionsOf(this.db, idNguoiNhan);
    if (!subscriptions.length) return;
    const payload = pushPayloadOf(n);
    for (const s of subscriptions) this.track(this.deliver(s, payload));
  }

  private async deliver(s: PushTarget & { id: number }, payload: string) {
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.sender.send(s, payload);
      if (outcome.kind === 'sent') return;
      if (outcome.kind === 'gone') {
        await repo.deleteSubscription(this.db, s.id);
        return;
      }
      if (outcome.kind === 'failed' || attempt >= this.retries || this.stop.signal.aborted) {
        this.log.warn({ status: outcome.status, subscription: s.id }, 'Dịch vụ đẩy từ chối thông báo');
        return;
      }
      const backoff = Math.min(this.maxBackoffMs, this.backoffMs * 2 ** attempt) * (0.8 + Math.random() * 0.4);
      await this.sleep(Math.min(this.maxBackoffMs, Math.max(backoff, outcome.retryAfterMs ?? 0)));
      if (this.stop.signal.aborted) return;
    }
  }
}
