import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chamCongBuoi, chamCongNhatKy, nguoiDung, phongBan } from '../../server/db/schema';
import { read, userId, write } from './helpers/driver';
import { createTestApp, login, type TestApp } from './helpers/test-app';

// July 2025 in Hà Nội (Sundays 6, 13, 20, 27), a month the demo data never touches. Punches come
// through the outbox path with the time they happened; office calls carry no key.
const vn = (local: string) => new Date(`${local}+07:00`);
const iso = (local: string) => vn(local).toISOString();
const PHOTO = '/api/files/ChamCongAdminAdmin0001';
const punch = (place: string) => ({ anhUrl: PHOTO, diaDiemText: place, lat: 10.8, lng: 106.65 });

let t: TestApp;
const tokens = new Map<string, string>();
const syncAt = (local: string) => {
  vi.setSystemTime(vn(local));
  tokens.clear();
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
let hanhChinh: number;
let taiXe: number;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  syncAt('2025-07-01T06:00:00');
  t = await createTestApp();
  for (const u of ['nhanvien1', 'taixe1', 'taixe2', 'ketoan']) ids[u] = await userId(t.db, u);
  const dept = async (ma: string) =>
    (await t.db.select().from(phongBan).where(eq(phongBan.maPhongBan, ma)))[0]?.idPhongBan as number;
  hanhChinh = await dept('HanhChinh');
  taiXe = await dept('TaiXe');
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

async function clock(user: string, kind: 'in' | 'out', happened: string, place = 'Văn phòng') {
  const res = await write(t.app, await tokenOf(user), `/api/cham-cong/check-${kind}`, punch(place), {
    occurredAt: iso(happened),
  });
  expect(res.statusCode, res.body).toBe(kind === 'in' ? 201 : 200);
}
const office = async (user: string, url: string, body: unknown) =>
  write(t.app, await tokenOf(user), url, body, { key: null });
const get = async (user: string, url: string) => read(t.app, await tokenOf(user), url);
type Cell = { day: number; status: string; soCong: number; sunday: boolean; dieuChinh: boolean } & Record<
  string,
  unknown
>;
type Row = { userId: number; hoTen: string; totalCong: number; daily: Cell[] };
const rowOf = async (user: string, query = '') => {
  const res = await get('admin', `/api/cham-cong/admin/matrix?month=2025-07${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json().data.rows as Row[]).find((r) => r.userId === ids[user]) as Row;
};

describe('punches of the first days of July', () => {
  it('1 July: full days; 2 July: nhanvien1 leaves at 11:00, taixe2 arrives late and leaves at 15:00', async () => {
    syncAt('2025-07-01T18:00:00');
    await clock('nhanvien1', 'in', '2025-07-01T07:25');
    await clock('nhanvien1', 'out', '2025-07-01T11:35');
    await clock('nhanvien1', 'in', '2025-07-01T12:55');
    await clock('nhanvien1', 'out', '2025-07-01T17:05');
    await clock('taixe2', 'in', '2025-07-01T06:25', 'Bãi xe');
    await clock('taixe2', 'out', '2025-07-01T17:10', 'Bãi xe');
    syncAt('2025-07-02T18:00:00');
    await clock('nhanvien1', 'in', '2025-07-02T07:30');
    await clock('nhanvien1', 'out', '2025-07-02T11:00');
    await clock('taixe2', 'in', '2025-07-02T06:40');
    await clock('taixe2', 'out', '2025-07-02T15:00');
  });

  it('3 July: three people clock in and nobody out', async () => {
    syncAt('2025-07-03T08:00:00');
    await clock('nhanvien1', 'in', '2025-07-03T07:30');
    await clock('taixe2', 'in', '2025-07-03T06:30');
    await clock('ketoan', 'in', '2025-07-03T07:30');
  });
});

describe('who may use the administration', () => {
  it('reads need CHAM_CONG_XEM, changes CHAM_CONG_SUA; a driver is refused everything', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/cham-cong/admin/matrix?month=2025-07', undefined],
      ['GET', `/api/cham-cong/admin/day?userId=${ids.nhanvien1}&date=2025-07-01`, undefined],
      ['POST', '/api/cham-cong/admin/adjust', { userId: ids.nhanvien1, date: '2025-07-01' }],
      ['POST', '/api/cham-cong/admin/close-sessions', { scope: 'ALL' }],
      ['POST', '/api/cham-cong/auto-close', {}],
    ] as const) {
      const res =
        method === 'GET'
          ? await get('taixe1', url)
          : await write(t.app, await tokenOf('taixe1'), url, body, { key: null });
      expect(res.statusCode, url).toBe(403);
    }
    // The accountant reads the matrix but may not change it.
    expect((await get('ketoan', '/api/cham-cong/admin/matrix?month=2025-07')).statusCode).toBe(200);
    const adjust = await office('ketoan', '/api/cham-cong/admin/adjust', { userId: ids.nhanvien1, date: '2025-07-01' });
    expect(adjust.statusCode).toBe(403);
    expect((await office('ketoan', '/api/cham-cong/auto-close', {})).statusCode).toBe(403);
  });
});

describe('bulk close and auto-close', () => {
  it('by department, by employees: at the time of closing while the day runs; audited', async () => {
    syncAt('2025-07-03T15:00:00');
    const noDept = await office('admin', '/api/cham-cong/admin/close-sessions', { scope: 'DEPT', date: '2025-07-03' });
    expect(noDept.statusCode).toBe(400);
    expect(noDept.json().message).toBe('Vui lòng chọn phòng ban.');
    const noUsers = await office('admin', '/api/cham-cong/admin/close-sessions', { scope: 'USERS', userIds: [] });
    expect(noUsers.json().message).toBe('Vui lòng chọn ít nhất một nhân viên.');

    const dept = await office('admin', '/api/cham-cong/admin/close-sessions', {
      scope: 'DEPT',
      date: '2025-07-03',
      phongBanId: taiXe,
    });
    expect(dept.json()).toEqual({ data: { soCa: 1, soNhanVien: 1 }, message: 'Đã đóng ca theo phạm vi chọn' });
    const closed = (await t.db.select().from(chamCongBuoi).where(eq(chamCongBuoi.ngay, '2025-07-03'))).find(
      (s) => s.userId === ids.taixe2,
    );
    expect(closed).toMatchObject({ gioRa: vn('2025-07-03T15:00'), raBoi: 'MANAGER', raTrangThai: 'VE_SOM' });

    const users = await office('admin', '/api/cham-cong/admin/close-sessions', {
      scope: 'USERS',
      date: '2025-07-03',
      userIds: [ids.ketoan],
    });
    expect(users.json().data).toEqual({ soCa: 1, soNhanVien: 1 });
    // The day is not over: auto-close leaves nhanvien1's session open.
    const early = await office('admin', '/api/cham-cong/auto-close', {});
    expect(early.json()).toEqual({
      data: { soCa: 0, soNhanVien: 0 },
      message: 'Không có ca nào đang mở trong phạm vi chọn.',
    });

    const audits = await t.db
      .select()
      .from(chamCongNhatKy)
      .where(eq(chamCongNhatKy.ngay, '2025-07-03'))
      .orderBy(chamCongNhatKy.id);
    expect(audits.map((a) => [a.userId, a.hanhDong])).toEqual([
      [ids.taixe2, 'CLOSE'],
      [ids.ketoan, 'CLOSE'],
    ]);
    expect(audits[0]).toMatchObject({
      thoiDiem: vn('2025-07-03T15:00'),
      truoc: { sessions: [{ gioVao: iso('2025-07-03T06:30'), gioRa: null }] },
      sau: { sessions: [{ gioVao: iso('2025-07-03T06:30'), gioRa: iso('2025-07-03T15:00') }] },
    });
  });

  it('auto-close the next morning: the forgotten session ends at the frame’s end; today’s stays open', async () => {
    syncAt('2025-07-04T07:00:00');
    await clock('taixe2', 'in', '2025-07-04T06:30');
    const res = await office('admin', '/api/cham-cong/auto-close', {});
    expect(res.json()).toEqual({ data: { soCa: 1, soNhanVien: 1 }, message: 'Đã tự động đóng các ca quá giờ' });
    const rows = await t.db
      .select()
      .from(chamCongBuoi)
      .where(eq(chamCongBuoi.userId, ids.nhanvien1 as number));
    expect(rows.find((r) => r.ngay === '2025-07-03')).toMatchObject({
      gioRa: vn('2025-07-03T17:00'),
      raBoi: 'SYSTEM',
      raTrangThai: 'DUNG_GIO',
    });
    const today = (await t.db.select().from(chamCongBuoi).where(eq(chamCongBuoi.ngay, '2025-07-04')))[0];
    expect(today?.gioRa).toBeNull();
  });

  it('company-wide after the day: closed at the frame’s end, not at the time of closing', async () => {
    syncAt('2025-07-04T18:30:00');
    const res = await office('admin', '/api/cham-cong/admin/close-sessions', { scope: 'ALL' });
    expect(res.json().data).toEqual({ soCa: 1, soNhanVien: 1 });
    const today = (await t.db.select().from(chamCongBuoi).where(eq(chamCongBuoi.ngay, '2025-07-04')))[0];
    expect(today).toMatchObject({ gioRa: vn('2025-07-04T17:00'), raBoi: 'MANAGER' });
    const nothing = await office('admin', '/api/cham-cong/admin/close-sessions', { scope: 'ALL' });
    expect(nothing.json().data).toEqual({ soCa: 0, soNhanVien: 0 });
  });
});

describe('the monthly matrix', () => {
  it('one row per active employee, a cell per day with both halves, Sundays marked, totals to 2 decimals', async () => {
    const res = await get('admin', '/api/cham-cong/admin/matrix?month=2025-07');
    const data = res.json().data;
    expect(data).toMatchObject({ month: '2025-07', daysInMonth: 31 });
    const names = (data.rows as Row[]).map((r) => r.hoTen);
    expect(names).toEqual([...names].sort(new Intl.Collator('vi').compare));
    const nv = (data.rows as Row[]).find((r) => r.userId === ids.nhanvien1) as Row;
    expect(nv.daily).toHaveLength(31);
    expect(nv.daily.filter((c) => c.sunday).map((c) => c.day)).toEqual([6, 13, 20, 27]);
    expect(nv.daily[0]).toMatchObject({ day: 1, status: 'FULL', amPresent: true, pmPresent: true, soCong: 1 });
    expect(nv.daily[1]).toMatchObject({
      status: 'HALF_AM',
      amPresent: true,
      amEarly: true,
      pmPresent: false,
      soCong: 0.5,
    });
    expect(nv.daily[2]).toMatchObject({ status: 'FULL', soCong: 1 });
    expect(nv.daily[3]).toMatchObject({ status: 'ABSENT', soCong: 0 });
    expect(nv.totalCong).toBe(2.5);
    const driver = await rowOf('taixe2');
    expect(driver.daily.slice(0, 4).map((c) => [c.status, c.soCong, c.pmEarly])).toEqual([
      ['FULL', 1, false],
      ['FULL', 1, true],
      ['FULL', 1, true],
      ['FULL', 1, false],
    ]);
    expect(driver.totalCong).toBe(4);
  });

  it('an open session shows as OPEN on its half', async () => {
    syncAt('2025-07-05T09:00:00');
    await clock('nhanvien1', 'in', '2025-07-05T07:40');
    const cell = (await rowOf('nhanvien1')).daily[4];
    expect(cell).toMatchObject({ status: 'OPEN', amOpen: true, amPresent: true, pmOpen: false, soCong: 0.5 });
  });

  it('filters by department and by name or login; refuses a bad month', async () => {
    const byDept = (await get('admin', `/api/cham-cong/admin/matrix?month=2025-07&phongBanId=${hanhChinh}`)).json()
      .data;
    expect(byDept.rows.map((r: Row) => r.userId)).toEqual([ids.nhanvien1]);
    const byLogin = (await get('admin', '/api/cham-cong/admin/matrix?month=2025-07&keyword=taixe')).json().data;
    expect(byLogin.rows.map((r: Row) => r.userId).sort()).toEqual(
      [ids.taixe1, ids.taixe2, await userId(t.db, 'taixe3')].sort(),
    );
    const byName = (await get('admin', '/api/cham-cong/admin/matrix?month=2025-07&keyword=hoa')).json().data;
    expect(byName.rows.map((r: Row) => r.userId)).toEqual([ids.nhanvien1]);
    const february = (await get('admin', '/api/cham-cong/admin/matrix?month=2024-02&keyword=hoa')).json().data;
    expect(february.daysInMonth).toBe(29);
    for (const month of ['2025-13', '07-2025', '2025-7']) {
      const bad = await get('admin', `/api/cham-cong/admin/matrix?month=${month}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Tháng không hợp lệ (định dạng yyyy-MM).');
    }
  });

  it('an account created on 10 July: the days before are not absences, in the matrix and on its own grid', async () => {
    const [before] = await t.db
      .select()
      .from(nguoiDung)
      .where(eq(nguoiDung.idNguoiDung, ids.ketoan as number));
    await t.db
      .update(nguoiDung)
      .set({ createdAt: vn('2025-07-10T09:00') })
      .where(eq(nguoiDung.idNguoiDung, ids.ketoan as number));
    try {
      const admin = (await rowOf('ketoan')).daily;
      const own = (await get('ketoan', '/api/cham-cong/my/month-grid?month=2025-07')).json().data.rows[0]
        .daily as Cell[];
      for (const daily of [admin, own]) {
        // Empty days are flagged; a day the office recorded work for (3 July, above) stays work.
        const early = daily.slice(0, 9);
        expect(early.filter((d) => d.truocNgayTao).length).toBeGreaterThanOrEqual(8);
        for (const d of early) expect(d.truocNgayTao).toBe(d.status === 'ABSENT' && !d.dieuChinh);
        expect(daily[9]).toMatchObject({ day: 10, truocNgayTao: false });
      }
      // Seeded staff joined long before: their past empty days stay absences.
      expect((await rowOf('taixe1')).daily.some((d) => d.truocNgayTao)).toBe(false);
    } finally {
      await t.db
        .update(nguoiDung)
        .set({ createdAt: before?.createdAt })
        .where(eq(nguoiDung.idNguoiDung, ids.ketoan as number));
    }
  });
});

