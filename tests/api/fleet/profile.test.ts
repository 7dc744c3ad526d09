import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiryState } from '@/contracts/fleet';
import { giayTo, xePhanCong } from '../../../server/db/schema';
import { openAssignmentOf, read, userId, vehicleByPlate } from '../helpers/driver';
import { createTestApp, login, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const tk = (u: string) => tokens[u] as string;
type Doc = { loaiGiayTo: string; xeId: number | null; nguoiDungId: number | null; ngayHetHan: string | null };

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['taixe1', 'taixe2', 'taixe3', 'ketoan']) tokens[u] = (await login(t.app, u)).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/ho-so-xe/cua-toi', () => {
  it('answers the driver card, the current vehicle and both groups of documents, soonest expiry first', async () => {
    const res = await read(t.app, tk('taixe1'), '/api/ho-so-xe/cua-toi');
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    const car = await vehicleByPlate(t.db, '51C-123.45');
    const me = await userId(t.db, 'taixe1');
    expect(p.xeHienTai).toEqual({
      id: car.id,
      bienSo: '51C-123.45',
      tenLoaiXe: 'Xe tải 1.25 tấn',
      hangXe: 'Hyundai',
      model: 'New Porter H150',
      fileUrl: null,
    });
    expect(p.taiXe).toEqual({
      hoTen: 'Nguyễn Văn Tài',
      chucVu: 'Tài xế',
      avatarUrl: null,
      soDienThoai: expect.stringMatching(/^09\d{8}$/),
      email: 'taixe1@vantai.demo',
    });
    const docs: Doc[] = p.danhSachGiayTo;
    expect(docs.filter((d) => d.xeId === car.id).map((d) => d.loaiGiayTo)).toEqual([
      'DANG_KIEM',
      'BH_TNDS_BB',
      'DANG_KY_XE',
    ]);
    expect(docs.filter((d) => d.nguoiDungId === me).map((d) => d.loaiGiayTo)).toEqual([
      'GIAY_KHAM_SK',
      'GPLX_C',
      'CCCD',
    ]);
    expect(docs).toHaveLength(6);
    const dates = docs.map((d) => d.ngayHetHan);
    expect([...dates].sort()).toEqual(dates);
    // The demo shows all three states on both sides.
    const states = (owner: (d: Doc) => boolean) => docs.filter(owner).map((d) => expiryState(d.ngayHetHan));
    expect(states((d) => d.xeId !== null).sort()).toEqual(['expired', 'soon', 'valid']);
    expect(states((d) => d.nguoiDungId !== null).sort()).toEqual(['expired', 'soon', 'valid']);
    expect(docs[0]).toMatchObject({ tenHienThi: 'Đăng kiểm - 51C-123.45', soGiayTo: 'KD-5012345', active: true });
  });

  it("never shows another vehicle's or driver's documents", async () => {
    const docs: Doc[] = (await read(t.app, tk('taixe2'), '/api/ho-so-xe/cua-toi')).json().data.danhSachGiayTo;
    const car2 = (await vehicleByPlate(t.db, '51D-678.90')).id;
    const me = await userId(t.db, 'taixe2');
    expect(docs.map((d) => [d.loaiGiayTo, d.xeId ?? d.nguoiDungId])).toEqual([
      ['DANG_KIEM', car2],
      ['GPLX_FC', me],
    ]);
  });

  it('a driver without a vehicle gets a null vehicle and only personal documents', async () => {
    const me = await userId(t.db, 'taixe3');
    await t.db
      .insert(giayTo)
      .values({ maLoaiGiayTo: 'GPLX_B2', tenHienThi: 'GPLX hạng B2 - Hoàng Đức Lộc', nguoiDungId: me });
    const p = (await read(t.app, tk('taixe3'), '/api/ho-so-xe/cua-toi')).json().data;
    expect(p.xeHienTai).toBeNull();
    expect(p.danhSachGiayTo.map((d: Doc) => [d.loaiGiayTo, d.ngayHetHan])).toEqual([['GPLX_B2', null]]);
  });

  it('follows the assignment: once closed, the vehicle and its documents disappear', async () => {
    const a = await openAssignmentOf(t.db, 'taixe2');
    await t.db.update(xePhanCong).set({ trangThai: 'CLOSED' }).where(eq(xePhanCong.id, a.id));
    const p = (await read(t.app, tk('taixe2'), '/api/ho-so-xe/cua-toi')).json().data;
    expect(p.xeHienTai).toBeNull();
    expect(p.danhSachGiayTo.map((d: Doc) => d.loaiGiayTo)).toEqual(['GPLX_FC']);
    await t.db.update(xePhanCong).set({ trangThai: 'ASSIGNED' }).where(eq(xePhanCong.id, a.id));
  });

  it('is only for drivers: 403 with the spec text', async () => {
    const res = await read(t.app, tk('ketoan'), '/api/ho-so-xe/cua-toi');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Bạn không có quyền truy cập chức năng này (Không phải tài xế?).',
      code: 'FORBIDDEN',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/ho-so-xe/cua-toi' })).statusCode).toBe(401);
  });
});
