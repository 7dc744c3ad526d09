/**
 * Someone else's record answers like a record that does not exist (issue 13, finding 10): a 403
 * for an existing id and a 404 for a missing one told which ids exist.
 */
import { eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baoDuongXe, donHang, lenh, lenhPhanCong, xangDau } from '../../server/db/schema';
import { openAssignmentOf, read, userId } from './helpers/driver';
import { createTestApp, login, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['taixe1', 'taixe2']) tokens[u] = (await login(t.app, u)).accessToken;
});
afterAll(async () => {
  await t.close();
});

/** taixe2 reading someone else's `{resource}/{id}` gets exactly a missing id's answer. */
async function readsAsMissing(resource: string, id: number | undefined, message: string) {
  expect(id, `the demo data holds a record for ${resource}`).toBeDefined();
  const theirs = await read(t.app, tokens.taixe2 as string, `${resource}/${id}`);
  const missing = await read(t.app, tokens.taixe2 as string, `${resource}/999999`);
  expect(theirs.statusCode).toBe(404);
  expect(theirs.json()).toEqual(missing.json());
  expect(missing.json()).toEqual({ message, code: 'NOT_FOUND' });
}

describe('other users’ records', () => {
  it('a fuel report of another driver: the same 404 as a missing one', async () => {
    const [row] = await t.db
      .select({ id: xangDau.id })
      .from(xangDau)
      .where(eq(xangDau.taiXeId, await userId(t.db, 'taixe1')))
      .limit(1);
    expect(row, 'the demo data holds a fuel report of taixe1').toBeDefined();
    const theirs = await read(t.app, tokens.taixe2 as string, `/api/xang-dau/${row?.id}`);
    const missing = await read(t.app, tokens.taixe2 as string, '/api/xang-dau/999999');
    expect(missing.statusCode).toBe(404);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect((await read(t.app, tokens.taixe1 as string, `/api/xang-dau/${row?.id}`)).statusCode).toBe(200);
  });

  it('a transport order of another driver: the same 404 as a missing one', async () => {
    const [row] = await t.db
      .select({ id: donHang.id })
      .from(donHang)
      .where(eq(donHang.taiXeId, await userId(t.db, 'taixe1')))
      .limit(1);
    await readsAsMissing('/api/don-hang', row?.id, 'Không tìm thấy đơn hàng.');
  });

  it('a maintenance ticket of another driver: the same 404 as a missing one', async () => {
    const [row] = await t.db
      .select({ id: baoDuongXe.id })
      .from(baoDuongXe)
      .where(eq(baoDuongXe.xeId, (await openAssignmentOf(t.db, 'taixe1')).xeId))
      .limit(1);
    await readsAsMissing('/api/bao-duong-xe', row?.id, 'Không tìm thấy phiếu bảo dưỡng.');
  });

  it('a work order the employee is not on: the same 404 as a missing one', async () => {
    const onIt = t.db
      .select({ id: lenhPhanCong.lenhId })
      .from(lenhPhanCong)
      .where(eq(lenhPhanCong.userId, await userId(t.db, 'taixe2')));
    const [row] = await t.db.select({ id: lenh.id }).from(lenh).where(notInArray(lenh.id, onIt)).limit(1);
    await readsAsMissing('/api/lenh', row?.id, 'Không tìm thấy lệnh.');
  });
});
