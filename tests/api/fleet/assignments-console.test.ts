import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import { xe, xePhanCong } from '../../../server/db/schema';
import { read, userId, vehicleByPlate, write } from '../helpers/driver';
import { createTestApp, login, type TestApp } from '../helpers/test-app';

const M = {
  required: 'Vui lòng chọn xe và tài xế.',
  endBeforeStart: 'Thời gian kết thúc không được trước thời gian bắt đầu.',
  newDriverRequired: 'Vui lòng chọn xe và tài xế mới.',
  toHolder: 'Không thể bàn giao cho chính tài xế đang giữ xe.',
  noOpen: 'Xe này hiện chưa được phân công hoặc lệnh giao đã kết thúc.',
  closed: 'Lệnh giao xe này đã kết thúc hoặc không tồn tại.',
  busy: (plate: string, driver: string) =>
    `Xe ${plate} đang được ${driver} sử dụng/phân công. Vui lòng kết thúc lệnh cũ hoặc dùng chức năng Bàn Giao.`,
};

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['taixe1', 'taixe2', 'taixe3', 'dieuphoi']) tokens[u] = (await login(t.app, u)).accessToken;
});
afterAll(async () => {
  await t.close();
});

const tk = (u: string) => tokens[u] as string;
const office = (url: string, payload: unknown = undefined) => write(t.app, tk('dieuphoi'), url, payload, { key: null });
const get = (url: string, user = 'dieuphoi') => read(t.app, tk(user), url);
const statusOf = async (plate: string) => (await vehicleByPlate(t.db, plate)).trangThai;

