/**
 * The managers' list must not hide what still needs them (issue 13): orders starting after the
 * chosen range vanished, the seeded DRAFTs included. `dangMo=true` adds every DRAFT and RUNNING
 * order whatever its date; the dates still bound the ENDED ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { read } from './helpers/driver';
import { createTestApp, login, type TestApp } from './helpers/test-app';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, 'admin')).accessToken;
});
afterAll(async () => {
  await t.close();
});

// A range the demo data never touches (it is seeded around today).
const OLD = 'from=2001-01-01&to=2001-01-31';
const list = async (query: string) => {
  const res = await read(t.app, token, `/api/lenh/admin/list?size=100&${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.content as { tieuDe: string; trangThai: string }[];
};

describe('work orders list: open orders regardless of date', () => {
  it('without dangMo the dates bound every order', async () => {
    expect(await list(OLD)).toEqual([]);
  });

  it('with dangMo=true every DRAFT and RUNNING order shows, and no ENDED one outside the dates', async () => {
    const shown = await list(`${OLD}&dangMo=true`);
    expect(shown.map((o) => o.trangThai).sort()).toEqual(['DRAFT', 'DRAFT', 'RUNNING']);
    expect(shown.map((o) => o.tieuDe)).toContain('Tăng ca kiểm kê kho cuối tháng');
    // The other filters still apply to them.
    expect(await list(`${OLD}&dangMo=true&loai=CHU_NHAT`)).toEqual([]);
    expect((await list(`${OLD}&dangMo=true&trangThai=RUNNING`)).map((o) => o.trangThai)).toEqual(['RUNNING']);
  });

  it('the stat tiles count the same orders', async () => {
    const res = await read(t.app, token, `/api/lenh/admin/stats?${OLD}&dangMo=true`);
    expect(res.json().data.tongLenh).toBe(3);
    const none = await read(t.app, token, `/api/lenh/admin/stats?${OLD}`);
    expect(none.json().data.tongLenh).toBe(0);
  });

  it('refuses a value that is not true/false, in Vietnamese', async () => {
    const res = await read(t.app, token, '/api/lenh/admin/list?dangMo=co');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Giá trị lọc không hợp lệ.');
  });
});
