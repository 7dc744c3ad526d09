/**
 * What the phone's outbox does, for API tests: every write carries a fresh Idempotency-Key
 * (unless the test replays one) and, when given, the device time and clock offset headers.
 * Plus lookups of the seeded fleet by plate / username, so tests never guess serial ids.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { nguoiDung, xe, xePhanCong } from '../../../server/db/schema';
import { bearer, type TestApp } from './test-app';

export const newKey = () => `01T${randomBytes(12).toString('hex')}`;

export type WriteOptions = {
  /** Idempotency-Key to use; `null` sends none (office screens). A fresh one by default. */
  key?: string | null;
  occurredAt?: string;
  clockOffsetMs?: number;
};

export function write(app: TestApp['app'], token: string, url: string, payload: unknown, o: WriteOptions = {}) {
  const key = o.key === undefined ? newKey() : o.key;
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: {
      ...bearer(token),
      ...(key ? { 'idempotency-key': key } : {}),
      ...(o.occurredAt ? { 'x-occurred-at': o.occurredAt } : {}),
      ...(o.clockOffsetMs !== undefined ? { 'x-clock-offset-ms': String(o.clockOffsetMs) } : {}),
    },
  });
}

export const read = (app: TestApp['app'], token: string, url: string) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });

export async function userId(db: Db, username: string): Promise<number> {
  const [row] = await db
    .select({ id: nguoiDung.idNguoiDung })
    .from(nguoiDung)
    .where(eq(nguoiDung.tenDangNhap, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

export async function vehicleByPlate(db: Db, bienSo: string) {
  const [row] = await db.select().from(xe).where(eq(xe.bienSo, bienSo));
  if (!row) throw new Error(`no vehicle ${bienSo}`);
  return row;
}

/** The driver's open assignment (seeded: taixe1 on 51C-123.45, taixe2 on 51D-678.90). */
export async function openAssignmentOf(db: Db, username: string) {
  const [row] = await db
    .select()
    .from(xePhanCong)
    .where(and(eq(xePhanCong.taiXeId, await userId(db, username)), ne(xePhanCong.trangThai, 'CLOSED')));
  if (!row) throw new Error(`no open assignment for ${username}`);
  return row;
}