describe('the day modal and the adjustment', () => {
  it('day detail: earliest in, latest out, work days, the activity and each half with photo and place', async () => {
    const res = await get('admin', `/api/cham-cong/admin/day?userId=${ids.nhanvien1}&date=2025-07-03`);
    expect(res.statusCode).toBe(200);
    const day = res.json().data;
    expect(day).toMatchObject({
      ngay: '2025-07-03',
      userId: ids.nhanvien1,
      hoTen: 'Đỗ Thị Hoa',
      status: 'FULL',
      soCong: 1,
      soCongTinh: 1,
      soCongDieuChinh: null,
      gioVaoTong: iso('2025-07-03T07:30'),
      gioRaTong: iso('2025-07-03T17:00'),
      adjustForm: { soCong: null, sangVao: '07:30', sangRa: '17:00', chieuVao: null, chieuRa: null },
    });
    expect(day.chiTietBuoi[0]).toMatchObject({ buoi: 'SANG', anhVaoUrl: PHOTO, diaDiemVaoText: 'Văn phòng' });
    expect(day.hoatDong.map((a: { kind: string }) => a.kind)).toEqual(['CHECK_IN', 'AUTO_CLOSE']);
    expect(day.hoatDong[1]).toMatchObject({
      by: 'Quản trị viên',
      text: 'Tự động đóng ca quá giờ',
      at: iso('2025-07-04T07:00'),
    });
    const own = (await get('admin', `/api/cham-cong/admin/day?userId=${ids.nhanvien1}&date=2025-07-01`)).json().data;
    expect(own.hoatDong.map((a: { kind: string; text: string }) => a.text)).toEqual([
      'Chấm vào buổi sáng (Đúng giờ) tại Văn phòng',
      'Chấm ra buổi sáng (Đúng giờ) tại Văn phòng',
      'Chấm vào buổi chiều (Đúng giờ) tại Văn phòng',
      'Chấm ra buổi chiều (Đúng giờ) tại Văn phòng',
    ]);
    expect((await get('admin', '/api/cham-cong/admin/day?userId=987654&date=2025-07-03')).statusCode).toBe(404);
  });

  it('validates the form: step 0.01 up to 1, an out needs an in, the afternoon after the morning', async () => {
    const base = { userId: ids.nhanvien1, date: '2025-07-02' };
    for (const [body, message] of [
      [{ ...base, soCong: 1.5 }, 'Số công phải từ 0 đến 1, bước 0.01.'],
      [{ ...base, soCong: 0.555 }, 'Số công phải từ 0 đến 1, bước 0.01.'],
      [{ ...base, sangRa: '11:30' }, 'Có giờ ra thì phải có giờ vào.'],
      [{ ...base, sangVao: '11:30', sangRa: '07:30' }, 'Giờ ra không được trước giờ vào.'],
      [
        { ...base, sangVao: '07:30', sangRa: '12:00', chieuVao: '11:00' },
        'Buổi chiều phải bắt đầu sau khi buổi sáng kết thúc.',
      ],
      [{ ...base, sangVao: '7h30' }, 'Giờ không hợp lệ (định dạng HH:mm).'],
    ] as const) {
      const res = await office('admin', '/api/cham-cong/admin/adjust', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('adds the missing afternoon (empty fields are null), recomputes the statuses, audits before and after', async () => {
    syncAt('2025-07-05T10:00:00');
    const res = await office('admin', '/api/cham-cong/admin/adjust', {
      userId: ids.nhanvien1,
      date: '2025-07-02',
      soCong: '',
      sangVao: '07:30',
      sangRa: '11:30',
      chieuVao: '13:10',
      chieuRa: '17:00',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Đã lưu chỉnh sửa');
    const day = res.json().data;
    expect(day).toMatchObject({ status: 'FULL', soCong: 1, soCongDieuChinh: null });
    expect(day.chiTietBuoi).toMatchObject([
      // The morning keeps its photo; its out moved from 11:00 (early) to 11:30.
      { buoi: 'SANG', gioRa: iso('2025-07-02T11:30'), raTrangThai: 'DUNG_GIO', anhVaoUrl: PHOTO },
      { buoi: 'CHIEU', gioVao: iso('2025-07-02T13:10'), vaoTrangThai: 'DI_MUON', anhVaoUrl: null },
    ]);
    const audit = day.hoatDong.find((a: { kind: string }) => a.kind === 'ADJUST');
    expect(audit).toMatchObject({
      at: iso('2025-07-05T10:00'),
      by: 'Quản trị viên',
      truoc: { soCong: null, sessions: [{ buoi: 'SANG', gioRa: iso('2025-07-02T11:00') }] },
      sau: { soCong: null, sessions: [{ buoi: 'SANG' }, { buoi: 'CHIEU', gioRa: iso('2025-07-02T17:00') }] },
    });
  });

  it('overrides the work days, then removes the override; clearing every time removes the sessions', async () => {
    const times = { sangVao: '07:30', sangRa: '11:30', chieuVao: '13:10', chieuRa: '17:00' };
    await office('admin', '/api/cham-cong/admin/adjust', {
      userId: ids.nhanvien1,
      date: '2025-07-02',
      soCong: 0.75,
      ...times,
    });
    const overridden = (await rowOf('nhanvien1')).daily[1];
    expect(overridden).toMatchObject({ status: 'FULL', soCong: 0.75, dieuChinh: true });
    expect((await rowOf('nhanvien1')).totalCong).toBe(3.25);

    await office('admin', '/api/cham-cong/admin/adjust', {
      userId: ids.nhanvien1,
      date: '2025-07-02',
      soCong: null,
      ...times,
    });
    expect((await rowOf('nhanvien1')).daily[1]).toMatchObject({ soCong: 1, dieuChinh: false });

    const cleared = await office('admin', '/api/cham-cong/admin/adjust', {
      userId: ids.nhanvien1,
      date: '2025-07-02',
      sangVao: null,
      sangRa: null,
      chieuVao: '',
      chieuRa: '',
    });
    expect(cleared.json().data).toMatchObject({ status: 'ABSENT', soCong: 0, chiTietBuoi: [] });
    const adjustments = await t.db
      .select()
      .from(chamCongNhatKy)
      .where(eq(chamCongNhatKy.ngay, '2025-07-02'))
      .orderBy(chamCongNhatKy.id);
    expect(adjustments.map((a) => a.hanhDong)).toEqual(['ADJUST', 'ADJUST', 'ADJUST', 'ADJUST']);
  });

  it('refuses clock times in the future and units above 1, with the message, changing nothing', async () => {
    const vnNow = new Date(Date.now() + 7 * 3_600_000);
    const today = vnNow.toISOString().slice(0, 10);
    const tomorrow = new Date(vnNow.getTime() + 86_400_000).toISOString().slice(0, 10);
    for (const body of [
      { date: tomorrow, sangVao: '08:00' },
      { date: today, sangVao: '00:00', sangRa: '23:59' },
    ]) {
      const res = await office('admin', '/api/cham-cong/admin/adjust', { userId: ids.ketoan, ...body });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe('Không thể chấm công cho thời điểm trong tương lai.');
    }
    const units = await office('admin', '/api/cham-cong/admin/adjust', {
      userId: ids.ketoan,
      date: '2025-07-03',
      soCong: 1.5,
    });
    expect(units.statusCode).toBe(400);
    expect(units.json().message).toBe('Số công phải từ 0 đến 1, bước 0.01.');
  });

  it('an adjustment of a day without punches creates them', async () => {
    const res = await office('admin', '/api/cham-cong/admin/adjust', {
      userId: ids.ketoan,
      date: '2025-07-01',
      sangVao: '08:00',
      sangRa: '17:00',
    });
    expect(res.json().data).toMatchObject({
      status: 'FULL',
      chiTietBuoi: [
        { buoi: 'SANG', gioVao: iso('2025-07-01T08:00'), vaoTrangThai: 'DI_MUON', raTrangThai: 'DUNG_GIO' },
      ],
    });
  });
  it('a day whose punches fell in one minute (in = out) can be saved with an override', async () => {
    const res = await office('admin', '/api/cham-cong/admin/adjust', {
      userId: ids.ketoan,
      date: '2025-07-04',
      soCong: 1,
      sangVao: '21:15',
      sangRa: '21:15',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      soCong: 1,
      soCongDieuChinh: 1,
      chiTietBuoi: [{ gioVao: iso('2025-07-04T21:15'), gioRa: iso('2025-07-04T21:15') }],
    });
  });
});

describe('the employee’s own attendance', () => {
  it('a day, the history and the month grid: their own only', async () => {
    syncAt('2025-07-05T12:00:00');
    const day = (await get('nhanvien1', '/api/cham-cong/my?date=2025-07-01')).json().data;
    expect(day).toMatchObject({ ngay: '2025-07-01', soCong: 1, soGio: 8.33, dangMo: false });
    expect(day.chiTietBuoi).toHaveLength(2);

    const history = (await get('nhanvien1', '/api/cham-cong/my/history?from=2025-07-01&to=2025-07-05')).json().data;
    // 2 July was cleared by the office; today's session is open.
    expect(history.map((d: { ngay: string }) => d.ngay)).toEqual(['2025-07-05', '2025-07-03', '2025-07-01']);
    expect(history[0]).toMatchObject({ dangMo: true });
    const backwards = await get('nhanvien1', '/api/cham-cong/my/history?from=2025-07-05&to=2025-07-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('Khoảng ngày không hợp lệ.');
    const tooLong = await get('nhanvien1', '/api/cham-cong/my/history?from=2025-01-01&to=2025-07-05');
    expect(tooLong.json().message).toBe('Chỉ xem được tối đa 62 ngày mỗi lần.');

    const grid = (await get('nhanvien1', `/api/cham-cong/my/month-grid?month=2025-07&userId=${ids.taixe2}`)).json()
      .data;
    expect(grid.rows.map((r: Row) => r.userId)).toEqual([ids.nhanvien1]);
    expect(grid.rows[0].daily[0]).toMatchObject({ status: 'FULL', sunday: false });
    // Default: the current month.
    expect((await get('taixe2', '/api/cham-cong/my/month-grid')).json().data).toMatchObject({ month: '2025-07' });
  });
});
