import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nguoiDungQuyen, quyen } from '../../server/db/schema';
import { newKey, read, userId, write } from './helpers/driver';
import { createTestApp, login, type TestApp } from './helpers/test-app';

// The clock is faked (Date only) so the lifecycle happens on 2025-06-10 in Hà Nội, a month the
// demo data never touches. "syncAt" is when a request reaches the server; employee writes carry
// the time they happened on the phone (X-Occurred-At), as the outbox sends them.
const vn = (local: string) => new Date(`${local}+07:00`);
const iso = (local: string) => vn(local).toISOString();
const D = '2025-06-10';
const PHOTO = '/api/files/LenhLenhLenhLenhLenh01';
const STAMP = { anhUrl: PHOTO, lat: 10.776_889, lng: 106.700_806, accuracy: 8 };
const punch = (extra: object = {}) => ({
  anhUrl: PHOTO,
  diaDiemText: 'Kho Tân Bình',
  lat: 10.8,
  lng: 106.65,
  ...extra,
});

let t: TestApp;
const tokens = new Map<string, string>();
const syncAt = (local: string) => {
  vi.setSystemTime(vn(local));
  tokens.clear(); // access tokens live 15 minutes: sign in again at the new time
};
async function tokenOf(user: string) {
  let token = tokens.get(user);
  if (!token) {
    token = (await login(t.app, user)).accessToken;
    tokens.set(user, token);
  }
  return token;
}
const ids: Record<string, number> = {};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  syncAt(`${D}T06:00:00`);
  t = await createTestApp();
  for (const u of ['nhanvien1', 'taixe1', 'taixe2', 'taixe3', 'ketoan', 'dieuphoi']) ids[u] = await userId(t.db, u);
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

/** An office call (no Idempotency-Key, server time). */
const office = async (user: string, url: string, body: unknown) =>
  write(t.app, await tokenOf(user), url, body, { key: null });
/** An employee's call from the outbox: a key and the time it happened on the phone. */
const phone = async (user: string, url: string, body: unknown, happened: string, key = newKey()) =>
  write(t.app, await tokenOf(user), url, body, { key, occurredAt: iso(happened) });
const get = async (user: string, url: string) => read(t.app, await tokenOf(user), url);

const refused = (res: { statusCode: number; json(): unknown }, message: string) => {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({ message, code: 'CONFLICT' });
};

