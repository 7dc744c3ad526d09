/**
 * Sends stored notifications to their recipients' browsers through the persisted job queue: a
 * notification is stored inside the request's transaction and its push job ('web-push', payload
 * the notification ids) is inserted in that same transaction — it exists only if the write
 * commits, and a push still waiting when the server stops is sent by the next one to start. Each
 * subscription is sent separately: 404/410 deletes it, a refusal is logged, 429/5xx/no answer makes
 * the job retry with exponential backoff (Retry-After honoured as the earliest next run); a retry
 * skips the subscriptions an earlier attempt already reached (kept in the job's progress).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Notification, PushPayload } from '@/contracts/notifications';
import { notificationUrl } from '@/contracts/notifications';
import type { Db } from '../../db/client';
import type { PushSender, PushTarget } from '../../integrations/web-push';
import { type JobContext, JobError, type Jobs } from '../../lib/jobs';
import * as repo from './repo';
import { escapeHtml, htmlToText } from './text';

export type PushQueueOptions = {
  /** Attempts after the first one for 429/5xx/no answer. */
  retries?: number;
  /** First retry delay; doubles each attempt, with ±20 % jitter, up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
};

export const PUSH_JOB_QUEUE = 'web-push';
export type PushJob = { notificationIds: number[] };
/** What an attempt stores: the `notificationId:subscriptionId` pairs already settled. */
type PushProgress = { done: string[] };

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
  constructor(
    private readonly db: Db,
    private readonly jobs: Jobs,
    private readonly sender: PushSender,
    private readonly log: FastifyBaseLogger,
    options: PushQueueOptions = {},
  ) {
    jobs.work<PushJob>(
      PUSH_JOB_QUEUE,
      {
        retryLimit: options.retries ?? 4,
        retryBackoffMs: options.backoffMs ?? 2000,
        maxBackoffMs: options.maxBackoffMs ?? 60_000,
        // Every subscription is sent at once, each bounded by the sender's own timeout.
        timeoutMs: 120_000,
        concurrency: 4,
      },
      (job, ctx) => this.deliver(job, ctx),
    );
  }

  /** Queues the push of freshly stored notifications inside the transaction that stored them. */
  async enqueue(tx: Db, ids: readonly number[]): Promise<void> {
    if (ids.length) await this.jobs.send<PushJob>(PUSH_JOB_QUEUE, { notificationIds: [...ids] }, { db: tx });
  }

  /** One job: every subscription of every recipient not reached yet. */
  private async deliver({ notificationIds }: PushJob, ctx: JobContext) {
    const done = new Set((ctx.previous as PushProgress | null)?.done ?? []);
    const rows = await repo.listNotifications(
      this.db,
      { ids: notificationIds },
      { limit: notificationIds.length, offset: 0 },
    );
    ctx.signal.throwIfAborted();
    const subscriptions = new Map<number, Awaited<ReturnType<typeof repo.subscriptionsOf>>>();
    const sends: Promise<void>[] = [];
    let waiting = 0;
    let retryAfterMs = 0;
    const send = async (key: string, s: PushTarget & { id: number }, payload: string) => {
      const outcome = await this.sender.send(s, payload);
      if (outcome.kind === 'retry') {
        waiting++;
        retryAfterMs = Math.max(retryAfterMs, outcome.retryAfterMs ?? 0);
        return;
      }
      if (outcome.kind === 'gone') await repo.deleteSubscription(this.db, s.id);
      if (outcome.kind === 'failed') {
        this.log.warn({ status: outcome.status, subscription: s.id }, 'Dịch vụ đẩy từ chối thông báo');
      }
      done.add(key);
    };
    for (const { idNguoiNhan, ...row } of rows) {
      let targets = subscriptions.get(idNguoiNhan);
      if (!targets) {
        targets = await repo.subscriptionsOf(this.db, idNguoiNhan);
        subscriptions.set(idNguoiNhan, targets);
      }
      const payload = pushPayloadOf({ ...row, thoiGianTao: row.thoiGianTao.toISOString() });
      for (const s of targets) {
        const key = `${row.id}:${s.id}`;
        if (!done.has(key)) sends.push(send(key, s, payload));
      }
    }
    await Promise.all(sends);
    if (!waiting) return { sent: done.size };
    await ctx.progress({ done: [...done] } satisfies PushProgress);
    throw new JobError(`Dịch vụ đẩy chưa nhận ${waiting} thông báo, sẽ gửi lại.`, { retryAfterMs });
  }
}