describe('POST /api/xe-assignments (giao xe)', () => {
  it('assigns a FIXED order now: 201, the spec text, vehicle ASSIGNED, current/by-xe answers it', async () => {
    const car = await vehicleByPlate(t.db, '50H-135.79');
    const taixe3 = await userId(t.db, 'taixe3');
    const before = Date.now();
    const res = await office('/api/xe-assignments', {
      xeId: car.id,
      taiXeId: taixe3,
      loai: 'FIXED',
      lyDo: 'Tuyến mới',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Giao xe thành công!');
    expect(body.data).toMatchObject({
      xeId: car.id,
      bienSo: '50H-135.79',
      taiXeId: taixe3,
      tenTaiXe: 'Hoàng Đức Lộc',
      loai: 'FIXED',
      trangThai: 'ASSIGNED',
      lyDo: 'Tuyến mới',
      endAt: null,
      closedAt: null,
    });
    // Empty start = now.
    expect(Date.parse(body.data.startAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await statusOf('50H-135.79')).toBe('ASSIGNED');

    const current = await get(`/api/xe-assignments/current/by-xe/${car.id}`);
    expect(current.statusCode).toBe(200);
    expect(current.json().data).toMatchObject({ id: body.data.id, tenTaiXe: 'Hoàng Đức Lộc' });
  });

  it('is blocked while the vehicle has an open order, naming plate and holder', async () => {
    const car = await vehicleByPlate(t.db, '51C-123.45');
    const res = await office('/api/xe-assignments', {
      xeId: car.id,
      taiXeId: await userId(t.db, 'taixe3'),
      loai: 'FIXED',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: M.busy('51C-123.45', 'Nguyễn Văn Tài') });
  });

  it('requires vehicle and driver', async () => {
    for (const payload of [{ taiXeId: 1 }, { xeId: 1 }, { xeId: '', taiXeId: '' }]) {
      const res = await office('/api/xe-assignments', { loai: 'FIXED', ...payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.required);
    }
  });

  it('TEMP: appends seconds, keeps the end, refuses an end before the start', async () => {
    const car = await vehicleByPlate(t.db, '51C-246.80');
    const bad = await office('/api/xe-assignments', {
      xeId: car.id,
      taiXeId: await userId(t.db, 'taixe3'),
      loai: 'TEMP',
      startAt: '2030-01-02T08:30',
      endAt: '2030-01-02T08:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: M.endBeforeStart, fieldErrors: { endAt: M.endBeforeStart } });

    const ok = await office('/api/xe-assignments', {
      xeId: car.id,
      taiXeId: await userId(t.db, 'taixe3'),
      loai: 'TEMP',
      startAt: '2030-01-02T08:30',
      endAt: '2030-01-05T17:00:00',
      // taixe3 holds 50H-135.79 since the first test: a second vehicle is confirmed (issue 11 §5).
      xacNhanXeThuHai: true,
    });
    expect(ok.statusCode).toBe(201);
    // Vietnam wall-clock times (UTC+7).
    expect(ok.json().data).toMatchObject({
      loai: 'TEMP',
      startAt: '2030-01-02T01:30:00.000Z',
      endAt: '2030-01-05T10:00:00.000Z',
    });
    await office(`/api/xe-assignments/${ok.json().data.id}/close`);
  });

  it('TEMP with an empty end is unlimited; a FIXED order never keeps an end', async () => {
    const car = await vehicleByPlate(t.db, '51C-246.80');
    const temp = await office('/api/xe-assignments', {
      xeId: car.id,
      taiXeId: await userId(t.db, 'taixe3'),
      loai: 'TEMP',
      startAt: '',
      endAt: '',
      xacNhanXeThuHai: true,
    });
    expect(temp.statusCode).toBe(201);
    expect(temp.json().data.endAt).toBeNull();
    await office(`/api/xe-assignments/${temp.json().data.id}/close`);

    const fixed = await office('/api/xe-assignments', {
      xeId: car.id,
      taiXeId: await userId(t.db, 'taixe3'),
      loai: 'FIXED',
      endAt: '2030-01-05T17:00',
      xacNhanXeThuHai: true,
    });
    expect(fixed.statusCode).toBe(201);
    expect(fixed.json().data.endAt).toBeNull();
    await office(`/api/xe-assignments/${fixed.json().data.id}/close`);
  });

  it('refuses a vehicle in maintenance or decommissioned, and a non-driver', async () => {
    const taixe3 = await userId(t.db, 'taixe3');
    const maint = await office('/api/xe-assignments', {
      xeId: (await vehicleByPlate(t.db, '51D-111.22')).id,
      taiXeId: taixe3,
    });
    expect(maint.statusCode).toBe(422);
    expect(maint.json().message).toBe(
      'Xe 51D-111.22 đang bảo dưỡng, không thể giao xe. Vui lòng hoàn tất bảo dưỡng trước.',
    );
    const dead = await office('/api/xe-assignments', {
      xeId: (await vehicleByPlate(t.db, '29C-987.65')).id,
      taiXeId: taixe3,
    });
    expect(dead.statusCode).toBe(422);
    expect(dead.json().message).toBe('Xe 29C-987.65 đã ngưng hoạt động, không thể giao xe.');
    const notDriver = await office('/api/xe-assignments', {
      xeId: (await vehicleByPlate(t.db, '51C-246.80')).id,
      taiXeId: await userId(t.db, 'ketoan'),
    });
    expect(notDriver.statusCode).toBe(422);
    expect(notDriver.json().message).toBe('Người được chọn không phải tài xế đang hoạt động.');
    expect(await statusOf('51C-246.80')).toBe('AVAILABLE');
  });

  it('is office-only: a driver gets 403', async () => {
    const res = await write(t.app, tk('taixe1'), '/api/xe-assignments', { xeId: 1, taiXeId: 1 }, { key: null });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
  });
});

describe('vehicle status follows the order: ASSIGNED → IN_USE (RECEIVE) → AVAILABLE (close)', () => {
  it('receive then close', async () => {
    const car = await vehicleByPlate(t.db, '51C-246.80');
    const created = await office('/api/xe-assignments', {
      xeId: car.id,
      taiXeId: await userId(t.db, 'taixe3'),
      loai: 'FIXED',
      xacNhanXeThuHai: true,
    });
    const id = created.json().data.id;
    expect(await statusOf('51C-246.80')).toBe('ASSIGNED');

    const recv = await write(t.app, tk('taixe3'), '/api/xe-assignments/events', {
      phanCongId: id,
      eventType: 'RECEIVE',
      odo: car.odoGanNhat + 10,
    });
    expect(recv.statusCode).toBe(201);
    expect(await statusOf('51C-246.80')).toBe('IN_USE');

    const closed = await office(`/api/xe-assignments/${id}/close?lyDo=${encodeURIComponent('Hết tuyến')}`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      message: 'Kết thúc lệnh giao xe thành công!',
      data: { id, trangThai: 'CLOSED', lyDo: 'Kết thúc: Hết tuyến' },
    });
    expect(closed.json().data.closedAt).not.toBeNull();
    expect(await statusOf('51C-246.80')).toBe('AVAILABLE');
    const none = await get(`/api/xe-assignments/current/by-xe/${car.id}`);
    expect(none.json()).toEqual({ data: null });

    const again = await office(`/api/xe-assignments/${id}/close`);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: M.closed });
    const missing = await office('/api/xe-assignments/999999/close');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.closed);
  });

  it('a vehicle sent to MAINTENANCE keeps it when its order is closed', async () => {
    const car = await vehicleByPlate(t.db, '51C-246.80');
    const created = await office('/api/xe-assignments', {
      xeId: car.id,
      taiXeId: await userId(t.db, 'taixe3'),
      xacNhanXeThuHai: true,
    });
    await t.db.update(xe).set({ trangThai: 'MAINTENANCE' }).where(eq(xe.id, car.id));
    await office(`/api/xe-assignments/${created.json().data.id}/close`);
    expect(await statusOf('51C-246.80')).toBe('MAINTENANCE');
    await t.db.update(xe).set({ trangThai: 'AVAILABLE' }).where(eq(xe.id, car.id));
  });
});

describe('POST /api/xe-assignments/handover', () => {
  it('needs a new driver, refuses the holder and a vehicle without an open order', async () => {
    const car = await vehicleByPlate(t.db, '51D-678.90');
    const noDriver = await office(`/api/xe-assignments/handover?xeId=${car.id}&toTaiXeId=`);
    expect(noDriver.statusCode).toBe(400);
    expect(noDriver.json().message).toBe(M.newDriverRequired);

    const holder = await office(
      `/api/xe-assignments/handover?xeId=${car.id}&toTaiXeId=${await userId(t.db, 'taixe2')}`,
    );
    expect(holder.statusCode).toBe(422);
    expect(holder.json().message).toBe(M.toHolder);

    const free = await vehicleByPlate(t.db, '51C-246.80');
    const noOpen = await office(
      `/api/xe-assignments/handover?xeId=${free.id}&toTaiXeId=${await userId(t.db, 'taixe3')}`,
    );
    expect(noOpen.statusCode).toBe(422);
    expect(noOpen.json()).toEqual({ code: 'CONFLICT', message: M.noOpen });
  });

  it('closes the old order, opens one for the new driver, vehicle ASSIGNED until received', async () => {
    const car = await vehicleByPlate(t.db, '51D-678.90');
    const [old] = await t.db.select().from(xePhanCong).where(eq(xePhanCong.xeId, car.id));
    // The holder has received it: IN_USE.
    await t.db.update(xe).set({ trangThai: 'IN_USE' }).where(eq(xe.id, car.id));
    const taixe1 = await userId(t.db, 'taixe1');
    const res = await office(
      // taixe1 holds 51C-123.45: the dispatcher confirmed giving a second vehicle (issue 11 §5).
      `/api/xe-assignments/handover?xeId=${car.id}&toTaiXeId=${taixe1}&lyDo=${encodeURIComponent('Đổi ca')}&xacNhanXeThuHai=true`,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Bàn giao xe thành công!',
      data: { xeId: car.id, taiXeId: taixe1, trangThai: 'ASSIGNED', loai: 'FIXED', lyDo: 'Đổi ca' },
    });
    const [closedOld] = await t.db
      .select()
      .from(xePhanCong)
      .where(eq(xePhanCong.id, old?.id as number));
    expect(closedOld?.trangThai).toBe('CLOSED');
    expect(await statusOf('51D-678.90')).toBe('ASSIGNED');

    const history = await get(`/api/xe-assignments/history/by-xe/${car.id}`);
    expect(history.statusCode).toBe(200);
    const rows = history.json().data as { taiXeId: number; trangThai: string }[];
    expect(rows[0]).toMatchObject({ taiXeId: taixe1, trangThai: 'ASSIGNED' });
    expect(rows.filter((r) => r.trangThai !== 'CLOSED')).toHaveLength(1);
    expect(rows.length).toBeGreaterThanOrEqual(3); // + seeded history
  });
});

describe('reads', () => {
  it('history/by-driver: office any, a driver only their own', async () => {
    const taixe1 = await userId(t.db, 'taixe1');
    const office1 = await get(`/api/xe-assignments/history/by-driver/${taixe1}`);
    expect(office1.statusCode).toBe(200);
    expect((office1.json().data as { taiXeId: number }[]).every((r) => r.taiXeId === taixe1)).toBe(true);
    expect((await get(`/api/xe-assignments/history/by-driver/${taixe1}`, 'taixe1')).statusCode).toBe(200);
    expect((await get(`/api/xe-assignments/history/by-driver/${taixe1}`, 'taixe2')).statusCode).toBe(403);
  });

  it('vehicles: plate search, paging, current assignee', async () => {
    const page = await get('/api/xe-assignments/vehicles?page=0&size=5');
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ number: 0, size: 5, totalElements: 6, totalPages: 2, first: true });
    expect(page.json().data.content).toHaveLength(5);
    const second = await get('/api/xe-assignments/vehicles?page=1&size=5');
    expect(second.json().data.content).toHaveLength(1);
    const found = await get('/api/xe-assignments/vehicles?q=123.45');
    expect(found.json().data.content).toEqual([
      expect.objectContaining({ bienSo: '51C-123.45', tenTaiXe: 'Nguyễn Văn Tài', trangThaiPhanCong: 'ASSIGNED' }),
    ]);
    const free = await get('/api/xe-assignments/vehicles?q=29C');
    expect(free.json().data.content[0]).toMatchObject({ taiXeId: null, tenTaiXe: null, trangThai: 'DECOMMISSIONED' });
  });
});

