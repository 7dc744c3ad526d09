import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import { dmLoaiXe, xe } from '../../../server/db/schema';
import { read, vehicleByPlate } from '../helpers/driver';
import { bearer, createTestApp, login, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const tk = (u: string) => tokens[u] as string;
let truck: number; // 'Xe tải 5 tấn'
const nextYear = new Date().getFullYear() + 1;

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user = 'dieuphoi') =>
  t.app.inject({ method, url, payload, headers: bearer(tk(user)) });
const valid = (over: object = {}) => ({
  bienSo: '51C-999.01',
  loaiXeId: truck,
  hangXe: 'Hino',
  model: 'XZU730',
  namSx: 2023,
  loaiNhienLieu: 'Dầu',
  dungTichBinh: '100',
  tieuHaoTb: '12,5',
  sucChuaTai: '4,95',
  odoGanNhat: '12.500',
  fileUrl: '',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'dieuphoi', 'ketoan', 'taixe1']) tokens[u] = (await login(t.app, u)).accessToken;
  const [type] = await t.db.select().from(dmLoaiXe).where(eq(dmLoaiXe.tenLoaiXe, 'Xe tải 5 tấn'));
  truck = type?.id as number;
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/xe', () => {
  it('adds an AVAILABLE vehicle, reading comma decimals and vi-VN thousands, blank photo as null', async () => {
    const res = await send('POST', '/api/xe', valid({ bienSo: ' 51c-999.01 ', ghiChu: '  ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Thêm xe thành công.');
    expect(res.json().data).toMatchObject({
      bienSo: '51C-999.01',
      loaiXeId: truck,
      tenLoaiXe: 'Xe tải 5 tấn',
      namSx: 2023,
      loaiNhienLieu: 'Dầu',
      dungTichBinh: 100,
      tieuHaoTb: 12.5,
      sucChuaTai: 4.95,
      odoGanNhat: 12_500,
      trangThai: 'AVAILABLE',
      ghiChu: null,
      fileUrl: null,
      taiXeDuocPhanCongId: null,
      tenTaiXeDuocPhanCong: null,
    });
  });

  it.each([
    [{ bienSo: '' }, 'bienSo', 'Biển số là bắt buộc.'],
    [{ bienSo: '   ' }, 'bienSo', 'Biển số là bắt buộc.'],
    [{ bienSo: undefined }, 'bienSo', 'Biển số là bắt buộc.'],
    [{ loaiXeId: undefined }, 'loaiXeId', 'Vui lòng chọn Loại xe.'],
    [{ loaiXeId: '' }, 'loaiXeId', 'Vui lòng chọn Loại xe.'],
    [{ namSx: 1899 }, 'namSx', `Năm sản xuất phải từ 1900 đến ${nextYear}.`],
    [{ namSx: nextYear + 1 }, 'namSx', `Năm sản xuất phải từ 1900 đến ${nextYear}.`],
    [{ namSx: 2020.5 }, 'namSx', `Năm sản xuất phải từ 1900 đến ${nextYear}.`],
    [{ odoGanNhat: -1 }, 'odoGanNhat', 'ODO phải là số không âm.'],
    [{ odoGanNhat: 'abc' }, 'odoGanNhat', 'ODO phải là số không âm.'],
    [{ dungTichBinh: '-0,5' }, 'dungTichBinh', 'Dung tích bình phải là số không âm.'],
    [{ tieuHaoTb: -2 }, 'tieuHaoTb', 'Tiêu hao trung bình phải là số không âm.'],
    [{ sucChuaTai: -3 }, 'sucChuaTai', 'Sức chứa tải phải là số không âm.'],
    [{ loaiNhienLieu: 'Gas' }, 'loaiNhienLieu', 'Loại nhiên liệu chỉ có thể là Xăng, Dầu hoặc Điện.'],
    [{ fileUrl: 'không phải url' }, 'fileUrl', 'Đường dẫn ảnh phải là một URL hợp lệ.'],
    [{ fileUrl: 'ftp://example.com/a.jpg' }, 'fileUrl', 'Đường dẫn ảnh phải là một URL hợp lệ.'],
    [{ bienSo: '51C-12345678901234567' }, 'bienSo', 'Biển số tối đa 20 ký tự.'],
  ])('refuses %j with its message', async (over, field, message) => {
    const res = await send('POST', '/api/xe', valid({ bienSo: '51C-777.77', ...over }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  it('accepts the spec bounds: year 1900 and next year, zero amounts, uploaded or http(s) photos', async () => {
    for (const [i, over] of [
      { namSx: 1900, odoGanNhat: 0, fileUrl: '/api/files/abcdefghijklmnop' },
      { namSx: nextYear, dungTichBinh: '0', fileUrl: 'https://anh.vantai.vn/xe/51c.jpg' },
    ].entries()) {
      const res = await send('POST', '/api/xe', valid({ bienSo: `60A-000.0${i}`, ...over }));
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('refuses a plate that exists, whatever the case, with a clear message', async () => {
    const res = await send('POST', '/api/xe', valid({ bienSo: '51c-123.45' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Biển số 51C-123.45 đã tồn tại. Vui lòng kiểm tra lại.',
    });
  });

  it('refuses an unknown or retired vehicle type', async () => {
    expect((await send('POST', '/api/xe', valid({ bienSo: '61A-1', loaiXeId: 999_999 }))).json().message).toBe(
      'Loại xe không tồn tại.',
    );
    const [retired] = await t.db.insert(dmLoaiXe).values({ tenLoaiXe: 'Xe bồn (cũ)', active: false }).returning();
    const res = await send('POST', '/api/xe', valid({ bienSo: '61A-2', loaiXeId: retired?.id }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Loại xe "Xe bồn (cũ)" đã ngừng sử dụng. Vui lòng chọn loại khác.');
  });

  it('refuses to create a vehicle in a status the assignments own', async () => {
    const res = await send('POST', '/api/xe', valid({ bienSo: '61A-3', trangThai: 'IN_USE' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/do lệnh giao xe và đơn hàng quyết định/);
  });
});

describe('GET /api/xe', () => {
  it('pages newest first with totals', async () => {
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(xe);
    const first = await read(t.app, tk('dieuphoi'), '/api/xe?page=0&size=5&sort=id,desc');
    expect(first.statusCode).toBe(200);
    const page = first.json().data;
    expect(page).toMatchObject({ number: 0, size: 5, totalElements: n, totalPages: Math.ceil(n / 5), first: true });
    const ids = page.content.map((v: { id: number }) => v.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (await read(t.app, tk('dieuphoi'), '/api/xe?page=1&size=5')).json().data;
    expect(second.content[0].id).toBeLessThan(ids.at(-1));
  });

  it('searches by plate or by type name, case-insensitively; % is literal', async () => {
    const byPlate = (await read(t.app, tk('dieuphoi'), '/api/xe?q=123.4')).json().data;
    expect(byPlate.content.map((v: { bienSo: string }) => v.bienSo)).toEqual(['51C-123.45']);
    const byType = (await read(t.app, tk('dieuphoi'), `/api/xe?q=${encodeURIComponent('đầu kéo')}`)).json().data;
    expect(byType.content.length).toBeGreaterThan(0);
    expect(byType.content.every((v: { tenLoaiXe: string }) => v.tenLoaiXe === 'Xe đầu kéo')).toBe(true);
    expect(byType.totalElements).toBe(byType.content.length);
    expect((await read(t.app, tk('dieuphoi'), '/api/xe?q=%25')).json().data.totalElements).toBe(0);
  });

  it('filters by status and shows who holds the vehicle', async () => {
    const res = (await read(t.app, tk('dieuphoi'), '/api/xe?trangThai=ASSIGNED&size=50')).json().data;
    expect(res.content.every((v: { trangThai: string }) => v.trangThai === 'ASSIGNED')).toBe(true);
    expect(res.content.find((v: { bienSo: string }) => v.bienSo === '51C-123.45')).toMatchObject({
      tenTaiXeDuocPhanCong: 'Nguyễn Văn Tài',
    });
    expect((await read(t.app, tk('dieuphoi'), '/api/xe?trangThai=BAY')).json().message).toBe(
      'Trạng thái xe không hợp lệ.',
    );
  });

  it('rejects a bad page or size', async () => {
    expect((await read(t.app, tk('dieuphoi'), '/api/xe?page=-1')).statusCode).toBe(400);
    expect((await read(t.app, tk('dieuphoi'), '/api/xe?size=0')).statusCode).toBe(400);
  });
});

describe('GET/PUT /api/xe/{id}', () => {
  it('reads one vehicle; an unknown id is 404', async () => {
    const car = await vehicleByPlate(t.db, '51C-246.80');
    const res = await read(t.app, tk('ketoan'), `/api/xe/${car.id}`);
    expect(res.json().data).toMatchObject({ id: car.id, bienSo: '51C-246.80', tenLoaiXe: 'Xe tải 1.25 tấn' });
    const missing = await read(t.app, tk('ketoan'), '/api/xe/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Không tìm thấy xe.');
  });

  it('edits a vehicle; an omitted odometer keeps the recorded one', async () => {
    const created = (await send('POST', '/api/xe', valid({ bienSo: '62B-100.01', odoGanNhat: 500 }))).json().data;
    const res = await send('PUT', `/api/xe/${created.id}`, {
      bienSo: '62B-100.02',
      loaiXeId: truck,
      mauSon: 'Đỏ',
      fileUrl: '/api/files/abcdefghijklmnop',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Cập nhật xe thành công.');
    expect(res.json().data).toMatchObject({
      bienSo: '62B-100.02',
      mauSon: 'Đỏ',
      hangXe: null,
      odoGanNhat: 500,
      fileUrl: '/api/files/abcdefghijklmnop',
    });
  });

  it('keeps plates unique on edit too, but lets a vehicle keep its own plate', async () => {
    const car = await vehicleByPlate(t.db, '51C-246.80');
    // The recorded odometer is sent back unchanged (changing it is the audited correction's job).
    const same = await send(
      'PUT',
      `/api/xe/${car.id}`,
      valid({ bienSo: '51c-246.80', loaiXeId: car.loaiXeId, odoGanNhat: car.odoGanNhat }),
    );
    expect(same.statusCode).toBe(200);
    const taken = await send('PUT', `/api/xe/${car.id}`, valid({ bienSo: '51D-678.90', loaiXeId: car.loaiXeId }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe('Biển số 51D-678.90 đã tồn tại. Vui lòng kiểm tra lại.');
  });

  it('lets the office move an idle vehicle to maintenance and back, never to a held status', async () => {
    const car = await vehicleByPlate(t.db, '50H-135.79');
    const body = (trangThai: string) =>
      valid({ bienSo: car.bienSo, loaiXeId: car.loaiXeId, odoGanNhat: car.odoGanNhat, trangThai });
    expect((await send('PUT', `/api/xe/${car.id}`, body('MAINTENANCE'))).json().data.trangThai).toBe('MAINTENANCE');
    expect((await send('PUT', `/api/xe/${car.id}`, body('AVAILABLE'))).json().data.trangThai).toBe('AVAILABLE');
    const held = await send('PUT', `/api/xe/${car.id}`, body('ON_TASK'));
    expect(held.statusCode).toBe(422);
  });

  it('does not change the status of a vehicle someone holds', async () => {
    const car = await vehicleByPlate(t.db, '51D-678.90');
    const res = await send(
      'PUT',
      `/api/xe/${car.id}`,
      valid({ bienSo: car.bienSo, loaiXeId: car.loaiXeId, trangThai: 'MAINTENANCE' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Xe 51D-678.90 đang có lệnh giao xe chưa kết thúc. Vui lòng kết thúc lệnh giao xe trước khi đổi trạng thái.',
    );
  });
});

describe('DELETE /api/xe/{id} (decommission)', () => {
  it('sets DECOMMISSIONED, keeps the row, and answers the same the second time', async () => {
    const created = (await send('POST', '/api/xe', valid({ bienSo: '63C-555.55' }))).json().data;
    const res = await send('DELETE', `/api/xe/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Đã ngưng hoạt động xe thành công.');
    expect((await read(t.app, tk('dieuphoi'), `/api/xe/${created.id}`)).json().data.trangThai).toBe('DECOMMISSIONED');
    expect((await send('DELETE', `/api/xe/${created.id}`)).statusCode).toBe(200);
  });

  it('refuses while the vehicle is assigned; 404 for an unknown one', async () => {
    const car = await vehicleByPlate(t.db, '51C-123.45');
    const res = await send('DELETE', `/api/xe/${car.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Xe 51C-123.45 đang có lệnh giao xe chưa kết thúc/);
    expect((await vehicleByPlate(t.db, '51C-123.45')).trangThai).toBe('ASSIGNED');
    expect((await send('DELETE', '/api/xe/999999')).statusCode).toBe(404);
  });
});

describe('GET /api/xe/options and /options-status', () => {
  it('lists every vehicle by plate; the status variant names the holder', async () => {
    const options = (await read(t.app, tk('dieuphoi'), '/api/xe/options')).json().data;
    const plates = options.map((o: { bienSo: string }) => o.bienSo);
    expect(plates).toEqual([...plates].sort());
    expect(options[0]).toEqual({ id: expect.any(Number), bienSo: expect.any(String), trangThai: expect.any(String) });
    const status = (await read(t.app, tk('dieuphoi'), '/api/xe/options-status')).json().data;
    expect(status.find((o: { bienSo: string }) => o.bienSo === '51D-678.90')).toMatchObject({
      trangThai: 'ASSIGNED',
      tenTaiXeDuocPhanCong: expect.any(String),
      taiXeDuocPhanCongId: expect.any(Number),
    });
    expect(status.find((o: { bienSo: string }) => o.bienSo === '51C-246.80')).toMatchObject({
      taiXeDuocPhanCongId: null,
      tenTaiXeDuocPhanCong: null,
    });
  });
});

describe('permissions', () => {
  it.each([
    ['GET', '/api/xe'],
    ['GET', '/api/xe/1'],
    ['GET', '/api/xe/options'],
    ['GET', '/api/xe/options-status'],
    ['POST', '/api/xe'],
    ['PUT', '/api/xe/1'],
    ['DELETE', '/api/xe/1'],
  ] as const)('a driver gets 403 on %s %s', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      payload: method === 'GET' ? undefined : valid(),
      headers: bearer(tk('taixe1')),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/xe' })).statusCode).toBe(401);
  });
});