async function createOrder(body: object) {
  const res = await office('admin', '/api/lenh', {
    tieuDe: 'Điều động chở vật tư',
    loai: 'DIEU_DONG',
    kieuThuong: 'HOURLY',
    batDau: `${D}T07:30`,
    ketThuc: `${D}T17:00`,
    tienCong: 40_000,
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.idLenh as number;
}

async function grant(username: string, codes: string[]) {
  const rows = await t.db.select({ id: quyen.idQuyen }).from(quyen).where(inArray(quyen.maQuyen, codes));
  await t.db
    .insert(nguoiDungQuyen)
    .values(rows.map((r) => ({ idNguoiDung: ids[username] as number, idQuyen: r.id })))
    .onConflictDoNothing();
}

describe('create', () => {
  it('validates the spec’s required fields, the hourly end and the order of times', async () => {
    const missing = await office('admin', '/api/lenh', { tieuDe: ' ', loai: 'DIEU_DONG' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Vui lòng nhập đủ các trường bắt buộc.');
    const base = { tieuDe: 'x', loai: 'TANG_CA', batDau: `${D}T18:00`, tienCong: 1000 };
    const hourly = await office('admin', '/api/lenh', { ...base, kieuThuong: 'HOURLY' });
    expect(hourly.statusCode).toBe(400);
    expect(hourly.json()).toMatchObject({
      message: 'Lệnh theo giờ cần nhập thời gian kết thúc.',
      fieldErrors: { ketThuc: 'Lệnh theo giờ cần nhập thời gian kết thúc.' },
    });
    const backwards = await office('admin', '/api/lenh', { ...base, kieuThuong: 'DAILY', ketThuc: `${D}T17:00` });
    expect(backwards.json().message).toBe('Thời gian kết thúc phải sau thời gian bắt đầu.');
    const negative = await office('admin', '/api/lenh', { ...base, kieuThuong: 'DAILY', tienCong: -1000 });
    expect(negative.json().message).toBe('Đơn giá phải là số nguyên không âm.');
  });

  it('creates a DRAFT; the form’s wall-clock times are Vietnam time; DAILY needs no end', async () => {
    const res = await office('admin', '/api/lenh', {
      tieuDe: '  Tăng ca kiểm kê  ',
      moTa: '',
      loai: 'TANG_CA',
      kieuThuong: 'DAILY',
      batDau: `${D}T18:00`,
      ketThuc: '',
      tienCong: '350000',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Đã tạo lệnh',
      data: {
        tieuDe: 'Tăng ca kiểm kê',
        moTa: null,
        loaiLenh: 'TANG_CA',
        kieuThuong: 'DAILY',
        trangThai: 'DRAFT',
        batDau: iso(`${D}T18:00`),
        ketThuc: null,
        tienCong: 350_000,
        nguoiTao: 'Quản trị viên',
        qlStartAt: null,
        counts: { pending: 0, accepted: 0, declined: 0, expired: 0 },
      },
    });
  });
});

describe('who may do what', () => {
  it('office routes need the LENH permissions; an employee and a driver are refused', async () => {
    const id = await createOrder({});
    for (const user of ['nhanvien1', 'taixe1', 'dieuphoi']) {
      expect((await get(user, `/api/lenh/admin/list?from=${D}&to=${D}`)).statusCode).toBe(403);
      expect((await office(user, '/api/lenh', { tieuDe: 'x' })).statusCode).toBe(403);
      expect((await office(user, `/api/lenh/${id}/assign`, [ids.taixe1])).statusCode).toBe(403);
      expect((await office(user, `/api/lenh/${id}/start`, STAMP)).statusCode).toBe(403);
    }
    // Granted to read only: the list opens, a start is still refused.
    await grant('dieuphoi', ['LENH_XEM']);
    expect((await get('dieuphoi', `/api/lenh/admin/list?from=${D}&to=${D}`)).statusCode).toBe(200);
    expect((await get('dieuphoi', `/api/lenh/${id}`)).statusCode).toBe(200);
    expect((await office('dieuphoi', `/api/lenh/${id}/start`, STAMP)).statusCode).toBe(403);
    await grant('dieuphoi', ['LENH_THEM', 'LENH_SUA']);
    expect((await office('dieuphoi', `/api/lenh/${id}/assign`, [ids.taixe1])).statusCode).toBe(200);
  });

  it('an employee sees only orders they are on, and only their own part of them', async () => {
    const id = await createOrder({ tieuDe: 'Riêng tư' });
    await office('admin', `/api/lenh/${id}/assign`, [ids.nhanvien1, ids.taixe1]);
    expect((await get('taixe2', `/api/lenh/${id}`)).statusCode).toBe(404);
    expect((await phone('taixe2', `/api/lenh/${id}/confirm`, { accept: true }, `${D}T06:00`)).json()).toEqual({
      message: 'Bạn không được giao lệnh này.',
      code: 'FORBIDDEN',
    });
    expect((await phone('taixe2', `/api/lenh/${id}/check-in`, punch(), `${D}T06:00`)).statusCode).toBe(403);
    const mine = (await get('nhanvien1', `/api/lenh/${id}`)).json().data;
    expect(mine.assignments.map((a: { userId: number }) => a.userId)).toEqual([ids.nhanvien1]);
    expect(mine.lenh.counts).toEqual({ pending: 2, accepted: 0, declined: 0, expired: 0 });
    const all = (await get('admin', `/api/lenh/${id}`)).json().data;
    expect(all.assignments).toHaveLength(2);
    expect((await get('admin', '/api/lenh/999999')).statusCode).toBe(404);
  });
});

describe('the lifecycle of one order', () => {
  let id: number;

  it('assigns staff in DRAFT; unknown users and an empty choice are refused', async () => {
    id = await createOrder({});
    const empty = await office('admin', `/api/lenh/${id}/assign`, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Vui lòng chọn ít nhất một nhân viên.');
    const ghost = await office('admin', `/api/lenh/${id}/assign`, [ids.taixe1, 987_654]);
    expect(ghost.statusCode).toBe(422);
    expect(ghost.json().message).toBe('Có nhân viên không tồn tại hoặc đã ngừng hoạt động.');
    const res = await office('admin', `/api/lenh/${id}/assign`, [ids.nhanvien1, ids.taixe1, ids.taixe2, ids.taixe3]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Đã gán nhân viên');
    expect(res.json().data.lenh.counts).toEqual({ pending: 4, accepted: 0, declined: 0, expired: 0 });
    expect(res.json().data.assignments[0]).toMatchObject({
      tenDangNhap: expect.any(String),
      tenPhongBan: expect.any(String),
    });
    // Assigning someone again keeps their row.
    const again = await office('admin', `/api/lenh/${id}/assign`, [ids.nhanvien1]);
    expect(again.json().data.assignments).toHaveLength(4);
  });

  it('staff answer; check-in needs an accepted invitation; check-out needs a running order', async () => {
    syncAt(`${D}T06:30:00`);
    const accepted = await phone('nhanvien1', `/api/lenh/${id}/confirm`, { accept: true }, `${D}T06:20`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: 'Đã đồng ý lệnh',
      data: { trangThaiPhanCong: 'ACCEPTED', phanHoiLuc: iso(`${D}T06:20`), canAnswer: false, canCheckIn: true },
    });
    // The same answer again (another device) changes nothing; a different one is refused.
    expect((await phone('nhanvien1', `/api/lenh/${id}/confirm`, { accept: true }, `${D}T06:21`)).statusCode).toBe(200);
    refused(
      await phone('nhanvien1', `/api/lenh/${id}/confirm`, { accept: false }, `${D}T06:22`),
      'Bạn đã trả lời lệnh này (Đã đồng ý).',
    );
    const declined = await phone('taixe2', `/api/lenh/${id}/confirm`, { accept: false }, `${D}T06:25`);
    expect(declined.json()).toMatchObject({ message: 'Đã từ chối lệnh', data: { trangThaiPhanCong: 'DECLINED' } });

    refused(
      await phone('taixe1', `/api/lenh/${id}/check-in`, punch(), `${D}T06:29`),
      'Bạn cần đồng ý lệnh trước khi chấm công.',
    );
    refused(
      await phone('taixe2', `/api/lenh/${id}/check-in`, punch(), `${D}T06:29`),
      'Bạn cần đồng ý lệnh trước khi chấm công.',
    );

    // Accepted: check-in is allowed while the order is still a draft…
    const checkIn = await phone('nhanvien1', `/api/lenh/${id}/check-in`, punch(), `${D}T06:28`);
    expect(checkIn.statusCode).toBe(201);
    expect(checkIn.json()).toMatchObject({
      message: 'Check-in lệnh thành công',
      data: {
        canCheckIn: false,
        canCheckOut: false,
        chamCong: { gioVao: iso(`${D}T06:28`), vaoTrangThai: 'DUNG_GIO', effectiveStart: iso(`${D}T07:30`) },
      },
    });
    refused(await phone('nhanvien1', `/api/lenh/${id}/check-in`, punch(), `${D}T06:29`), 'Bạn đã check-in lệnh này.');
    // …check-out only once it runs.
    refused(
      await phone('nhanvien1', `/api/lenh/${id}/check-out`, punch(), `${D}T06:29`),
      'Lệnh chưa bắt đầu hoặc đã kết thúc, không thể check-out.',
    );
  });

  it('DRAFT refuses end and close-out', async () => {
    refused(await office('admin', `/api/lenh/${id}/end`, STAMP), 'Chỉ kết thúc được lệnh đang chạy.');
    refused(
      await office('admin', `/api/lenh/${id}/manager-checkout`, [ids.nhanvien1]),
      'Chỉ đóng ca được khi lệnh đang chạy.',
    );
  });

  it('start: photo and position required; RUNNING; unanswered invitations expire', async () => {
    syncAt(`${D}T07:32:00`);
    const noPhoto = await office('admin', `/api/lenh/${id}/start`, { lat: 1, lng: 2 });
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().message).toBe('Vui lòng chụp ảnh trước.');
    const noPlace = await office('admin', `/api/lenh/${id}/start`, { anhUrl: PHOTO });
    expect(noPlace.json().message).toBe('Vui lòng chờ...');

    const res = await office('admin', `/api/lenh/${id}/start`, STAMP);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(res.json().message).toBe('Đã bắt đầu lệnh');
    // No geocoder configured: the coordinates are the place.
    expect(data.lenh).toMatchObject({
      trangThai: 'RUNNING',
      qlStartAt: iso(`${D}T07:32`),
      qlStartAnhUrl: PHOTO,
      qlStartDiaDiemText: '10.776889, 106.700806',
      qlStartLat: 10.776_889,
      counts: { pending: 0, accepted: 1, declined: 1, expired: 2 },
    });
    const status = Object.fromEntries(
      data.assignments.map((a: { userId: number; status: string }) => [a.userId, a.status]),
    );
    expect(status).toEqual({
      [ids.nhanvien1 as number]: 'ACCEPTED',
      [ids.taixe2 as number]: 'DECLINED',
      [ids.taixe1 as number]: 'EXPIRED',
      [ids.taixe3 as number]: 'EXPIRED',
    });
  });

  it('RUNNING refuses start and assign; answers given after the start are too late', async () => {
    refused(await office('admin', `/api/lenh/${id}/start`, STAMP), 'Chỉ bắt đầu được lệnh đang ở trạng thái Nháp.');
    refused(
      await office('admin', `/api/lenh/${id}/assign`, [ids.ketoan]),
      'Chỉ được gán nhân viên khi lệnh đang ở trạng thái Nháp.',
    );
    refused(
      await phone('taixe3', `/api/lenh/${id}/confirm`, { accept: true }, `${D}T07:35`),
      'Lệnh đã bắt đầu hoặc kết thúc, không thể xác nhận nữa.',
    );
  });

  it('a driver in a dead zone: accepted at 06:50, clocked in at 07:00, synced at 09:00 — on time', async () => {
    syncAt(`${D}T09:00:00`);
    const accept = await phone('taixe1', `/api/lenh/${id}/confirm`, { accept: true }, `${D}T06:50`);
    expect(accept.json().data).toMatchObject({ trangThaiPhanCong: 'ACCEPTED', phanHoiLuc: iso(`${D}T06:50`) });
    const key = newKey();
    const checkIn = await phone('taixe1', `/api/lenh/${id}/check-in`, punch(), `${D}T07:00`, key);
    expect(checkIn.json().data).toMatchObject({
      canCheckOut: true,
      chamCong: { gioVao: iso(`${D}T07:00`), vaoTrangThai: 'DUNG_GIO', effectiveStart: iso(`${D}T07:30`) },
    });
    // The outbox's retry of the same write answers the same and records nothing new.
    const replay = await phone('taixe1', `/api/lenh/${id}/check-in`, punch(), `${D}T07:00`, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(checkIn.json());
  });

  it('check-out: pay fixed at the check-out; twice is refused', async () => {
    syncAt(`${D}T16:05:00`);
    const out = await phone(
      'nhanvien1',
      `/api/lenh/${id}/check-out`,
      punch({ diaDiemText: 'Công trình' }),
      `${D}T16:00`,
    );
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({
      message: 'Check-out lệnh thành công',
      data: {
        canCheckOut: false,
        chamCong: {
          gioRa: iso(`${D}T16:00`),
          raTrangThai: 'RA_SOM',
          checkoutBy: 'STAFF',
          diaDiemRaText: 'Công trình',
          // 07:30–16:00 less the 11:30–13:00 lunch = 7 h × 40 000.
          soGioThuong: 7,
          soCongThuong: null,
          soTienThuong: 280_000,
        },
      },
    });
    refused(await phone('nhanvien1', `/api/lenh/${id}/check-out`, punch(), `${D}T16:01`), 'Bạn đã check-out lệnh này.');
  });

  it('close-out: only accepted staff, only someone still in', async () => {
    refused(
      await office('admin', `/api/lenh/${id}/manager-checkout`, [ids.taixe2]),
      'Không thuộc lệnh này hoặc chưa đồng ý: Phạm Minh Xuân.',
    );
    refused(
      await office('admin', `/api/lenh/${id}/manager-checkout`, [ids.nhanvien1]),
      'Không còn nhân viên nào cần đóng ca.',
    );
  });

  it('end: ENDED, whoever is still in is checked out by the system at the end', async () => {
    syncAt(`${D}T17:05:00`);
    const res = await office('admin', `/api/lenh/${id}/end`, { ...STAMP, diaDiemText: 'Kho Tân Bình' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Đã kết thúc lệnh');
    const { lenh, chamCongList } = res.json().data;
    expect(lenh).toMatchObject({ trangThai: 'ENDED', qlEndAt: iso(`${D}T17:05`), qlEndDiaDiemText: 'Kho Tân Bình' });
    const driver = chamCongList.find((c: { userId: number }) => c.userId === ids.taixe1);
    expect(driver).toMatchObject({
      gioRa: iso(`${D}T17:05`),
      checkoutBy: 'SYSTEM',
      raTrangThai: 'DUNG_GIO',
      // 07:30–17:05 less lunch = 8.08 h
      soGioThuong: 8.08,
      soTienThuong: 323_200,
    });
    expect(chamCongList.find((c: { userId: number }) => c.userId === ids.nhanvien1)).toMatchObject({
      checkoutBy: 'STAFF',
    });
  });

  it('ENDED refuses every transition and a check-in made after the end', async () => {
    refused(await office('admin', `/api/lenh/${id}/end`, STAMP), 'Chỉ kết thúc được lệnh đang chạy.');
    refused(await office('admin', `/api/lenh/${id}/start`, STAMP), 'Chỉ bắt đầu được lệnh đang ở trạng thái Nháp.');
    refused(
      await office('admin', `/api/lenh/${id}/assign`, [ids.ketoan]),
      'Chỉ được gán nhân viên khi lệnh đang ở trạng thái Nháp.',
    );
    refused(
      await office('admin', `/api/lenh/${id}/manager-checkout`, [ids.taixe1]),
      'Chỉ đóng ca được khi lệnh đang chạy.',
    );
    refused(await phone('taixe1', `/api/lenh/${id}/check-out`, punch(), `${D}T17:20`), 'Bạn đã check-out lệnh này.');
  });

  it('an own check-out made before the end, synced after it, replaces the system’s', async () => {
    syncAt(`${D}T18:00:00`);
    const late = await phone('taixe1', `/api/lenh/${id}/check-out`, punch(), `${D}T16:50`);
    expect(late.statusCode).toBe(200);
    expect(late.json().data.chamCong).toMatchObject({
      gioRa: iso(`${D}T16:50`),
      checkoutBy: 'STAFF',
      raTrangThai: 'RA_SOM',
      soGioThuong: 7.83,
    });
  });

  it('lists and counts by the screen’s filters', async () => {
    const list = (await get('admin', `/api/lenh/admin/list?from=${D}&to=${D}&trangThai=ENDED&size=9`)).json().data;
    expect(list.content.map((o: { idLenh: number }) => o.idLenh)).toEqual([id]);
    expect(list.content[0].counts).toEqual({ pending: 0, accepted: 2, declined: 1, expired: 1 });
    const stats = (await get('admin', `/api/lenh/admin/stats?from=${D}&to=${D}&kieuThuong=HOURLY`)).json().data;
    // This order, and the two of "who may do what" (three invitations still pending); not the DAILY one.
    expect(stats).toEqual({ tongLenh: 3, pending: 3, accepted: 2, declined: 1, expired: 1 });
    const none = (await get('admin', `/api/lenh/admin/list?from=${D}&to=${D}&keyword=không-có-lệnh-này`)).json().data;
    expect(none).toMatchObject({ content: [], totalElements: 0 });
    const otherDay = (await get('admin', '/api/lenh/admin/list?from=2025-06-11&to=2025-06-30')).json().data;
    expect(otherDay.content.some((o: { idLenh: number }) => o.idLenh === id)).toBe(false);
    expect((await get('admin', '/api/lenh/admin/list?loai=XYZ')).statusCode).toBe(400);
  });
});

describe('manager close-out and the end', () => {
  it('closes out the chosen; the end closes the rest; a check-in made before the end is still recorded', async () => {
    syncAt(`${D}T17:50:00`);
    const id = await createOrder({
      tieuDe: 'Tăng ca giao hàng gấp',
      loai: 'TANG_CA',
      batDau: `${D}T18:00`,
      ketThuc: `${D}T21:00`,
      tienCong: 50_000,
    });
    await office('admin', `/api/lenh/${id}/assign`, [ids.taixe1, ids.taixe3, ids.nhanvien1]);
    for (const u of ['taixe1', 'taixe3', 'nhanvien1']) {
      await phone(u, `/api/lenh/${id}/confirm`, { accept: true }, `${D}T17:50`);
    }
    syncAt(`${D}T18:01:00`);
    await office('admin', `/api/lenh/${id}/start`, STAMP);
    await phone('taixe1', `/api/lenh/${id}/check-in`, punch(), `${D}T17:58`);
    syncAt(`${D}T18:25:00`);
    await phone('taixe3', `/api/lenh/${id}/check-in`, punch(), `${D}T18:20`);

    syncAt(`${D}T20:30:00`);
    const closed = await office('admin', `/api/lenh/${id}/manager-checkout`, [ids.taixe3]);
    expect(closed.json().message).toBe('Đã đóng ca cho nhân viên được chọn');
    const byUser = (list: { userId: number }[], u: string) => list.find((c) => c.userId === ids[u]);
    expect(byUser(closed.json().data.chamCongList, 'taixe3')).toMatchObject({
      gioRa: iso(`${D}T20:30`),
      checkoutBy: 'MANAGER',
      vaoTrangThai: 'DI_MUON',
      raTrangThai: 'RA_SOM',
      // 18:20–20:30 = 2.17 h × 50 000 × 0.7 (late)
      soGioThuong: 2.17,
      soTienThuong: 75_950,
    });
    expect(byUser(closed.json().data.chamCongList, 'taixe1')).toMatchObject({ gioRa: null, checkoutBy: null });

    syncAt(`${D}T21:10:00`);
    const ended = await office('admin', `/api/lenh/${id}/end`, STAMP);
    expect(byUser(ended.json().data.chamCongList, 'taixe1')).toMatchObject({
      gioRa: iso(`${D}T21:10`),
      checkoutBy: 'SYSTEM',
      raTrangThai: 'DUNG_GIO',
      soGioThuong: 3.17,
    });

    // nhanvien1 checked in at 20:00 without signal; it arrives after the end: recorded, closed at the end.
    syncAt(`${D}T22:00:00`);
    const lateSync = await phone('nhanvien1', `/api/lenh/${id}/check-in`, punch(), `${D}T20:00`);
    expect(lateSync.statusCode).toBe(201);
    expect(lateSync.json().data.chamCong).toMatchObject({
      gioVao: iso(`${D}T20:00`),
      gioRa: iso(`${D}T21:10`),
      checkoutBy: 'SYSTEM',
      soGioThuong: 1.17,
    });
    // Made after the end: refused.
    const other = await createOrder({ batDau: `${D}T18:00`, ketThuc: `${D}T19:00` });
    await office('admin', `/api/lenh/${other}/assign`, [ids.taixe2]);
    await phone('taixe2', `/api/lenh/${other}/confirm`, { accept: true }, `${D}T17:00`);
    await office('admin', `/api/lenh/${other}/start`, STAMP);
    await office('admin', `/api/lenh/${other}/end`, STAMP);
    refused(await phone('taixe2', `/api/lenh/${other}/check-in`, punch(), `${D}T22:30`), 'Lệnh đã kết thúc.');
  });

  it('close-out of a running order nobody accepted is refused', async () => {
    const id = await createOrder({ tieuDe: 'Không ai nhận' });
    await office('admin', `/api/lenh/${id}/assign`, [ids.ketoan]);
    await office('admin', `/api/lenh/${id}/start`, STAMP);
    refused(
      await office('admin', `/api/lenh/${id}/manager-checkout`, [ids.ketoan]),
      'Lệnh chưa có nhân viên nào đồng ý.',
    );
  });
});

describe('GET /api/lenh/my: the employee’s three columns', () => {
  it('pending to answer, in progress, done (both in and out, or the order ended)', async () => {
    syncAt(`${D}T22:10:00`);
    const waiting = await createOrder({
      tieuDe: 'Chờ trả lời',
      batDau: '2025-06-12T07:30',
      ketThuc: '2025-06-12T17:00',
    });
    const running = await createOrder({ tieuDe: 'Đang làm', batDau: '2025-06-11T07:30', ketThuc: '2025-06-11T17:00' });
    for (const id of [waiting, running]) await office('admin', `/api/lenh/${id}/assign`, [ids.taixe3]);
    await phone('taixe3', `/api/lenh/${running}/confirm`, { accept: true }, `${D}T22:10`);

    const view = async (status: string) =>
      (await get('taixe3', `/api/lenh/my?status=${status}`)).json().data.content as {
        idLenh: number;
        trangThaiPhanCong: string;
        canAnswer: boolean;
      }[];
    const pending = await view('PENDING');
    expect(pending.map((o) => o.idLenh)).toContain(waiting);
    expect(pending.every((o) => o.trangThaiPhanCong === 'PENDING' && o.canAnswer)).toBe(true);
    expect((await view('IN_PROGRESS')).map((o) => o.idLenh)).toContain(running);
    const done = await view('DONE');
    // The 18:00 overtime taixe3 was closed out of, ended since.
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(done.map((o) => o.idLenh)).not.toContain(running);
    expect((await get('taixe3', '/api/lenh/my?status=DONE&size=5')).json().data.size).toBe(5);
    expect((await get('taixe3', '/api/lenh/my?status=NOPE')).statusCode).toBe(400);
  });
});

describe('pay by the employee’s own department frame (issue 13: the audit’s missing boundary)', () => {
  it('drivers (morning from 06:30, a 9-hour frame) earn 5/9 of a day for 06:30–11:30, not the default 0,50', async () => {
    const day = '2025-06-20';
    syncAt(`${day}T06:00:00`);
    const id = await createOrder({
      kieuThuong: 'DAILY',
      batDau: `${day}T06:30`,
      ketThuc: undefined,
      tienCong: 360_000,
    });
    expect((await office('admin', `/api/lenh/${id}/assign`, [ids.taixe1, ids.taixe2])).statusCode).toBe(200);
    for (const user of ['taixe1', 'taixe2']) {
      expect((await phone(user, `/api/lenh/${id}/confirm`, { accept: true }, `${day}T06:05`)).statusCode).toBe(200);
    }
    syncAt(`${day}T06:25:00`);
    expect((await office('admin', `/api/lenh/${id}/start`, STAMP)).statusCode).toBe(200);
    for (const user of ['taixe1', 'taixe2']) {
      expect((await phone(user, `/api/lenh/${id}/check-in`, punch(), `${day}T06:30`)).statusCode).toBe(201);
    }
    syncAt(`${day}T11:30:00`);
    // Their own check-out, and the manager's close-out: both read the department's frame.
    expect((await phone('taixe1', `/api/lenh/${id}/check-out`, punch(), `${day}T11:30`)).statusCode).toBe(200);
    expect((await office('admin', `/api/lenh/${id}/manager-checkout`, [ids.taixe2])).statusCode).toBe(200);
    const checks = (await get('admin', `/api/lenh/${id}`)).json().data.chamCongList;
    for (const c of checks) {
      // 5 h of the drivers' 9-hour frame = 0,56 công (the office frame would give 4/8 = 0,50).
      expect(c).toMatchObject({ soCongThuong: 0.56, soTienThuong: 201_600 });
    }
    expect(checks).toHaveLength(2);
  });
});
