import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiryState } from '@/contracts/fleet';
import { addDays, vnDay } from '../../../server/lib/vn-time';
import { read, userId, vehicleByPlate } from '../helpers/driver';
import { bearer, createTestApp, login, type TestApp } from '../helpers/test-app';

const M = {
  type: 'Vui lòng chọn Loại Giấy tờ.',
  owner: 'Phải chọn Xe hoặc Người dùng (tài xế), không được cả hai hoặc không chọn ai.',
  expiry: 'Ngày hết hạn không được trước Ngày cấp.',
  url: 'Đường dẫn file không hợp lệ.',
};

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['taixe1', 'taixe2', 'dieuphoi']) tokens[u] = (await login(t.app, u)).accessToken;
});
afterAll(async () => {
  await t.close();
});

const tk = (u: string) => tokens[u] as string;
const get = (url: string, user = 'dieuphoi') => read(t.app, tk(user), url);
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user = 'dieuphoi') =>
  t.app.inject({ method, url, payload, headers: bearer(tk(user)) });

describe('GET /api/giay-to', () => {
  it('pages the seeded documents, soonest expiry first, with type label, plate and owner name', async () => {
    const res = await get('/api/giay-to?page=0&size=5&sort=ngayHetHan,asc');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ number: 0, size: 5, totalElements: 8, totalPages: 2 });
    const ends = page.content.map((d: { ngayHetHan: string }) => d.ngayHetHan);
    expect([...ends].sort()).toEqual(ends);
    expect(page.content[0]).toMatchObject({
      maLoaiGiayTo: 'DANG_KIEM',
      tenLoaiGiayToDisplay: 'Đăng kiểm',
      tenHienThi: 'Đăng kiểm - 51C-123.45',
      xeBienSo: '51C-123.45',
      nguoiDungId: null,
      nguoiDungHoTen: null,
      active: true,
    });
  });

  it('filters: text, owner kind, vehicle, driver, type, expiry state', async () => {
    const n = async (q: string) => (await get(`/api/giay-to?${q}`)).json().data.totalElements;
    expect(await n('q=51C-123')).toBe(3);
    expect(await n('q=Nguyễn Văn Tài')).toBe(3);
    expect(await n('loaiChuSoHuu=XE')).toBe(4);
    expect(await n('loaiChuSoHuu=TAI_XE')).toBe(4);
    expect(await n(`xeId=${(await vehicleByPlate(t.db, '51D-678.90')).id}`)).toBe(1);
    expect(await n(`nguoiDungId=${await userId(t.db, 'taixe1')}`)).toBe(3);
    expect(await n('maLoaiGiayTo=DANG_KIEM')).toBe(2);
    expect(await n('hetHan=expired')).toBe(2);
    expect(await n('hetHan=soon')).toBe(2);
    expect(await n('hetHan=valid')).toBe(4);
    expect((await get('/api/giay-to?hetHan=abc')).statusCode).toBe(400);
  });

  it('theo-xe and theo-nguoi-dung; a driver reads only their own; the office list is office-only', async () => {
    const car = await vehicleByPlate(t.db, '51C-123.45');
    expect((await get(`/api/giay-to/theo-xe/${car.id}`)).json().data).toHaveLength(3);
    const taixe1 = await userId(t.db, 'taixe1');
    expect((await get(`/api/giay-to/theo-nguoi-dung/${taixe1}`)).json().data).toHaveLength(3);
    expect((await get(`/api/giay-to/theo-nguoi-dung/${taixe1}`, 'taixe1')).statusCode).toBe(200);
    expect((await get(`/api/giay-to/theo-nguoi-dung/${taixe1}`, 'taixe2')).statusCode).toBe(404);
    expect((await get('/api/giay-to', 'taixe1')).statusCode).toBe(403);
  });
});

