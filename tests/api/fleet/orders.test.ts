import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donHang } from '../../../server/db/schema';
import { newKey, read, userId, vehicleByPlate, write } from '../helpers/driver';
import { createTestApp, login, type TestApp } from '../helpers/test-app';

const FINISHED = 'Đơn hàng này đã kết thúc.';
const REQUIRED = 'Vui lòng nhập Tên đơn, Loại đơn và chọn Tài xế.';
const ACTIONS = ['nhan-don', 'bat-dau-giao', 'den-diem-lay', 'lay-hang-xong', 'den-diem-giao', 'hoan-thanh'] as const;
const STATES = [
  'CHO_NHAN',
  'DA_NHAN',
  'DA_DEN_DIEM_LAY',
  'DA_LAY_HANG',
  'DA_DEN_DIEM_GIAO',
  'HOAN_THANH',
  'THAT_BAI',
] as const;
/** The legal moves (spec 003 §4); everything else is refused. */
const LEGAL: Record<string, Record<string, string>> = {
  LAY_HANG: {
    'CHO_NHAN:nhan-don': 'DA_NHAN',
    'CHO_NHAN:bat-dau-giao': 'DA_LAY_HANG',
    'DA_NHAN:den-diem-lay': 'DA_DEN_DIEM_LAY',
    'DA_DEN_DIEM_LAY:lay-hang-xong': 'DA_LAY_HANG',
    'DA_LAY_HANG:hoan-thanh': 'HOAN_THANH',
    'DA_DEN_DIEM_GIAO:hoan-thanh': 'HOAN_THANH',
  },
  GIAO_HANG: {
    'CHO_NHAN:nhan-don': 'DA_NHAN',
    'CHO_NHAN:bat-dau-giao': 'DA_LAY_HANG',
    'DA_NHAN:den-diem-lay': 'DA_DEN_DIEM_LAY',
    'DA_DEN_DIEM_LAY:lay-hang-xong': 'DA_LAY_HANG',
    'DA_LAY_HANG:den-diem-giao': 'DA_DEN_DIEM_GIAO',
    'DA_DEN_DIEM_GIAO:hoan-thanh': 'HOAN_THANH',
  },
};

let t: TestApp;
const tokens: Record<string, string> = {};
let taixe3 = 0;
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['taixe1', 'taixe2', 'taixe3', 'dieuphoi']) tokens[u] = (await login(t.app, u)).accessToken;
  taixe3 = await userId(t.db, 'taixe3');
});
afterAll(async () => {
  await t.close();
});

const tk = (u: string) => tokens[u] as string;
const get = (url: string, user = 'dieuphoi') => read(t.app, tk(user), url);
const create = (payload: object) => write(t.app, tk('dieuphoi'), '/api/don-hang', payload, { key: null });
const act = (id: number, action: string, user = 'taixe3', o = {}) =>
  write(t.app, tk(user), `/api/don-hang/${id}/${action}`, undefined, o);

async function orderIn(state: string, loai: 'LAY_HANG' | 'GIAO_HANG' = 'GIAO_HANG') {
  const res = await create({ tenDonHang: `Đơn ${state}`, loaiDonHang: loai, taiXeId: taixe3 });
  expect(res.statusCode).toBe(201);
  const id = res.json().data.id as number;
  await t.db.update(donHang).set({ trangThai: state }).where(eq(donHang.id, id));
  return id;
}

