/**
 * Issue 11 §4: the ledgers stay plausible. Money ≤ 10 000 000 000 đ per record, litres ≤ 2 000,
 * odometers ≤ 10 000 000 km; a reading may not jump more than 5 000 km past the vehicle's recorded
 * odometer (so one typo cannot lock a vehicle); the office corrects the recorded odometer with a
 * reason, audited; a repair far above its approved quote needs a note and is flagged to accounting.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import { baoDuongXe, thongBao, xe, xeNhatKy, xePhanCong } from '../../../server/db/schema';
import { openAssignmentOf, read, userId, vehicleByPlate, write } from '../helpers/driver';
import { bearer, createTestApp, login, type TestApp } from '../helpers/test-app';

const RECEIPT = '/api/files/BienLaiBienLaiBienLai00';
const ODO_PHOTO = '/api/files/OdoOdoOdoOdoOdoOdoOdo00';
const M = {
  moneyMax: 'Số tiền không được vượt quá 10.000.000.000 đ.',
  litresMax: 'Số lít không được vượt quá 2.000.',
  odoMax: 'Số ODO không được vượt quá 10.000.000 km.',
  amount: 'Vui lòng nhập Số tiền hợp lệ (>= 1.000).',
  jump: (x: string, y: string) =>
    `Số ODO (${x}) vượt quá ODO đã ghi nhận (${y}) hơn 5.000 km. Vui lòng kiểm tra lại hoặc liên hệ điều phối.`,
};

let t: TestApp;
const tokens: Record<string, string> = {};
const tk = (u: string) => tokens[u] as string;
let car1: number;
let car3: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['taixe1', 'dieuphoi', 'ketoan', 'admin']) tokens[u] = (await login(t.app, u)).accessToken;
  car1 = (await vehicleByPlate(t.db, '51C-123.45')).id;
  car3 = (await vehicleByPlate(t.db, '51C-246.80')).id;
});
afterAll(async () => {
  await t.close();
});

/** taixe1's seeded order on 51C-123.45 back to ASSIGNED, the vehicle at 45 000 km. */
async function resetCar1(odo = 45_000) {
  const a = await openAssignmentOf(t.db, 'taixe1');
  await t.db.update(xePhanCong).set({ trangThai: 'ASSIGNED' }).where(eq(xePhanCong.id, a.id));
  await t.db.update(xe).set({ trangThai: 'ASSIGNED', odoGanNhat: odo }).where(eq(xe.id, car1));
  return a;
}

const fuel = (patch: object) =>
  write(t.app, tk('taixe1'), '/api/xang-dau', {
    xeId: car1,
    soTien: 1_500_000,
    soLit: 70,
    odoKmCuoiKy: 45_300,
    anhBienLaiUrl: RECEIPT,
    anhOdoUrl: ODO_PHOTO,
    ...patch,
  });
const event = (payload: object) => write(t.app, tk('taixe1'), '/api/xe-assignments/events', payload);
const office = (user: string, url: string, payload: object = {}) => write(t.app, tk(user), url, payload, { key: null });
const put = (user: string, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, payload, headers: bearer(tk(user)) });