describe('create / edit / delete', () => {
  it('creates a vehicle document with the auto display name; blanks become null', async () => {
    const car = await vehicleByPlate(t.db, '50H-135.79');
    const res = await send('POST', '/api/giay-to', {
      maLoaiGiayTo: 'BH_VAT_CHAT',
      tenHienThi: '  ',
      soGiayTo: ' BH-1 ',
      xeId: car.id,
      nguoiDungId: null,
      ngayCap: '2025-01-01',
      ngayHetHan: '2026-01-01',
      noiCap: '',
      fileUrl: 'https://example.com/bh.pdf',
      fileMime: 'application/pdf',
      ghiChu: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Thêm giấy tờ thành công!',
      data: {
        tenHienThi: 'Bảo hiểm vật chất - 50H-135.79',
        soGiayTo: 'BH-1',
        xeBienSo: '50H-135.79',
        noiCap: null,
        ghiChu: null,
        fileMime: 'application/pdf',
        active: true,
      },
    });
  });

  it('creates a driver document; edit keeps the display name unless one is given; delete', async () => {
    const taixe2 = await userId(t.db, 'taixe2');
    const created = await send('POST', '/api/giay-to', { maLoaiGiayTo: 'CCCD', nguoiDungId: taixe2 });
    expect(created.statusCode).toBe(201);
    const doc = created.json().data;
    expect(doc).toMatchObject({
      tenHienThi: 'Căn cước công dân - Phạm Minh Xuân',
      xeId: null,
      nguoiDungHoTen: 'Phạm Minh Xuân',
    });

    // Edit: another type, empty name → the stored name stays (not re-derived).
    const edited = await send('PUT', `/api/giay-to/${doc.id}`, {
      maLoaiGiayTo: 'GPLX_C',
      tenHienThi: '',
      nguoiDungId: taixe2,
      active: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Cập nhật giấy tờ thành công!',
      data: { maLoaiGiayTo: 'GPLX_C', tenHienThi: 'Căn cước công dân - Phạm Minh Xuân', active: false },
    });
    const renamed = await send('PUT', `/api/giay-to/${doc.id}`, {
      maLoaiGiayTo: 'GPLX_C',
      tenHienThi: 'GPLX hạng C của Xuân',
      nguoiDungId: taixe2,
    });
    expect(renamed.json().data.tenHienThi).toBe('GPLX hạng C của Xuân');
    expect((await get(`/api/giay-to/${doc.id}`)).json().data.tenHienThi).toBe('GPLX hạng C của Xuân');

    const del = await send('DELETE', `/api/giay-to/${doc.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Đã xoá giấy tờ.');
    expect((await get(`/api/giay-to/${doc.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/giay-to/${doc.id}`)).statusCode).toBe(404);
    expect(
      (await send('PUT', `/api/giay-to/${doc.id}`, { maLoaiGiayTo: 'CCCD', nguoiDungId: taixe2 })).statusCode,
    ).toBe(404);
  });

  it('every validation message', async () => {
    const car = await vehicleByPlate(t.db, '50H-135.79');
    const taixe2 = await userId(t.db, 'taixe2');
    const cases: [object, string][] = [
      [{ xeId: car.id }, M.type],
      [{ maLoaiGiayTo: '', xeId: car.id }, M.type],
      [{ maLoaiGiayTo: 'XYZ', xeId: car.id }, 'Loại Giấy tờ không hợp lệ.'],
      [{ maLoaiGiayTo: 'DANG_KIEM' }, M.owner],
      [{ maLoaiGiayTo: 'DANG_KIEM', xeId: car.id, nguoiDungId: taixe2 }, M.owner],
      [{ maLoaiGiayTo: 'DANG_KIEM', xeId: '', nguoiDungId: '' }, M.owner],
      [{ maLoaiGiayTo: 'DANG_KIEM', xeId: car.id, ngayCap: '2025-05-02', ngayHetHan: '2025-05-01' }, M.expiry],
      [{ maLoaiGiayTo: 'DANG_KIEM', xeId: car.id, fileUrl: 'not a url' }, M.url],
    ];
    for (const [payload, message] of cases) {
      const res = await send('POST', '/api/giay-to', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // Same-day issue and expiry is fine; our own upload path is a valid link.
    const ok = await send('POST', '/api/giay-to', {
      maLoaiGiayTo: 'KHAC',
      xeId: car.id,
      ngayCap: '2025-05-01',
      ngayHetHan: '2025-05-01',
      fileUrl: '/api/files/abcdefghijklmnop',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.tenHienThi).toBe('Khác - 50H-135.79');

    const ghost = await send('POST', '/api/giay-to', { maLoaiGiayTo: 'CCCD', nguoiDungId: 999_999 });
    expect(ghost.statusCode).toBe(422);
    expect(ghost.json().message).toBe('Tài xế được chọn không tồn tại.');
    const byDriver = await send('POST', '/api/giay-to', { maLoaiGiayTo: 'CCCD', nguoiDungId: taixe2 }, 'taixe2');
    expect(byDriver.statusCode).toBe(403);
  });
});

describe('the 30-day warning boundary (issue 13: the audit’s missing boundary)', () => {
  it('a document ending today or in exactly 30 days is "soon"; 31 days is valid; yesterday expired', async () => {
    const car = await vehicleByPlate(t.db, '51D-678.90');
    const today = vnDay(new Date());
    const cases = { 'BIEN-TRUOC': -1, 'BIEN-NAY': 0, 'BIEN-30': 30, 'BIEN-31': 31 };
    for (const [soGiayTo, days] of Object.entries(cases)) {
      const res = await send('POST', '/api/giay-to', {
        maLoaiGiayTo: 'BH_VAT_CHAT',
        soGiayTo,
        xeId: car.id,
        nguoiDungId: null,
        ngayCap: '2020-01-01',
        ngayHetHan: addDays(today, days),
      });
      expect(res.statusCode, res.body).toBe(201);
      // The screens' badge reads the same rule from the same day.
      expect(expiryState(addDays(today, days), new Date(`${today}T12:00:00`))).toBe(
        days < 0 ? 'expired' : days <= 30 ? 'soon' : 'valid',
      );
    }
    const numbers = async (state: string) =>
      (await get(`/api/giay-to?q=BIEN-&hetHan=${state}&size=50`))
        .json()
        .data.content.map((d: { soGiayTo: string }) => d.soGiayTo)
        .sort();
    expect(await numbers('soon')).toEqual(['BIEN-30', 'BIEN-NAY']);
    expect(await numbers('valid')).toEqual(['BIEN-31']);
    expect(await numbers('expired')).toEqual(['BIEN-TRUOC']);
  });
});
