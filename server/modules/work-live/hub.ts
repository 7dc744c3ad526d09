/**
 * The live boards of one server instance: it LISTENs once on `work_events` (every instance does,
 * on the same database, so a change made through any of them reaches the streams of all), reads
 * each announced row by id and hands it to the open streams of that workspace.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BoardEvent } from '@/contracts/work-vocabulary';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/access';
import { workspaceAccess } from '../work/visibility';
import { eventsAfter, eventsByIds, pruneEvents } from './events';
import { WORK_EVENTS_CHANNEL } from './publish';

/** A stream's reader is checked again (removed from the workspace? stream ends) at most this often. */
export const RECHECK_MS = 30_000;
const PRUNE_EVERY_MS = 3_600_000;

export type Subscriber = {
  workspaceId: number;
  actor: Actor;
  send(event: BoardEvent): void;
  /** The reader lost the workspace, or the server is stopping. */
  end(): void;
};

export class LiveBoards {
  private readonly byWorkspace = new Map<number, Set<Subscriber>>();
  private readonly checkedAt = new WeakMap<Subscriber, number>();
  private stopListening?: () => Promise<void>;
  private pruneTimer?: NodeJS.Timeout;
  /** Ids announced and not yet read: read together, in order, one query at a time. */
  private pending: number[] = [];
  private reading = false;
  /** The newest id handed out, to catch up from after the LISTEN connection was reopened. */
  private lastId = 0;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(WORK_EVENTS_CHANNEL, (payload) => this.announced(payload), {
      onReconnect: () => void this.catchUp(),
      onError: (err) => this.log.warn({ err }, 'Kết nối LISTEN work_events bị gián đoạn'),
    });
    const prune = () =>
      pruneEvents(this.database.db).catch((err) => this.log.error({ err }, 'Xóa sự kiện bảng cũ thất bại'));
    void prune();
    this.pruneTimer = setInterval(prune, PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  /** Ends every stream (so the server can close) and stops listening. */
  async stop(): Promise<void> {
    clearInterval(this.pruneTimer);
    for (const set of this.byWorkspace.values()) for (const s of set) s.end();
    this.byWorkspace.clear();
    await this.stopListening?.();
  }

  subscribe(s: Subscriber): () => void {
    const set = this.byWorkspace.get(s.workspaceId) ?? new Set<Subscriber>();
    this.byWorkspace.set(s.workspaceId, set);
    set.add(s);
    this.checkedAt.set(s, Date.now());
    return () => {
      set.delete(s);
      if (!set.size && this.byWorkspace.get(s.workspaceId) === set) this.byWorkspace.delete(s.workspaceId);
    };
  }

  get streamCount(): number {
    let n = 0;
    for (const set of this.byWorkspace.values()) n += set.size;
    return n;
  }

  private announced(payload: string) {
    const id = Number(payload);
    if (!Number.isSafeInteger(id) || id <= 0) return;
    this.lastId = Math.max(this.lastId, id);
    // Nobody watching here: nothing to read (the row stays for a later reconnect).
    if (!this.byWorkspace.size) return;
    this.pending.push(id);
    void this.drain();
  }

  private async drain() {
    if (this.reading) return;
    this.reading = true;
    try {
      while (this.pending.length) {
        const ids = this.pending.splice(0, 200);
        try {
          for (const event of await eventsByIds(this.database.db, ids)) this.deliver(event);
        } catch (err) {
          this.log.error({ err }, 'Đọc sự kiện bảng thất bại');
        }
      }
    } finally {
      this.reading = false;
    }
  }

  /** After the LISTEN connection came back: what the open boards missed while it was down. */
  private async catchUp() {
    const from = this.lastId;
    try {
      for (const workspaceId of [...this.byWorkspace.keys()]) {
        for (const event of await eventsAfter(this.database.db, workspaceId, from)) {
          this.lastId = Math.max(this.lastId, Number(event.id));
          this.deliver(event);
        }
      }
    } catch (err) {
      this.log.error({ err }, 'Đọc lại sự kiện bảng thất bại');
    }
  }

  private deliver(event: BoardEvent) {
    const set = this.byWorkspace.get(event.workspaceId);
    if (!set) return;
    const now = Date.now();
    for (const s of set) {
      s.send(event);
      if (now - (this.checkedAt.get(s) ?? 0) > RECHECK_MS) {
        this.checkedAt.set(s, now);
        // Events carry ids only (no titles or contents); a reader removed from the workspace gets
        // at most the events of one recheck period before the stream ends.
        workspaceAccess(this.database.db, s.actor, s.workspaceId).catch(() => s.end());
      }
    }
  }
}
