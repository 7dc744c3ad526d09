/**
 * The device's offset to the server clock (offset = server − device, in ms), measured from API
 * answers — an `X-Server-Time` header (epoch ms) when the server sends one, else the `Date` header
 * (1 s resolution) — and kept in the `meta` table so page and worker share it. Every response of
 * the API client and of drain() is observed; each outbox item is stamped with the offset of the
 * moment it was queued, so the server can place late reports on its own clock.
 */
import { db as defaultDb, type VanTaiDb } from './db';

export const CLOCK_META_KEY = 'clockOffset';

/** Optional precise server time (epoch ms); the `Date` header is the fallback. */
import { SERVER_TIME_HEADER } from '@/contracts/offline-write';

export { SERVER_TIME_HEADER };

export interface ClockSample {
  offsetMs: number;
  /** Half-width of the interval the true offset lies in. */
  uncertaintyMs: number;
  /** Device time of the measurement. */
  measuredAt: number;
}

/** Answers slower than this tell too little about the time they were produced. */
const MAX_RTT_MS = 30_000;
/** A better sample replaces the stored one; any sample replaces one older than this. */
const SAMPLE_TTL_MS = 10 * 60_000;

/**
 * The offset one answer implies, or null when it says nothing reliable (no usable header, served
 * from a cache — `Age` header —, or too slow). The server's clock was read somewhere between
 * sending and receiving: we assume the midpoint.
 */
export function measureOffset(
  headers: Headers,
  sentAt: number,
  receivedAt: number,
): Omit<ClockSample, 'measuredAt'> | null {
  const rtt = receivedAt - sentAt;
  if (!(rtt >= 0 && rtt <= MAX_RTT_MS) || headers.has('age')) return null;
  const mid = sentAt + rtt / 2;
  const precise = Number(headers.get(SERVER_TIME_HEADER) ?? Number.NaN);
  if (Number.isFinite(precise) && precise > 0) {
    return { offsetMs: Math.round(precise - mid), uncertaintyMs: Math.ceil(rtt / 2) };
  }
  const date = Date.parse(headers.get('date') ?? '');
  if (!Number.isFinite(date)) return null;
  // `Date` is truncated to the second: the server's time was in [date, date + 1000).
  return { offsetMs: Math.round(date + 500 - mid), uncertaintyMs: Math.ceil(500 + rtt / 2) };
}

/** Whether `next` should replace `current`: fresher when stale, more precise, or a real clock jump. */
export function shouldReplace(current: ClockSample | null, next: ClockSample): boolean {
  if (!current) return true;
  if (next.measuredAt - current.measuredAt > SAMPLE_TTL_MS || next.measuredAt < current.measuredAt) return true;
  if (next.uncertaintyMs < current.uncertaintyMs) return true;
  return Math.abs(next.offsetMs - current.offsetMs) > next.uncertaintyMs + current.uncertaintyMs;
}

const isSample = (value: unknown): value is ClockSample =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ClockSample).offsetMs === 'number' &&
  typeof (value as ClockSample).uncertaintyMs === 'number' &&
  typeof (value as ClockSample).measuredAt === 'number';

export interface ClockDeps {
  db?: VanTaiDb;
  now?: () => number;
}

export function createClock({ db = defaultDb, now = Date.now }: ClockDeps = {}) {
  let cached: ClockSample | null = null;
  let writing: Promise<void> = Promise.resolve();

  const read = async (): Promise<ClockSample | null> => {
    const row = await db.meta.get(CLOCK_META_KEY);
    const sample = isSample(row?.value) ? row.value : null;
    if (sample) cached = sample;
    return sample;
  };

  return {
    /** Records what one answer says about the server's clock. Never throws. */
    observe(headers: Headers, sentAt: number, receivedAt: number = now()): Promise<void> {
      const measured = measureOffset(headers, sentAt, receivedAt);
      if (!measured) return writing;
      const sample: ClockSample = { ...measured, measuredAt: receivedAt };
      writing = writing
        .then(async () => {
          const current = cached ?? (await read());
          if (!shouldReplace(current, sample)) return;
          cached = sample;
          await db.meta.put({ key: CLOCK_META_KEY, value: sample });
        })
        .catch(() => undefined);
      return writing;
    },
    /** The last kept measurement (shared by page and worker), or null before the first one. */
    sample: read,
    /** Server − device in ms; 0 until something was measured. */
    async offsetMs(): Promise<number> {
      await writing;
      return (await read())?.offsetMs ?? 0;
    },
    /** The server's time now, from the last offset this context has seen (0 before that). */
    serverNow: (): number => now() + (cached?.offsetMs ?? 0),
  };
}

export type Clock = ReturnType<typeof createClock>;

export const clock: Clock = createClock();

/** The API client's hook: feeds every answer's headers to the shared clock. */
export const observeServerClock = (headers: Headers, sentAt: number, receivedAt?: number) => {
  void clock.observe(headers, sentAt, receivedAt);
};
