import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import { xangDau } from '../../../server/db/schema';
import { newKey, read, userId, vehicleByPlate, write } from '../helpers/driver';
import { createTestApp, login, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const tk = (u: string) => tokens[u] as string;
const post = (user: string, url: string, o = {}) => write(t.app, tk(user), url, {}, { key: null, ...o });
let truck: number;

async function pending(odo: number, daysAgo = 0.5, taiXe = 'taixe2') {
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  const [row] = await t.db
    .insert(xangDau)
    .values({
      xeId: truck,
      taiXeId: await userId(t.db, taiXe),
      soTien: 1_000_000,
      soLit: 50,
      odoKmCuoiKy: odo,
      trangThai: 'CHO_DUYET',
      ghiChu: 'Đổ ở Petrolimex',
      ngayDo: at,
      receivedAt: at,
    })
    .returning({ id: xangDau.id });
  return row?.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'dieuphoi', 'ketoan', 'taixe1', 'taixe2']) tokens[u] = (await login(t.app, u)).accessToken;
  truck = (await vehicleByPlate(t.db, '50H-135.79')).id;
});
afterAll(async () => {
  await t.close();
});

describe('fuel review', () => {
  it('approve: DA_DUYET with actor and time, period from the previous approved log, odometer forward', async () => {
    const id = await pending(210_600);
    const res = await post('dieuphoi', `/api/xang-dau/${id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Duyệt thành công!');
    // Seeded: the truck's last approved log ended at 209 800.
    expect(res.json().data).toMatchObject({
      trangThai: 'DA_DUYET',
      tenNguoiDuyet: 'Trần Văn Điều',
      odoKmDauKy: 209_800,
      kmThucTe: 800,
      donGia: 20_000,
    });
    expect(res.json().data.thoiDiemDuyet).toEqual(expect.any(String));
    expect((await vehicleByPlate(t.db, '50H-135.79')).odoGanNhat).toBe(210_600);
    // Decided once: approving or rejecting again is a state refusal.
    const again = await post('dieuphoi', `/api/xang-dau/${id}/approve`);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'Báo cáo này đã được xử lý, chỉ báo cáo chờ duyệt mới được duyệt hoặc từ chối.',
      code: 'CONFLICT',
    });
    expect((await post('dieuphoi', `/api/xang-dau/${id}/reject?lyDo=x`)).statusCode).toBe(422);
  });

  it('reject: TU_CHOI with the reason in ghiChu; the reason is mandatory', async () => {
    const id = await pending(210_700);
    for (const q of ['', '?lyDo=', '?lyDo=%20']) {
      const res = await post('dieuphoi', `/api/xang-dau/${id}/reject${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Bạn phải nhập lý do từ chối.');
    }
    const res = await post('admin', `/api/xang-dau/${id}/reject?lyDo=${encodeURIComponent(' Ảnh ODO mờ ')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Từ chối thành công!');
    expect(res.json().data).toMatchObject({
      trangThai: 'TU_CHOI',
      ghiChu: 'Ảnh ODO mờ',
      tenNguoiDuyet: 'Quản trị viên',
    });
    expect((await post('dieuphoi', `/api/xang-dau/${id}/approve`)).statusCode).toBe(422);
    // The driver sees the reason on their own list.
    const mine = (await read(t.app, tk('taixe2'), '/api/xang-dau/cua-toi?size=100')).json().data.content;
    expect(mine.find((l: { id: number }) => l.id === id)).toMatchObject({ trangThai: 'TU_CHOI', ghiChu: 'Ảnh ODO mờ' });
  });

  it('only XANG_DAU_DUYET (dispatcher, admin) decides; a replay with the same key answers the same', async () => {
    const id = await pending(210_800);
    const accountant = await post('ketoan', `/api/xang-dau/${id}/approve`);
    expect(accountant.statusCode).toBe(403);
    expect(accountant.json().message).toBe(FORBIDDEN_MESSAGE);
    expect((await post('taixe2', `/api/xang-dau/${id}/approve`)).statusCode).toBe(403);
    expect((await post('taixe2', `/api/xang-dau/${id}/reject?lyDo=x`)).statusCode).toBe(403);
    const key = newKey();
    const first = await post('dieuphoi', `/api/xang-dau/${id}/approve`, { key });
    const replay = await post('dieuphoi', `/api/xang-dau/${id}/approve`, { key });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await post('dieuphoi', '/api/xang-dau/999999/approve')).statusCode).toBe(404);
  });

  it('GET /api/xang-dau/{id}: office any, a driver only their own', async () => {
    const id = await pending(210_900);
    const office = await read(t.app, tk('ketoan'), `/api/xang-dau/${id}`);
    expect(office.statusCode).toBe(200);
    expect(office.json().data).toMatchObject({
      id,
      xeBienSo: '50H-135.79',
      tenTaiXe: 'Phạm Minh Xuân',
      trangThai: 'CHO_DUYET',
    });
    expect((await read(t.app, tk('taixe2'), `/api/xang-dau/${id}`)).statusCode).toBe(200);
    expect((await read(t.app, tk('taixe1'), `/api/xang-dau/${id}`)).statusCode).toBe(404);
    const missing = await read(t.app, tk('dieuphoi'), '/api/xang-dau/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Không tìm thấy báo cáo xăng dầu.');
  });

  it('the seeded tabs each show something, newest first', async () => {
    for (const s of ['CHO_DUYET', 'DA_DUYET', 'TU_CHOI']) {
      const page = (await read(t.app, tk('dieuphoi'), `/api/xang-dau/list?trangThai=${s}&size=50`)).json().data;
      expect(page.totalElements, s).toBe(await t.db.$count(xangDau, eq(xangDau.trangThai, s)));
      expect(page.totalElements, s).toBeGreaterThan(0);
      const dates = page.content.map((l: { ngayDo: string }) => l.ngayDo);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
  });
});