describe('money, litres and odometer limits (fuel report)', () => {
  beforeEach(() => resetCar1());

  it.each([
    ['amount exactly 1 000 (the low boundary)', { soTien: 1_000 }],
    ['amount just below the cap', { soTien: 9_999_999_999 }],
    ['amount at the cap', { soTien: '10.000.000.000' }],
    ['litres at the cap', { soLit: 2_000 }],
  ])('accepts %s', async (_label, patch) => {
    expect((await fuel(patch)).statusCode).toBe(201);
  });

  it.each([
    ['amount above the cap', { soTien: 10_000_000_001 }, 'soTien', M.moneyMax],
    ['the reported 10 000 000 000 000 đ', { soTien: 10_000_000_000_000 }, 'soTien', M.moneyMax],
    ['amount below 1 000 (spec text kept)', { soTien: 999 }, 'soTien', M.amount],
    ['litres above the cap', { soLit: 2_000.01 }, 'soLit', M.litresMax],
    ['odometer above 10 000 000 km', { odoKmCuoiKy: 10_000_001 }, 'odoKmCuoiKy', M.odoMax],
  ])('refuses %s', async (_label, patch, field, message) => {
    const res = await fuel(patch);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  it('a reading at most 5 000 km past the recorded odometer passes; one more km is refused', async () => {
    expect((await fuel({ odoKmCuoiKy: 50_000 })).statusCode).toBe(201);
    const res = await fuel({ odoKmCuoiKy: 50_001 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.jump('50.001', '45.000'));
    // At the cap itself the jump rule answers (the vehicle is at 45 000).
    expect((await fuel({ odoKmCuoiKy: 10_000_000 })).statusCode).toBe(422);
  });
});

describe('odometer readings of receive, return, checklist, SOS and repairs', () => {
  beforeEach(() => resetCar1());

  it('RECEIVE: the reported 824 100 000 is refused by the cap, a 5 001 km jump by the jump rule', async () => {
    const a = await openAssignmentOf(t.db, 'taixe1');
    const typo = await event({ phanCongId: a.id, eventType: 'RECEIVE', odo: 824_100_000 });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().message).toBe(M.odoMax);
    const jump = await event({ phanCongId: a.id, eventType: 'RECEIVE', odo: 50_001 });
    expect(jump.statusCode).toBe(422);
    expect(jump.json().message).toBe(M.jump('50.001', '45.000'));
    expect((await vehicleByPlate(t.db, '51C-123.45')).odoGanNhat).toBe(45_000);
    expect((await event({ phanCongId: a.id, eventType: 'RECEIVE', odo: 50_000 })).statusCode).toBe(201);
  });

  it('RETURN equal to the recorded odometer is accepted; a jump is refused', async () => {
    const a = await openAssignmentOf(t.db, 'taixe1');
    await event({ phanCongId: a.id, eventType: 'RECEIVE', odo: 45_000 });
    const jump = await event({ phanCongId: a.id, eventType: 'RETURN', odo: 60_000 });
    expect(jump.statusCode).toBe(422);
    expect(jump.json().message).toBe(M.jump('60.000', '45.000'));
    const same = await event({ phanCongId: a.id, eventType: 'RETURN', odo: 45_000 });
    expect(same.statusCode).toBe(201);
  });

  it('checklist and SOS readings obey the cap and the jump rule', async () => {
    const items = (await read(t.app, tk('taixe1'), `/api/checklist/hang-muc-cho-xe?xeId=${car1}`)).json().data as {
      id: number;
    }[];
    const answers = items.map((i) => ({ itemId: i.id, trangThai: 'OK' }));
    const over = await write(t.app, tk('taixe1'), '/api/checklist/submit', {
      xeId: car1,
      odo: 10_000_001,
      items: answers,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(M.odoMax);
    const jump = await write(t.app, tk('taixe1'), '/api/checklist/submit', { xeId: car1, odo: 50_001, items: answers });
    expect(jump.statusCode).toBe(422);
    expect(jump.json().message).toBe(M.jump('50.001', '45.000'));

    const sos = (odoHienTai: number) =>
      write(t.app, tk('taixe1'), '/api/bao-duong-xe/su-co-sos', { noiDungSuCo: 'Hỏng', odoHienTai });
    expect((await sos(10_000_001)).json().message).toBe(M.odoMax);
    expect((await sos(50_001)).json().message).toBe(M.jump('50.001', '45.000'));
    expect((await sos(50_000)).statusCode).toBe(201);
  });

  it('tickets: quote and cost capped at 10 000 000 000 đ, completion odometer capped and jump-checked', async () => {
    const [row] = await t.db
      .insert(baoDuongXe)
      .values({
        xeId: car3,
        loaiBaoDuong: 'DINH_KY',
        trangThai: 'MOI',
        noiDungCongViec: 'Thay dầu',
        ngayTao: new Date(),
        receivedAt: new Date(),
      })
      .returning({ id: baoDuongXe.id });
    const id = row?.id as number;
    const quote = await office('dieuphoi', `/api/bao-duong-xe/${id}/bao-gia`, {
      garaDeXuat: 'Gara',
      giaDeXuat: 10_000_000_001,
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().message).toBe(M.moneyMax);
    await t.db
      .update(baoDuongXe)
      .set({ trangThai: 'DANG_SUA', giaDeXuat: 1_000_000, giaDuocDuyet: 1_000_000 })
      .where(eq(baoDuongXe.id, id));
    const recorded = (await vehicleByPlate(t.db, '51C-246.80')).odoGanNhat;
    const complete = (patch: object) =>
      office('dieuphoi', `/api/bao-duong-xe/${id}/hoan-thanh`, {
        odoHoanThanh: recorded + 10,
        chiPhiThucTe: 900_000,
        bienLaiUrl: RECEIPT,
        ...patch,
      });
    expect((await complete({ chiPhiThucTe: 10_000_000_001 })).json().message).toBe(M.moneyMax);
    expect((await complete({ odoHoanThanh: 10_000_001 })).json().message).toBe(M.odoMax);
    const jump = await complete({ odoHoanThanh: recorded + 5_001 });
    expect(jump.statusCode).toBe(422);
    expect(jump.json().message).toContain('hơn 5.000 km');
    expect((await complete({})).statusCode).toBe(200);
  });

  it('vehicle register: odometer capped on create; editing it goes through the correction', async () => {
    const body = { bienSo: '63C-999.01', loaiXeId: (await vehicleByPlate(t.db, '51C-246.80')).loaiXeId };
    const over = await office('dieuphoi', '/api/xe', { ...body, odoGanNhat: 10_000_001 });
    expect(over.statusCode).toBe(400);
    expect(over.json().fieldErrors.odoGanNhat).toBe(M.odoMax);
    const created = await office('dieuphoi', '/api/xe', { ...body, odoGanNhat: 10_000_000 });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const same = await put('dieuphoi', `/api/xe/${id}`, { ...body, odoGanNhat: 10_000_000 });
    expect(same.statusCode).toBe(200);
    const changed = await put('dieuphoi', `/api/xe/${id}`, { ...body, odoGanNhat: 12_000 });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe(
      'ODO đã ghi nhận chỉ được thay đổi bằng chức năng "Điều chỉnh ODO" (cần nhập lý do).',
    );
  });
});

describe('PUT /api/xe/{id}/odo — the office corrects the recorded odometer', () => {
  it('unlocks a vehicle a typo locked: audited with who, when, old, new and the reason', async () => {
    const a = await resetCar1();
    await event({ phanCongId: a.id, eventType: 'RECEIVE', odo: 45_000 });
    // The state the old server left behind: a receive typed 824 100 000 on a truck at 82 410 km.
    await t.db.update(xe).set({ odoGanNhat: 824_100_000 }).where(eq(xe.id, car1));
    const locked = await event({ phanCongId: a.id, eventType: 'RETURN', odo: 45_600 });
    expect(locked.statusCode).toBe(422);

    const before = Date.now();
    const res = await put('dieuphoi', `/api/xe/${car1}/odo`, { odo: '45.500', lyDo: '  Tài xế nhập nhầm ODO  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Đã điều chỉnh ODO xe thành công.');
    expect(res.json().data).toMatchObject({ id: car1, odoGanNhat: 45_500 });
    const [audit] = await t.db.select().from(xeNhatKy).where(eq(xeNhatKy.xeId, car1)).orderBy(desc(xeNhatKy.id));
    expect(audit).toMatchObject({
      loai: 'SUA_ODO',
      odoCu: 824_100_000,
      odoMoi: 45_500,
      lyDo: 'Tài xế nhập nhầm ODO',
      nguoiThucHienId: await userId(t.db, 'dieuphoi'),
    });
    expect(audit?.thoiDiem.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const log = await read(t.app, tk('ketoan'), `/api/xe/${car1}/nhat-ky`);
    expect(log.statusCode).toBe(200);
    expect(log.json().data[0]).toMatchObject({
      loai: 'SUA_ODO',
      odoCu: 824_100_000,
      odoMoi: 45_500,
      lyDo: 'Tài xế nhập nhầm ODO',
      tenNguoiThucHien: 'Trần Văn Điều',
    });

    expect((await event({ phanCongId: a.id, eventType: 'RETURN', odo: 45_600 })).statusCode).toBe(201);
  });

  it('validates: a reason is required, the odometer within 0 … 10 000 000', async () => {
    const noReason = await put('dieuphoi', `/api/xe/${car3}/odo`, { odo: 31_000, lyDo: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Vui lòng nhập lý do điều chỉnh ODO.');
    const over = await put('dieuphoi', `/api/xe/${car3}/odo`, { odo: 10_000_001, lyDo: 'x' });
    expect(over.json().message).toBe(M.odoMax);
    const negative = await put('dieuphoi', `/api/xe/${car3}/odo`, { odo: -1, lyDo: 'x' });
    expect(negative.json().message).toBe('Vui lòng nhập số ODO hợp lệ.');
    const missing = await put('dieuphoi', '/api/xe/999999/odo', { odo: 1, lyDo: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('is refused without the vehicle-edit permission (driver, accountant)', async () => {
    for (const user of ['taixe1', 'ketoan']) {
      const res = await put(user, `/api/xe/${car3}/odo`, { odo: 31_000, lyDo: 'x' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
    }
  });
});

describe('a repair far above its approved quote', () => {
  async function repairing(giaDuocDuyet: number) {
    const [row] = await t.db
      .insert(baoDuongXe)
      .values({
        xeId: car3,
        loaiBaoDuong: 'DINH_KY',
        trangThai: 'DANG_SUA',
        noiDungCongViec: 'Sửa hộp số',
        ngayTao: new Date(),
        receivedAt: new Date(),
        garaDeXuat: 'Gara',
        giaDeXuat: giaDuocDuyet,
        giaDuocDuyet,
      })
      .returning({ id: baoDuongXe.id });
    return row?.id as number;
  }
  const complete = async (id: number, chiPhiThucTe: number, extra: object = {}) =>
    office('dieuphoi', `/api/bao-duong-xe/${id}/hoan-thanh`, {
      odoHoanThanh: (await vehicleByPlate(t.db, '51C-246.80')).odoGanNhat,
      chiPhiThucTe,
      bienLaiUrl: RECEIPT,
      ...extra,
    });
  const accountantNotes = async (id: number) =>
    t.db
      .select()
      .from(thongBao)
      .where(
        and(
          eq(thongBao.idNguoiNhan, await userId(t.db, 'ketoan')),
          eq(thongBao.loaiDoiTuong, 'BAO_DUONG'),
          eq(thongBao.idDoiTuong, id),
        ),
      );

  it('exactly 1.5× the approved price needs no note and is not flagged', async () => {
    const id = await repairing(1_000_000);
    const res = await complete(id, 1_500_000);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ vuotBaoGia: false, ghiChuHoanThanh: null });
    expect(await accountantNotes(id)).toHaveLength(0);
  });

  it('above 1.5× without a note is refused, saying why', async () => {
    const id = await repairing(1_000_000);
    const res = await complete(id, 1_500_001);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Chi phí thực tế (1.500.001 đ) vượt quá 1,5 lần giá đã duyệt (1.000.000 đ). Vui lòng nhập ghi chú giải thích.',
    );
    expect((await t.db.select().from(baoDuongXe).where(eq(baoDuongXe.id, id)))[0]?.trangThai).toBe('DANG_SUA');
  });

  it('above 1.5× with a note is accepted, flagged on the ticket and notified to the accountants', async () => {
    const id = await repairing(1_000_000);
    const res = await complete(id, 2_400_000, { ghiChuHoanThanh: 'Phát sinh thay ly hợp' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      trangThai: 'CHO_THANH_TOAN',
      vuotBaoGia: true,
      ghiChuHoanThanh: 'Phát sinh thay ly hợp',
    });
    const notes = await accountantNotes(id);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.tieuDe).toBe('Chi phí sửa chữa vượt báo giá');
    expect(notes[0]?.noiDung).toContain('2.400.000 đ');
    expect(notes[0]?.noiDung).toContain('Phát sinh thay ly hợp');
    const detail = await read(t.app, tk('ketoan'), `/api/bao-duong-xe/${id}`);
    expect(detail.json().data).toMatchObject({ vuotBaoGia: true, ghiChuHoanThanh: 'Phát sinh thay ly hợp' });
  });
});
