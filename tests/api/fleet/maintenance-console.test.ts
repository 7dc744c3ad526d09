import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import { baoDuongXe, dmHangMucBaoDuong, xe } from '../../../server/db/schema';
import { newKey, read, userId, vehicleByPlate, write } from '../helpers/driver';
import { createTestApp, login, type TestApp } from '../helpers/test-app';

const PHOTO = '/api/files/BaoGiaBaoGiaBaoGia0001';
const RECEIPT = '/api/files/BienLaiBienLaiBienLai01';
const M = {
  create: 'Vui lòng nhập Xe, Loại bảo dưỡng và Nội dung công việc.',
  quote: 'Vui lòng nhập Gara và Giá đề xuất (phải > 0).',
  complete: 'Vui lòng nhập ODO, Chi phí thực tế và Ảnh biên lai.',
  positive: 'ODO và Chi phí phải là số dương.',
};
type Ticket = Record<string, unknown> & { id: number; trangThai: string };

let t: TestApp;
const tokens: Record<string, string> = {};
const tk = (u: string) => tokens[u] as string;
const post = (user: string, url: string, payload: object = {}, o = {}) => write(t.app, tk(user), url, payload, o);
const office = (user: string, url: string, payload: object = {}) => post(user, url, payload, { key: null });
let car1: number;
let car3: number;