describe('POST /api/don-hang', () => {
  it('creates CHO_NHAN with the spec text; thoiGianHen round-trips without a zone', async () => {
    const car = await vehicleByPlate(t.db, '51C-246.80'); // AVAILABLE
    const res = await create({
      tenDonHang: '  Giao hàng Q.1 ',
      loaiDonHang: 'GIAO_HANG',
      taiXeId: taixe3,
      xeId: car.id,
      thoiGianHen: '2030-03-04T09:15',
      ghiChu: '',
      fileUrl: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Tạo đơn hàng thành công!',
      data: {
        tenDonHang: 'Giao hàng Q.1',
        loaiDonHang: 'GIAO_HANG',
        trangThai: 'CHO_NHAN',
        taiXeId: taixe3,
        tenTaiXe: 'Hoàng Đức Lộc',
        xeBienSo: '51C-246.80',
        thoiGianHen: '2030-03-04T09:15:00',
        ghiChu: null,
        fileUrl: null,
        tenNguoiTao: 'Trần Văn Điều',
        thoiDiemNhanDon: null,
      },
    });
  });

  it('requires name, type and driver with the one spec message', async () => {
    for (const payload of [
      { loaiDonHang: 'LAY_HANG', taiXeId: taixe3 },
      { tenDonHang: '  ', loaiDonHang: 'LAY_HANG', taiXeId: taixe3 },
      { tenDonHang: 'A', taiXeId: taixe3 },
      { tenDonHang: 'A', loaiDonHang: 'LAY_HANG' },
      { tenDonHang: 'A', loaiDonHang: 'LAY_HANG', taiXeId: '' },
    ]) {
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(REQUIRED);
    }
  });

  it('notes ≤ 1024', async () => {
    const base = { tenDonHang: 'A', loaiDonHang: 'LAY_HANG', taiXeId: taixe3 };
    expect((await create({ ...base, ghiChu: 'x'.repeat(1024) })).statusCode).toBe(201);
    const res = await create({ ...base, ghiChu: 'x'.repeat(1025) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Ghi chú tối đa 1024 ký tự.');
  });

  it("vehicle only AVAILABLE or the driver's own; driver must be a driver; office only", async () => {
    const taken = await vehicleByPlate(t.db, '51C-123.45'); // taixe1's
    const refused = await create({ tenDonHang: 'A', loaiDonHang: 'LAY_HANG', taiXeId: taixe3, xeId: taken.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Xe 51C-123.45 không sẵn sàng hoặc đang được giao cho tài xế khác.');
    const own = await create({
      tenDonHang: 'A',
      loaiDonHang: 'LAY_HANG',
      taiXeId: await userId(t.db, 'taixe1'),
      xeId: taken.id,
    });
    expect(own.statusCode).toBe(201);
    const notDriver = await create({ tenDonHang: 'A', loaiDonHang: 'LAY_HANG', taiXeId: await userId(t.db, 'ketoan') });
    expect(notDriver.statusCode).toBe(422);
    const byDriver = await write(
      t.app,
      tk('taixe1'),
      '/api/don-hang',
      { tenDonHang: 'A', loaiDonHang: 'LAY_HANG', taiXeId: taixe3 },
      { key: null },
    );
    expect(byDriver.statusCode).toBe(403);
  });
});

describe('the state machine: every action from every state, both order types', () => {
  for (const loai of ['LAY_HANG', 'GIAO_HANG'] as const) {
    for (const from of STATES) {
      for (const action of ACTIONS) {
        const to = LEGAL[loai]?.[`${from}:${action}`];
        it(`${loai} ${from} —${action}→ ${to ?? 'refused'}`, async () => {
          const id = await orderIn(from, loai);
          const res = await act(id, action);
          if (to) {
            expect(res.statusCode).toBe(200);
            expect(res.json().data.trangThai).toBe(to);
          } else {
            expect(res.statusCode).toBe(422);
            expect(res.json().code).toBe('CONFLICT');
            if (from === 'HOAN_THANH' || from === 'THAT_BAI') expect(res.json().message).toBe(FINISHED);
            else expect(res.json().message).toMatch(/^Không thể thực hiện thao tác này khi đơn hàng đang ở trạng thái/);
            const [row] = await t.db.select().from(donHang).where(eq(donHang.id, id));
            expect(row?.trangThai).toBe(from);
          }
        });
      }
    }
  }

  it('that-bai from every open state; refused once final; the reason is mandatory', async () => {
    for (const from of STATES) {
      const id = await orderIn(from);
      const res = await act(id, `that-bai?lyDo=${encodeURIComponent('Khách hủy')}`);
      if (from === 'HOAN_THANH' || from === 'THAT_BAI') {
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe(FINISHED);
      } else {
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({ trangThai: 'THAT_BAI', lyDoThatBai: 'Khách hủy' });
        expect(res.json().data.thoiDiemThatBai).not.toBeNull();
      }
    }
    const id = await orderIn('DA_NHAN');
    for (const q of ['', '?lyDo=', '?lyDo=%20%20']) {
      const res = await act(id, `that-bai${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Bạn phải nhập lý do.');
    }
  });
});

describe('a GIAO_HANG order end to end, with device times and idempotent replay', () => {
  it('each step is dated with the device time; a replayed key answers the stored result', async () => {
    const id = await orderIn('CHO_NHAN');
    // Device times in the past (the outbox sent them late): within the 30-day window.
    const base = Date.now() - 3_600_000;
    const at = (i: number) => new Date(base + i * 60_000).toISOString();
    const key = newKey();
    const first = await act(id, 'nhan-don', 'taixe3', { key, occurredAt: at(0) });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.thoiDiemNhanDon).toBe(at(0));
    const replay = await act(id, 'nhan-don', 'taixe3', { key, occurredAt: at(0) });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    // A fresh key for the same step is a real second attempt: refused.
    expect((await act(id, 'nhan-don', 'taixe3')).statusCode).toBe(422);

    const steps = ['den-diem-lay', 'lay-hang-xong', 'den-diem-giao', 'hoan-thanh'] as const;
    let last = first;
    for (const [i, s] of steps.entries()) {
      last = await act(id, s, 'taixe3', { occurredAt: at(i + 1) });
      expect(last.statusCode).toBe(200);
    }
    expect(last.json().data).toMatchObject({
      trangThai: 'HOAN_THANH',
      thoiDiemDenDiemLay: at(1),
      thoiDiemLayHangXong: at(2),
      thoiDiemDenDiemGiao: at(3),
      thoiDiemHoanThanh: at(4),
    });
  });

  it('bat-dau-giao skips pickup: accepted and loaded at the same moment', async () => {
    const id = await orderIn('CHO_NHAN');
    const res = await act(id, 'bat-dau-giao');
    expect(res.json().data).toMatchObject({ trangThai: 'DA_LAY_HANG', thoiDiemDenDiemLay: null });
    expect(res.json().data.thoiDiemNhanDon).toBe(res.json().data.thoiDiemLayHangXong);
  });
});

describe('ownership', () => {
  it("only the order's driver moves it; the office cannot; unknown id 404", async () => {
    const id = await orderIn('CHO_NHAN');
    const other = await act(id, 'nhan-don', 'taixe1');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Đơn hàng này không phải của bạn.');
    expect((await act(id, 'nhan-don', 'dieuphoi')).statusCode).toBe(403);
    expect((await act(id, 'that-bai?lyDo=x', 'taixe1')).statusCode).toBe(403);
    expect((await act(999_999, 'nhan-don')).statusCode).toBe(404);
    expect((await get(`/api/don-hang/${id}`, 'taixe1')).statusCode).toBe(404);
    expect((await get(`/api/don-hang/${id}`, 'taixe3')).statusCode).toBe(200);
    expect((await get(`/api/don-hang/${id}`)).statusCode).toBe(200);
  });
});

describe('lists', () => {
  it('cua-toi: own orders only, default CHO_NHAN, ALL, paging, newest first', async () => {
    const res = await get('/api/don-hang/cua-toi', 'taixe1');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.content.length).toBeGreaterThanOrEqual(2);
    expect(page.content.every((o: { trangThai: string; tenTaiXe: string }) => o.trangThai === 'CHO_NHAN')).toBe(true);
    expect(page.content.every((o: { tenTaiXe: string }) => o.tenTaiXe === 'Nguyễn Văn Tài')).toBe(true);
    const all = (await get('/api/don-hang/cua-toi?trangThai=ALL&size=2&page=0', 'taixe1')).json().data;
    expect(all).toMatchObject({ size: 2, number: 0, first: true });
    expect(all.totalElements).toBeGreaterThanOrEqual(5);
    const dates = (await get('/api/don-hang/cua-toi?trangThai=ALL&size=50', 'taixe1'))
      .json()
      .data.content.map((o: { ngayTao: string }) => o.ngayTao);
    expect([...dates].sort().reverse()).toEqual(dates);
    const failed = (await get('/api/don-hang/cua-toi?trangThai=THAT_BAI', 'taixe1')).json().data.content;
    expect(failed[0]).toMatchObject({ lyDoThatBai: 'Nhà cung cấp đóng cửa, không có người nhận.' });
    expect((await get('/api/don-hang/cua-toi')).statusCode).toBe(403);
  });

  it('list-all: filters by status, driver, vehicle and text; sorts; pages', async () => {
    const all = (await get('/api/don-hang/list-all?size=50')).json().data;
    const dates = all.content.map((o: { ngayTao: string }) => o.ngayTao);
    expect([...dates].sort().reverse()).toEqual(dates);
    const asc = (await get('/api/don-hang/list-all?size=50&sort=ngayTao,asc')).json().data.content;
    const ascDates = asc.map((o: { ngayTao: string }) => o.ngayTao);
    expect([...ascDates].sort()).toEqual(ascDates);
    expect(ascDates[0] <= dates[dates.length - 1]).toBe(true);

    const taixe2 = await userId(t.db, 'taixe2');
    const byDriver = (await get(`/api/don-hang/list-all?taiXeId=${taixe2}`)).json().data;
    expect(byDriver.totalElements).toBe(4);
    const car = await vehicleByPlate(t.db, '51D-678.90');
    expect((await get(`/api/don-hang/list-all?xeId=${car.id}`)).json().data.totalElements).toBe(4);
    const done = (await get(`/api/don-hang/list-all?trangThai=HOAN_THANH&taiXeId=${taixe2}`)).json().data;
    expect(done.content.map((o: { tenDonHang: string }) => o.tenDonHang)).toEqual([
      'Giao 3 tấn xi măng cho công trình Dĩ An',
    ]);
    const text = (await get('/api/don-hang/list-all?q=cát lái')).json().data;
    expect(text.content[0]?.tenDonHang).toBe('Lấy hàng tại cảng Cát Lái');
    expect((await get('/api/don-hang/list-all?q=Phạm Minh')).json().data.totalElements).toBe(4);
    const paged = (await get(`/api/don-hang/list-all?taiXeId=${taixe2}&size=3&page=1`)).json().data;
    expect(paged).toMatchObject({ number: 1, size: 3, totalPages: 2, last: true });
    expect(paged.content).toHaveLength(1);
    expect((await get('/api/don-hang/list-all?trangThai=XYZ')).statusCode).toBe(400);
    expect((await get('/api/don-hang/list-all', 'taixe1')).statusCode).toBe(403);
  });
});