describe('staff lookups', () => {
  it('drivers by position and department code, sorted by name', async () => {
    const byPos = await get('/api/nguoi-dung/by-chuc-vu-code/TAI_XE');
    expect(byPos.statusCode).toBe(200);
    expect((byPos.json().data as { hoTen: string }[]).map((d) => d.hoTen)).toEqual([
      'Hoàng Đức Lộc',
      'Nguyễn Văn Tài',
      'Phạm Minh Xuân',
    ]);
    const byDept = await get('/api/nguoi-dung/by-phong-ban-code/TaiXe');
    expect(byDept.json().data).toHaveLength(3);
    expect(byDept.json().data[0]).toEqual({
      idNguoiDung: expect.any(Number),
      hoTen: 'Hoàng Đức Lộc',
      tenDangNhap: 'taixe3',
    });
  });

  it('tai-xe-options-status counts running orders and names the held vehicle', async () => {
    const res = await get('/api/nguoi-dung/tai-xe-options-status');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { tenDangNhap: string; activeOrderCount: number; bienSo: string | null }[];
    const taixe3 = rows.find((r) => r.tenDangNhap === 'taixe3');
    expect(taixe3?.activeOrderCount).toBe(0);
    const taixe1 = rows.find((r) => r.tenDangNhap === 'taixe1');
    expect(taixe1?.activeOrderCount).toBe(3); // two CHO_NHAN + one DA_DEN_DIEM_LAY in the demo
  });

  it('options: search by name or login, limit', async () => {
    const res = await get('/api/nguoi-dung/options?q=taixe&limit=2');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(2);
    const all = await get('/api/nguoi-dung/options');
    expect(all.json().data.length).toBeGreaterThanOrEqual(8);
    expect((await get('/api/nguoi-dung/options', 'taixe1')).statusCode).toBe(403);
  });
});