/** A ticket in `status` on `xeId`, created by `creator` (straight into the table). */
async function ticketIn(status: string, xeId = car3, creator = 'dieuphoi', loai = 'DINH_KY') {
  const [row] = await t.db
    .insert(baoDuongXe)
    .values({
      xeId,
      loaiBaoDuong: loai,
      trangThai: status,
      noiDungCongViec: `phiếu thử ${status}`,
      nguoiTaoId: await userId(t.db, creator),
      ngayTao: new Date(),
      receivedAt: new Date(),
      garaDeXuat: status === 'MOI' ? null : 'Gara Thử',
      giaDeXuat: status === 'MOI' ? null : 1_000_000,
    })
    .returning({ id: baoDuongXe.id });
  return row?.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'dieuphoi', 'ketoan', 'taixe1', 'taixe2', 'taixe3', 'nhanvien1'])
    tokens[u] = (await login(t.app, u)).accessToken;
  car1 = (await vehicleByPlate(t.db, '51C-123.45')).id;
  car3 = (await vehicleByPlate(t.db, '51C-246.80')).id;
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/bao-duong-xe (create, office)', () => {
  it('creates a MOI ticket with the catalogue item name and the success text', async () => {
    const [item] = await t.db.select().from(dmHangMucBaoDuong).where(eq(dmHangMucBaoDuong.tenHangMuc, 'Thay lốp'));
    const res = await office('dieuphoi', '/api/bao-duong-xe', {
      xeId: car3,
      loaiBaoDuong: 'DINH_KY',
      dmHangMucId: item?.id,
      noiDungCongViec: '  Thay lốp trước  ',
      odoLucTao: '30.200',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Tạo phiếu sửa chữa thành công!');
    expect(res.json().data).toMatchObject({
      trangThai: 'MOI',
      xeBienSo: '51C-246.80',
      tenHangMuc: 'Thay lốp',
      noiDungCongViec: 'Thay lốp trước',
      odoLucTao: 30_200,
      tenNguoiTao: 'Trần Văn Điều',
    });
  });

  it.each([
    [{}, M.create],
    [{ xeId: 1, loaiBaoDuong: 'DINH_KY', noiDungCongViec: '   ' }, M.create],
    [{ xeId: 1, loaiBaoDuong: 'KHAC', noiDungCongViec: 'x' }, M.create],
    [{ loaiBaoDuong: 'DINH_KY', noiDungCongViec: 'x' }, M.create],
    [{ xeId: 1, loaiBaoDuong: 'DINH_KY', noiDungCongViec: 'x'.repeat(2001) }, 'Nội dung công việc tối đa 2000 ký tự.'],
    [{ xeId: 1, loaiBaoDuong: 'DINH_KY', noiDungCongViec: 'x', odoLucTao: -1 }, 'ODO lúc tạo phải là số không âm.'],
  ])('validates %j', async (payload, message) => {
    const res = await office('dieuphoi', '/api/bao-duong-xe', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses an inactive item, an unknown vehicle and drivers', async () => {
    const [gone] = await t.db
      .insert(dmHangMucBaoDuong)
      .values({ tenHangMuc: 'Đã ngưng', active: false })
      .returning({ id: dmHangMucBaoDuong.id });
    const inactive = await office('dieuphoi', '/api/bao-duong-xe', {
      xeId: car3,
      loaiBaoDuong: 'DINH_KY',
      dmHangMucId: gone?.id,
      noiDungCongViec: 'x',
    });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().message).toBe('Hạng mục bảo dưỡng không tồn tại hoặc đã ngưng sử dụng.');
    const unknown = await office('dieuphoi', '/api/bao-duong-xe', {
      xeId: 99_999,
      loaiBaoDuong: 'DINH_KY',
      noiDungCongViec: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const driver = await post('taixe1', '/api/bao-duong-xe', {
      xeId: car1,
      loaiBaoDuong: 'DINH_KY',
      noiDungCongViec: 'x',
    });
    expect(driver.statusCode).toBe(403);
    expect(driver.json().message).toBe(FORBIDDEN_MESSAGE);
  });
});

describe('the ticket state machine', () => {
  it('walks MOI → CHO_DUYET → DA_DUYET → DANG_SUA → CHO_THANH_TOAN → HOAN_THANH with each text and actor', async () => {
    const id = await ticketIn('MOI');
    const quote = await office('dieuphoi', `/api/bao-duong-xe/${id}/bao-gia`, {
      garaDeXuat: ' Gara Minh Phát ',
      giaDeXuat: '1.250.000',
      anhBaoGiaUrl: PHOTO,
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().message).toBe('Gửi báo giá thành công, chờ duyệt.');
    expect(quote.json().data).toMatchObject({
      trangThai: 'CHO_DUYET',
      garaDeXuat: 'Gara Minh Phát',
      giaDeXuat: 1_250_000,
      anhBaoGiaUrl: PHOTO,
    });

    const approve = await office('dieuphoi', `/api/bao-duong-xe/${id}/duyet`);
    expect(approve.json().message).toBe('Duyệt giá thành công!');
    expect(approve.json().data).toMatchObject({
      trangThai: 'DA_DUYET',
      tenNguoiDuyet: 'Trần Văn Điều',
      giaDuocDuyet: 1_250_000,
    });
    expect(approve.json().data.thoiDiemDuyet).toEqual(expect.any(String));

    const start = await office('admin', `/api/bao-duong-xe/${id}/bat-dau`);
    expect(start.json().message).toBe('Đã cập nhật trạng thái "Đang Sửa".');
    expect(start.json().data.trangThai).toBe('DANG_SUA');

    const done = await office('dieuphoi', `/api/bao-duong-xe/${id}/hoan-thanh`, {
      odoHoanThanh: 30_500,
      chiPhiThucTe: 1_200_000,
      bienLaiUrl: RECEIPT,
    });
    expect(done.json().message).toBe('Xác nhận hoàn thành thành công, chờ thanh toán.');
    expect(done.json().data).toMatchObject({
      trangThai: 'CHO_THANH_TOAN',
      odoHoanThanh: 30_500,
      chiPhiThucTe: 1_200_000,
      bienLaiUrl: RECEIPT,
    });
    expect((await vehicleByPlate(t.db, '51C-246.80')).odoGanNhat).toBe(30_500);

    const paid = await office(
      'ketoan',
      `/api/bao-duong-xe/${id}/xac-nhan-thanh-toan?ghiChu=${encodeURIComponent('CK ngày 5')}`,
    );
    expect(paid.json().message).toBe('Xác nhận thanh toán thành công!');
    expect(paid.json().data).toMatchObject({
      trangThai: 'HOAN_THANH',
      tenNguoiThanhToan: 'Lê Thị Kim Ngân',
      ghiChuThanhToan: 'CK ngày 5',
    });

    const detail = await read(t.app, tk('ketoan'), `/api/bao-duong-xe/${id}`);
    expect(detail.json().data).toEqual(paid.json().data);
  });

  it.each([
    [
      'bao-gia',
      ['CHO_DUYET', 'DA_DUYET', 'DANG_SUA', 'CHO_THANH_TOAN', 'HOAN_THANH', 'DA_HUY'],
      { garaDeXuat: 'G', giaDeXuat: 1 },
      'dieuphoi',
    ],
    ['duyet', ['MOI', 'DA_DUYET', 'DANG_SUA', 'CHO_THANH_TOAN', 'HOAN_THANH', 'DA_HUY'], {}, 'dieuphoi'],
    ['bat-dau', ['MOI', 'CHO_DUYET', 'DANG_SUA', 'CHO_THANH_TOAN', 'HOAN_THANH', 'DA_HUY'], {}, 'dieuphoi'],
    [
      'hoan-thanh',
      ['MOI', 'CHO_DUYET', 'DA_DUYET', 'CHO_THANH_TOAN', 'HOAN_THANH', 'DA_HUY'],
      { odoHoanThanh: 1, chiPhiThucTe: 1, bienLaiUrl: RECEIPT },
      'dieuphoi',
    ],
    ['xac-nhan-thanh-toan', ['MOI', 'CHO_DUYET', 'DA_DUYET', 'DANG_SUA', 'HOAN_THANH', 'DA_HUY'], {}, 'ketoan'],
    ['huy?lyDoCancel=x', ['HOAN_THANH', 'DA_HUY'], {}, 'dieuphoi'],
  ])('%s is refused with 422 CONFLICT from the wrong states', async (action, states, body, user) => {
    for (const s of states) {
      const id = await ticketIn(s);
      const res = await office(user, `/api/bao-duong-xe/${id}/${action}`, body);
      expect(res.statusCode, `${action} from ${s}`).toBe(422);
      expect(res.json().code).toBe('CONFLICT');
      expect(res.json().message).toMatch(/^Phiếu đang ở trạng thái ".+", không thể .+\.$/);
      const [row] = await t.db.select().from(baoDuongXe).where(eq(baoDuongXe.id, id));
      expect(row?.trangThai).toBe(s);
    }
  });

  it('cancels any open ticket with a mandatory reason', async () => {
    for (const s of ['MOI', 'CHO_DUYET', 'DA_DUYET', 'DANG_SUA', 'CHO_THANH_TOAN']) {
      const id = await ticketIn(s);
      const res = await office('dieuphoi', `/api/bao-duong-xe/${id}/huy?lyDoCancel=${encodeURIComponent(' Xe bán ')}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Đã hủy phiếu thành công.');
      expect(res.json().data).toMatchObject({ trangThai: 'DA_HUY', lyDoHuy: 'Xe bán', tenNguoiHuy: 'Trần Văn Điều' });
    }
    const id = await ticketIn('MOI');
    for (const q of ['', '?lyDoCancel=', '?lyDoCancel=%20%20']) {
      const res = await office('dieuphoi', `/api/bao-duong-xe/${id}/huy${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Vui lòng nhập lý do hủy phiếu.');
    }
  });

  it('enforces the matrix: approve and cancel (dispatcher), payment (accountant), admin everything', async () => {
    const waiting = await ticketIn('CHO_DUYET');
    for (const user of ['ketoan', 'nhanvien1', 'taixe2']) {
      const res = await office(user, `/api/bao-duong-xe/${waiting}/duyet`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
    }
    expect((await office('admin', `/api/bao-duong-xe/${waiting}/duyet`)).statusCode).toBe(200);

    const unpaid = await ticketIn('CHO_THANH_TOAN');
    for (const user of ['dieuphoi', 'nhanvien1', 'taixe1']) {
      const res = await office(user, `/api/bao-duong-xe/${unpaid}/xac-nhan-thanh-toan`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
    }
    expect((await office('admin', `/api/bao-duong-xe/${unpaid}/xac-nhan-thanh-toan`)).statusCode).toBe(200);

    const open = await ticketIn('MOI');
    for (const user of ['ketoan', 'taixe1']) {
      const res = await office(user, `/api/bao-duong-xe/${open}/huy?lyDoCancel=x`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
    }

    // Quote/start/complete: the ticket's driver, or BAO_DUONG_SUA (the accountant has not).
    const quote = await office('ketoan', `/api/bao-duong-xe/${open}/bao-gia`, { garaDeXuat: 'G', giaDeXuat: 5 });
    expect(quote.statusCode).toBe(403);
    expect(quote.json().message).toBe(FORBIDDEN_MESSAGE);
  });

  it.each([
    [{}, M.quote],
    [{ garaDeXuat: ' ', giaDeXuat: 100 }, M.quote],
    [{ garaDeXuat: 'G', giaDeXuat: 0 }, M.quote],
    [{ garaDeXuat: 'G' }, M.quote],
    [{ garaDeXuat: 'G', giaDeXuat: 5, anhBaoGiaUrl: 'https://x.example/a.jpg' }, 'Đường dẫn ảnh không hợp lệ.'],
  ])('quote validates %j', async (body, message) => {
    const id = await ticketIn('MOI');
    const res = await office('dieuphoi', `/api/bao-duong-xe/${id}/bao-gia`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it.each([
    [{}, M.complete],
    [{ odoHoanThanh: 100, chiPhiThucTe: 100 }, M.complete],
    [{ chiPhiThucTe: 100, bienLaiUrl: RECEIPT }, M.complete],
    [{ odoHoanThanh: 0, chiPhiThucTe: 100, bienLaiUrl: RECEIPT }, M.positive],
    [{ odoHoanThanh: 100, chiPhiThucTe: -5, bienLaiUrl: RECEIPT }, M.positive],
  ])('complete validates %j', async (body, message) => {
    const id = await ticketIn('DANG_SUA');
    const res = await office('dieuphoi', `/api/bao-duong-xe/${id}/hoan-thanh`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 404 for an unknown ticket', async () => {
    const res = await office('dieuphoi', '/api/bao-duong-xe/999999/duyet');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Không tìm thấy phiếu bảo dưỡng.');
    expect((await read(t.app, tk('dieuphoi'), '/api/bao-duong-xe/999999')).statusCode).toBe(404);
  });
});

describe("the driver's own ticket actions (outbox: idempotent, ownership)", () => {
  it('a driver quotes, starts and completes a ticket they raised; replays answer the same, once', async () => {
    const sos = await post('taixe1', '/api/bao-duong-xe/su-co-sos', { noiDungSuCo: 'Gương chiếu hậu vỡ' });
    const id = sos.json().data.id as number;

    const key = newKey();
    const body = { garaDeXuat: 'Gara Hòa Bình', giaDeXuat: 450_000 };
    const first = await post('taixe1', `/api/bao-duong-xe/${id}/bao-gia`, body, { key });
    const replay = await post('taixe1', `/api/bao-duong-xe/${id}/bao-gia`, body, { key });
    expect(first.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    // A new key for the same action is a second attempt: the state machine refuses it.
    const again = await post('taixe1', `/api/bao-duong-xe/${id}/bao-gia`, body);
    expect(again.statusCode).toBe(422);

    // The other driver can neither act on it nor read it.
    const other = await post('taixe2', `/api/bao-duong-xe/${id}/bat-dau`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Phiếu này không phải của bạn.');
    expect((await read(t.app, tk('taixe2'), `/api/bao-duong-xe/${id}`)).statusCode).toBe(404);
    expect((await read(t.app, tk('taixe1'), `/api/bao-duong-xe/${id}`)).json().data.trangThai).toBe('CHO_DUYET');

    // Start before approval is a state refusal; the driver cannot approve.
    expect((await post('taixe1', `/api/bao-duong-xe/${id}/bat-dau`)).statusCode).toBe(422);
    expect((await post('taixe1', `/api/bao-duong-xe/${id}/duyet`)).statusCode).toBe(403);
    await office('dieuphoi', `/api/bao-duong-xe/${id}/duyet`);

    const startKey = newKey();
    const device = new Date(Date.now() - 10 * 60_000).toISOString();
    const started = await post('taixe1', `/api/bao-duong-xe/${id}/bat-dau`, {}, { key: startKey, occurredAt: device });
    expect(started.json().data).toMatchObject({ trangThai: 'DANG_SUA', thoiDiemBatDau: device });
    const startReplay = await post(
      'taixe1',
      `/api/bao-duong-xe/${id}/bat-dau`,
      {},
      { key: startKey, occurredAt: device },
    );
    expect(startReplay.json()).toEqual(started.json());

    const doneKey = newKey();
    const done = { odoHoanThanh: 45_100, chiPhiThucTe: 430_000, bienLaiUrl: RECEIPT };
    const completed = await post('taixe1', `/api/bao-duong-xe/${id}/hoan-thanh`, done, { key: doneKey });
    expect(completed.json().data.trangThai).toBe('CHO_THANH_TOAN');
    const doneReplay = await post('taixe1', `/api/bao-duong-xe/${id}/hoan-thanh`, done, { key: doneKey });
    expect(doneReplay.json()).toEqual(completed.json());
    expect(await t.db.$count(baoDuongXe, eq(baoDuongXe.id, id))).toBe(1);
    // The driver cannot confirm the payment.
    expect((await post('taixe1', `/api/bao-duong-xe/${id}/xac-nhan-thanh-toan`)).statusCode).toBe(403);
  });

  it('the driver holding the vehicle may act on an office ticket of it; a driver without it may not', async () => {
    const onCar1 = await ticketIn('MOI', car1, 'dieuphoi');
    expect(
      (await post('taixe3', `/api/bao-duong-xe/${onCar1}/bao-gia`, { garaDeXuat: 'G', giaDeXuat: 9 })).statusCode,
    ).toBe(403);
    const res = await post('taixe1', `/api/bao-duong-xe/${onCar1}/bao-gia`, { garaDeXuat: 'G', giaDeXuat: 9 });
    expect(res.statusCode).toBe(200);
  });

  it('completing a TU_CHECKLIST/SOS ticket gives a MAINTENANCE vehicle back to its assignment state', async () => {
    await t.db.update(xe).set({ trangThai: 'MAINTENANCE' }).where(eq(xe.id, car1));
    await t.db
      .update(baoDuongXe)
      .set({ trangThai: 'DA_HUY' })
      .where(
        and(eq(baoDuongXe.xeId, car1), inArray(baoDuongXe.trangThai, ['MOI', 'CHO_DUYET', 'DA_DUYET', 'DANG_SUA'])),
      );
    const id = await ticketIn('DANG_SUA', car1, 'taixe1', 'TU_CHECKLIST');
    const other = await ticketIn('DA_DUYET', car1, 'dieuphoi', 'SU_CO_DOT_XUAT');
    const done = { odoHoanThanh: 45_200, chiPhiThucTe: 100_000, bienLaiUrl: RECEIPT };
    await post('taixe1', `/api/bao-duong-xe/${id}/hoan-thanh`, done);
    // Another repair of the vehicle is still open: it stays in maintenance.
    expect((await vehicleByPlate(t.db, '51C-123.45')).trangThai).toBe('MAINTENANCE');
    await office('dieuphoi', `/api/bao-duong-xe/${other}/huy?lyDoCancel=trùng`);
    const last = await ticketIn('DANG_SUA', car1, 'taixe1', 'SU_CO_DOT_XUAT');
    await post('taixe1', `/api/bao-duong-xe/${last}/hoan-thanh`, done);
    const car = await vehicleByPlate(t.db, '51C-123.45');
    expect(car.trangThai).toBe('ASSIGNED');
    expect(car.odoGanNhat).toBe(45_200);
    // A periodic ticket leaves the vehicle's status alone.
    await t.db.update(xe).set({ trangThai: 'MAINTENANCE' }).where(eq(xe.id, car3));
    const periodic = await ticketIn('DANG_SUA', car3, 'dieuphoi', 'DINH_KY');
    await office('dieuphoi', `/api/bao-duong-xe/${periodic}/hoan-thanh`, done);
    expect((await vehicleByPlate(t.db, '51C-246.80')).trangThai).toBe('MAINTENANCE');
    await t.db.update(xe).set({ trangThai: 'AVAILABLE' }).where(eq(xe.id, car3));
  });
});

describe('office reads', () => {
  it('GET /api/bao-duong-xe returns full tickets with the tab, vehicle, driver and text filters', async () => {
    const all = (await read(t.app, tk('dieuphoi'), '/api/bao-duong-xe?size=200')).json().data;
    expect(all.totalElements).toBe(await t.db.$count(baoDuongXe));
    const waiting = (await read(t.app, tk('dieuphoi'), '/api/bao-duong-xe?trangThai=CHO_DUYET&size=200')).json().data;
    expect(waiting.totalElements).toBe(await t.db.$count(baoDuongXe, eq(baoDuongXe.trangThai, 'CHO_DUYET')));
    expect(waiting.content[0]).toHaveProperty('garaDeXuat');
    const driver1 = await userId(t.db, 'taixe1');
    const byDriver = (await read(t.app, tk('dieuphoi'), `/api/bao-duong-xe?taiXeId=${driver1}&size=200`)).json().data;
    expect(byDriver.totalElements).toBe(await t.db.$count(baoDuongXe, eq(baoDuongXe.nguoiTaoId, driver1)));
    expect(byDriver.content.every((x: Ticket) => x.nguoiTaoId === driver1)).toBe(true);
    const text = (await read(t.app, tk('dieuphoi'), `/api/bao-duong-xe?q=${encodeURIComponent('kumho')}`)).json().data;
    expect(text.totalElements).toBe(0); // the garage is not searched: plate, content, creator
    const page = (await read(t.app, tk('dieuphoi'), '/api/bao-duong-xe?page=2&size=3')).json().data;
    expect(page.content.map((x: Ticket) => x.id)).toEqual(all.content.slice(6, 9).map((x: Ticket) => x.id));
  });

  it('GET /gia-tham-khao: count, average, last price and garage from HOAN_THANH tickets', async () => {
    const [oil] = await t.db
      .select()
      .from(dmHangMucBaoDuong)
      .where(eq(dmHangMucBaoDuong.tenHangMuc, 'Thay dầu động cơ'));
    const res = await read(t.app, tk('dieuphoi'), `/api/bao-duong-xe/gia-tham-khao?dmHangMucId=${oil?.id}`);
    expect(res.statusCode).toBe(200);
    // Seeded: 850 000 (120 days ago, Minh Phát) and 1 150 000 (60 days ago, Hưng Thịnh).
    expect(res.json().data).toEqual({
      soLanThucHien: 2,
      giaTrungBinh: 1_000_000,
      giaLanCuoi: 1_150_000,
      garaLanCuoi: 'Gara Hưng Thịnh (Dĩ An)',
    });
    const [fresh] = await t.db.insert(dmHangMucBaoDuong).values({ tenHangMuc: 'Mới tinh' }).returning();
    const none = await read(t.app, tk('dieuphoi'), `/api/bao-duong-xe/gia-tham-khao?dmHangMucId=${fresh?.id}`);
    expect(none.json().data).toEqual({ soLanThucHien: 0, giaTrungBinh: null, giaLanCuoi: null, garaLanCuoi: null });
    const bad = await read(t.app, tk('dieuphoi'), '/api/bao-duong-xe/gia-tham-khao');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Hạng mục không hợp lệ.');
    expect((await read(t.app, tk('taixe1'), `/api/bao-duong-xe/gia-tham-khao?dmHangMucId=${oil?.id}`)).statusCode).toBe(
      403,
    );
  });

  it('GET /lich-su/theo-xe/{xeId}: the vehicle tickets newest first; office only', async () => {
    const res = await read(t.app, tk('dieuphoi'), `/api/bao-duong-xe/lich-su/theo-xe/${car3}`);
    expect(res.statusCode).toBe(200);
    const rows: Ticket[] = res.json().data;
    expect(rows.length).toBe(await t.db.$count(baoDuongXe, eq(baoDuongXe.xeId, car3)));
    expect(rows.every((r) => r.xeBienSo === '51C-246.80')).toBe(true);
    const dates = rows.map((r) => r.ngayTao as string);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await read(t.app, tk('dieuphoi'), '/api/bao-duong-xe/lich-su/theo-xe/99999')).statusCode).toBe(404);
    expect((await read(t.app, tk('taixe1'), `/api/bao-duong-xe/lich-su/theo-xe/${car3}`)).statusCode).toBe(403);
  });
});
