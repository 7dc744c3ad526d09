/**
 * The reference lists of spec 000 §2/§7: departments (soft delete, working frames), positions,
 * functions, actions, permissions and API-permission rules — paging, validation and the toasts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTION_MESSAGES,
  API_PERMISSION_MESSAGES,
  DEPARTMENT_MESSAGES as D,
  FUNCTION_MESSAGES,
  PERMISSION_MESSAGES as P,
  POSITION_MESSAGES,
  REFERENCE_MESSAGES as R,
} from '@/contracts/admin';
import { FORBIDDEN_MESSAGE, URL_PATTERN_MESSAGES } from '@/contracts/rbac';
import { apiPermission, chucNang, hanhDong, phongBan, quyen, settings } from '../../server/db/schema';
import { seedCatalogue } from '../../server/db/seed';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, user = 'admin') =>
  t.app.inject({ method, url, payload, headers: bearer(tokens[user] as string) });
const created = async (url: string, payload: object) => {
  const res = await call('POST', url, payload);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().message).toBe(R.created);
  return res.json().data;
};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'dieuphoi']) tokens[u] = (await login(t.app, u)).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('/api/phong-ban', () => {
  const dept = (over: object = {}) => ({
    maPhongBan: 'KhoBai',
    tenPhongBan: 'Kho bãi',
    trangThai: 1,
    gioBatDauSang: '07:00',
    gioKetThucSang: '11:30',
    gioBatDauChieu: '',
    gioKetThucChieu: null,
    ...over,
  });

  it('pages of 10 from page 0, oldest first', async () => {
    for (let i = 0; i < 6; i++)
      await created('/api/phong-ban', dept({ maPhongBan: `PB${i}`, tenPhongBan: `Phòng ${i}` }));
    const total = 6 + 6; // the demo's six departments and these
    const first = (await call('GET', '/api/phong-ban')).json().data;
    expect(first).toMatchObject({ number: 0, size: 10, totalElements: total, totalPages: 2, first: true, last: false });
    const second = (await call('GET', '/api/phong-ban?page=1')).json().data;
    expect(second.content.map((d: { maPhongBan: string }) => d.maPhongBan)).toEqual(['PB4', 'PB5']);
    expect(second.last).toBe(true);
    const found = (await call('GET', '/api/phong-ban?keyword=phòng 3')).json().data.content;
    expect(found.map((d: { maPhongBan: string }) => d.maPhongBan)).toEqual(['PB3']);
  });

  it('trims, stores HH:mm frames and sends empty times as null', async () => {
    const row = await created('/api/phong-ban', dept({ maPhongBan: '  KhoBai ', tenPhongBan: ' Kho bãi ' }));
    expect(row).toMatchObject({
      maPhongBan: 'KhoBai',
      tenPhongBan: 'Kho bãi',
      trangThai: 1,
      gioBatDauSang: '07:00',
      gioKetThucSang: '11:30',
      gioBatDauChieu: null,
      gioKetThucChieu: null,
    });
    const [stored] = await t.db.select().from(phongBan).where(eq(phongBan.idPhongBan, row.idPhongBan));
    expect(stored?.gioBatDauSang).toBe('07:00:00');
  });

  it.each([
    [{ maPhongBan: ' ' }, D.codeRequired],
    [{ maPhongBan: undefined }, D.codeRequired],
    [{ maPhongBan: 'Kho Bai' }, R.codeFormat],
    [{ tenPhongBan: '' }, D.nameRequired],
    [{ tenPhongBan: 'x'.repeat(256) }, R.tooLong('Tên phòng ban', 255)],
    [{ trangThai: 3 }, D.statusInvalid],
    [{ gioBatDauSang: '7h' }, D.timeInvalid],
    [{ gioKetThucSang: '24:00' }, D.timeInvalid],
    [{ gioKetThucSang: '' }, D.morningPair],
    [{ gioKetThucSang: '06:00' }, D.morningOrder],
    [{ gioBatDauChieu: '13:00' }, D.afternoonPair],
    [{ gioBatDauChieu: '17:00', gioKetThucChieu: '13:00' }, D.afternoonOrder],
  ])('validates %j', async (over, message) => {
    const res = await call('POST', '/api/phong-ban', dept({ maPhongBan: 'MoiTao', ...over }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('updates, refuses a code already used, answers 404 for unknown ids', async () => {
    const row = await created('/api/phong-ban', dept({ maPhongBan: 'SuaDoi' }));
    const res = await call('PUT', `/api/phong-ban/${row.idPhongBan}`, dept({ maPhongBan: 'SuaDoi', trangThai: 0 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: R.updated, data: { trangThai: 0 } });
    const taken = await call('PUT', `/api/phong-ban/${row.idPhongBan}`, dept({ maPhongBan: 'TaiXe' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe(D.codeTaken('TaiXe'));
    expect((await call('POST', '/api/phong-ban', dept({ maPhongBan: 'TaiXe' }))).json().message).toBe(
      D.codeTaken('TaiXe'),
    );
    expect((await call('PUT', '/api/phong-ban/999999', dept())).statusCode).toBe(404);
  });

  it('deletes softly: gone from the list and the options, kept for history; refused while active members remain', async () => {
    const row = await created('/api/phong-ban', dept({ maPhongBan: 'TamThoi', tenPhongBan: 'Tạm thời' }));
    const options = async () =>
      (await call('GET', '/api/phong-ban/options')).json().data.map((d: { maPhongBan: string }) => d.maPhongBan);
    expect(await options()).toContain('TamThoi');
    const res = await call('DELETE', `/api/phong-ban/${row.idPhongBan}`);
    expect(res.json()).toEqual({ data: null, message: R.deleted });
    expect(await options()).not.toContain('TamThoi');
    expect((await call('GET', '/api/phong-ban?keyword=TamThoi')).json().data.totalElements).toBe(0);
    const [kept] = await t.db.select().from(phongBan).where(eq(phongBan.idPhongBan, row.idPhongBan));
    expect(kept?.deletedAt).toBeInstanceOf(Date);
    expect((await call('DELETE', `/api/phong-ban/${row.idPhongBan}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/phong-ban/${row.idPhongBan}`, dept({ maPhongBan: 'TamThoi' }))).statusCode).toBe(
      404,
    );

    const drivers = (await call('GET', '/api/phong-ban?keyword=TaiXe')).json().data.content[0];
    const busy = await call('DELETE', `/api/phong-ban/${drivers.idPhongBan}`);
    expect(busy.statusCode).toBe(422);
    expect(busy.json().message).toBe(D.inUse('Đội Tài xế', 3));
  });

  it('options list active departments only', async () => {
    const row = await created('/api/phong-ban', dept({ maPhongBan: 'Ngung', trangThai: 0 }));
    const options = (await call('GET', '/api/phong-ban/options')).json().data;
    expect(options.map((d: { idPhongBan: number }) => d.idPhongBan)).not.toContain(row.idPhongBan);
    expect(options[0]).toEqual({
      idPhongBan: expect.any(Number),
      maPhongBan: expect.any(String),
      tenPhongBan: expect.any(String),
    });
  });
});

describe('/api/chuc-vu', () => {
  it('creates, edits, refuses duplicates, and deletes a position nobody holds', async () => {
    const row = await created('/api/chuc-vu', { maChucVu: 'THU_KHO', tenChucVu: 'Thủ kho' });
    expect(row).toEqual({ idChucVu: expect.any(Number), maChucVu: 'THU_KHO', tenChucVu: 'Thủ kho' });
    const dup = await call('POST', '/api/chuc-vu', { maChucVu: 'THU_KHO', tenChucVu: 'Khác' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().message).toBe(POSITION_MESSAGES.codeTaken('THU_KHO'));
    const edit = await call('PUT', `/api/chuc-vu/${row.idChucVu}`, { maChucVu: 'THU_KHO', tenChucVu: 'Thủ kho chính' });
    expect(edit.json()).toMatchObject({ message: R.updated, data: { tenChucVu: 'Thủ kho chính' } });
    expect((await call('DELETE', `/api/chuc-vu/${row.idChucVu}`)).json().message).toBe(R.deleted);
    expect((await call('DELETE', `/api/chuc-vu/${row.idChucVu}`)).statusCode).toBe(404);
  });

  it.each([
    [{ maChucVu: '' }, POSITION_MESSAGES.codeRequired],
    [{ tenChucVu: '  ' }, POSITION_MESSAGES.nameRequired],
    [{ maChucVu: 'x'.repeat(51) }, R.tooLong('Mã chức vụ', 50)],
  ])('validates %j', async (over, message) => {
    const res = await call('POST', '/api/chuc-vu', { maChucVu: 'A', tenChucVu: 'B', ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('keeps the system positions and positions in use', async () => {
    const list = (await call('GET', '/api/chuc-vu?size=1000')).json().data.content as {
      idChucVu: number;
      maChucVu: string;
    }[];
    const driver = list.find((p) => p.maChucVu === 'TAI_XE');
    const renamed = await call('PUT', `/api/chuc-vu/${driver?.idChucVu}`, { maChucVu: 'LAI_XE', tenChucVu: 'Lái xe' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().message).toBe(POSITION_MESSAGES.system('TAI_XE'));
    expect(
      (await call('PUT', `/api/chuc-vu/${driver?.idChucVu}`, { maChucVu: 'TAI_XE', tenChucVu: 'Lái xe' })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/chuc-vu/${driver?.idChucVu}`)).json().message).toBe(
      POSITION_MESSAGES.system('TAI_XE'),
    );
    const writer = list.find((p) => p.maChucVu === 'BIEN_TAP');
    const inUse = await call('DELETE', `/api/chuc-vu/${writer?.idChucVu}`);
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json().message).toBe(POSITION_MESSAGES.inUse('Biên tập viên', 1));
  });
});

describe('/api/chuc-nang and /api/hanh-dong', () => {
  it.each([
    ['/api/chuc-nang', 'maChucNang', 'tenChucNang', FUNCTION_MESSAGES],
    ['/api/hanh-dong', 'maHanhDong', 'tenHanhDong', ACTION_MESSAGES],
  ] as const)('%s: CRUD with the spec toasts, required fields, unique code', async (url, code, name, M) => {
    expect((await call('POST', url, { [code]: ' ', [name]: 'x' })).json().message).toBe(M.codeRequired);
    expect((await call('POST', url, { [code]: 'X' })).json().message).toBe(M.nameRequired);
    const row = await created(url, { [code]: 'IN_AN', [name]: 'In ấn' });
    expect(row[code]).toBe('IN_AN');
    const id = Object.values(row)[0] as number;
    expect((await call('POST', url, { [code]: 'IN_AN', [name]: 'Khác' })).json().message).toBe(M.codeTaken('IN_AN'));
    const edit = await call('PUT', `${url}/${id}`, { [code]: 'IN', [name]: 'In' });
    expect(edit.json()).toMatchObject({ message: R.updated, data: { [code]: 'IN', [name]: 'In' } });
    const list = (await call('GET', `${url}?keyword=IN`)).json().data;
    expect(list.content.map((r: Record<string, string>) => r[code])).toContain('IN');
    expect((await call('DELETE', `${url}/${id}`)).json().message).toBe(R.deleted);
    expect((await call('PUT', `${url}/${id}`, { [code]: 'IN', [name]: 'In' })).json().message).toBe(M.notFound);
  });

  it('refuses to delete a function or an action a permission uses', async () => {
    const [xe] = await t.db.select().from(chucNang).where(eq(chucNang.maChucNang, 'XE'));
    const fn = await call('DELETE', `/api/chuc-nang/${xe?.idChucNang}`);
    expect(fn.statusCode).toBe(422);
    expect(fn.json().message).toBe(FUNCTION_MESSAGES.inUse('Xe', 4));
    const [pay] = await t.db.select().from(hanhDong).where(eq(hanhDong.maHanhDong, 'THANH_TOAN'));
    const act = await call('DELETE', `/api/hanh-dong/${pay?.idHanhDong}`);
    expect(act.json().message).toBe(ACTION_MESSAGES.inUse('Thanh toán', 1));
  });

  it('lists the seeded actions in catalogue order, for the matrix columns', async () => {
    const rows = (await call('GET', '/api/hanh-dong?size=1000')).json().data.content;
    expect(rows.map((r: { maHanhDong: string }) => r.maHanhDong)).toEqual([
      'XEM',
      'THEM',
      'SUA',
      'XOA',
      'DUYET',
      'THANH_TOAN',
      'HUY',
    ]);
  });
});

describe('/api/quyen', () => {
  const ids = async () => {
    const [fn] = await t.db.insert(chucNang).values({ maChucNang: 'KHO', tenChucNang: 'Kho' }).returning();
    const [xem] = await t.db.select().from(hanhDong).where(eq(hanhDong.maHanhDong, 'XEM'));
    return { idChucNang: fn?.idChucNang as number, idHanhDong: xem?.idHanhDong as number };
  };

  it('creates with the function and action names, refuses a taken code or pair, edits, deletes', async () => {
    const pair = await ids();
    const row = await created('/api/quyen', { maQuyen: 'KHO_XEM', tenQuyen: 'Xem kho', ...pair });
    expect(row).toMatchObject({
      maQuyen: 'KHO_XEM',
      chucNang: 'Kho',
      maChucNang: 'KHO',
      hanhDong: 'Xem',
      maHanhDong: 'XEM',
    });
    const samePair = await call('POST', '/api/quyen', { maQuyen: 'KHO_XEM_2', tenQuyen: 'x', ...pair });
    expect(samePair.statusCode).toBe(422);
    expect(samePair.json().message).toBe(P.pairTaken('KHO_XEM'));
    const sameCode = await call('POST', '/api/quyen', { maQuyen: 'XE_XEM', tenQuyen: 'x', ...pair });
    expect(sameCode.json().message).toBe(P.codeTaken('XE_XEM'));
    const edit = await call('PUT', `/api/quyen/${row.idQuyen}`, {
      maQuyen: 'KHO_XEM',
      tenQuyen: 'Xem hàng trong kho',
      ...pair,
    });
    expect(edit.json()).toMatchObject({ message: R.updated, data: { tenQuyen: 'Xem hàng trong kho' } });
    expect((await call('DELETE', `/api/quyen/${row.idQuyen}`)).json().message).toBe(R.deleted);
  });

  it.each([
    [{ maQuyen: '' }, P.codeRequired],
    [{ tenQuyen: undefined }, P.nameRequired],
    [{ idChucNang: undefined }, P.functionRequired],
    [{ idHanhDong: '' }, P.actionRequired],
  ])('validates %j', async (over, message) => {
    const res = await call('POST', '/api/quyen', {
      maQuyen: 'A',
      tenQuyen: 'B',
      idChucNang: 1,
      idHanhDong: 1,
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses unknown functions and actions, and deleting a permission an API rule uses', async () => {
    const unknown = await call('POST', '/api/quyen', {
      maQuyen: 'A',
      tenQuyen: 'B',
      idChucNang: 999999,
      idHanhDong: 1,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(P.functionNotFound);
    const [xeXem] = await t.db.select().from(quyen).where(eq(quyen.maQuyen, 'XE_XEM'));
    const rules = await t.db.$count(apiPermission, eq(apiPermission.idQuyen, xeXem?.idQuyen as number));
    const res = await call('DELETE', `/api/quyen/${xeXem?.idQuyen}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(P.inUse('XE_XEM', rules));
  });

  it('lists up to 2000 per page for the matrix, in catalogue order', async () => {
    const page = (await call('GET', '/api/quyen?page=0&size=2000')).json().data;
    expect(page.totalElements).toBe(await t.db.$count(quyen));
    expect(page.content[0]).toMatchObject({ maQuyen: 'NGUOI_DUNG_XEM', chucNang: 'Người dùng', hanhDong: 'Xem' });
    expect((await call('GET', '/api/quyen?size=2001')).statusCode).toBe(400);
  });
});

describe('/api/api-permission', () => {
  const xeXem = async () => (await t.db.select().from(quyen).where(eq(quyen.maQuyen, 'XE_XEM')))[0]?.idQuyen as number;

  it('lists rules with their permission, grouped by URL, 50 a page', async () => {
    const page = (await call('GET', '/api/api-permission?page=0&size=50')).json().data;
    expect(page.size).toBe(50);
    expect(page.totalElements).toBe(await t.db.$count(apiPermission));
    const urls = page.content.map((r: { urlPattern: string }) => r.urlPattern);
    expect(urls).toEqual([...urls].sort());
    const xe = (await call('GET', '/api/api-permission?keyword=/api/xe/**')).json().data.content;
    expect(xe).toContainEqual({
      id: expect.any(Number),
      method: 'GET',
      urlPattern: '/api/xe/**',
      idQuyen: await xeXem(),
      maQuyen: 'XE_XEM',
      tenQuyen: 'Xem xe',
    });
  });

  it.each([
    [{ method: '' }, API_PERMISSION_MESSAGES.methodRequired],
    [{ method: 'FETCH' }, API_PERMISSION_MESSAGES.methodRequired],
    [{ urlPattern: ' ' }, API_PERMISSION_MESSAGES.urlRequired],
    [{ urlPattern: 'xe/**' }, URL_PATTERN_MESSAGES.prefix],
    [{ urlPattern: '/api/**/x' }, URL_PATTERN_MESSAGES.doubleStar],
    [{ urlPattern: '/api/xe/{id' }, URL_PATTERN_MESSAGES.segment],
    [{ idQuyen: null }, API_PERMISSION_MESSAGES.permissionRequired],
  ])('validates %j', async (over, message) => {
    const res = await call('POST', '/api/api-permission', {
      method: 'GET',
      urlPattern: '/api/kho/**',
      idQuyen: 1,
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('creates (method upper-cased), refuses a duplicate and an unknown permission, edits, deletes', async () => {
    const idQuyen = await xeXem();
    const row = await created('/api/api-permission', { method: 'get', urlPattern: '/api/kho/{id}', idQuyen });
    expect(row).toMatchObject({ method: 'GET', urlPattern: '/api/kho/{id}', maQuyen: 'XE_XEM' });
    const dup = await call('POST', '/api/api-permission', { method: 'GET', urlPattern: '/api/kho/{id}', idQuyen });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().message).toBe(API_PERMISSION_MESSAGES.taken('GET', '/api/kho/{id}'));
    const unknown = await call('POST', '/api/api-permission', {
      method: 'PUT',
      urlPattern: '/api/kho/{id}',
      idQuyen: 999999,
    });
    expect(unknown.json().message).toBe(API_PERMISSION_MESSAGES.permissionNotFound);
    const edit = await call('PUT', `/api/api-permission/${row.id}`, {
      method: '*',
      urlPattern: '/api/kho/**',
      idQuyen,
    });
    expect(edit.json()).toMatchObject({ message: R.updated, data: { method: '*', urlPattern: '/api/kho/**' } });
    expect((await call('DELETE', `/api/api-permission/${row.id}`)).json().message).toBe(R.deleted);
    expect((await call('DELETE', `/api/api-permission/${row.id}`)).statusCode).toBe(404);
  });
});

describe('who administers the reference data', () => {
  it.each([
    ['GET', '/api/phong-ban'],
    ['POST', '/api/chuc-vu'],
    ['PUT', '/api/quyen/1'],
    ['DELETE', '/api/hanh-dong/1'],
    ['GET', '/api/api-permission'],
    ['GET', '/api/phong-ban/options'],
  ] as const)('the dispatcher (no PHONG_BAN/CHUC_VU/PHAN_QUYEN) gets 403 on %s %s', async (method, url) => {
    const res = await call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}, 'dieuphoi');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
  });
});

describe('the seeded catalogue (seedCatalogue, run at every start)', () => {
  it('offers each entry once: a deleted rule stays deleted, an entry never offered arrives', async () => {
    const pattern = (
      await t.db.select().from(apiPermission).where(eq(apiPermission.urlPattern, '/api/dm-loai-xe/**'))
    )[0];
    expect(pattern).toBeDefined();
    expect((await call('DELETE', `/api/api-permission/${pattern?.id}`)).statusCode).toBe(200);
    await seedCatalogue(t.db);
    const rulesOf = () => t.db.$count(apiPermission, eq(apiPermission.urlPattern, '/api/dm-loai-xe/**'));
    expect(await rulesOf()).toBe(0);

    // As if a new version brought this rule: it was never offered to this database.
    const [row] = await t.db.select().from(settings).where(eq(settings.key, 'catalogue.offered'));
    const offered = row?.value as { apiPermission: string[] };
    offered.apiPermission = offered.apiPermission.filter((k) => k !== 'GET /api/dm-loai-xe/**');
    await t.db.update(settings).set({ value: offered }).where(eq(settings.key, 'catalogue.offered'));
    await seedCatalogue(t.db);
    expect(await rulesOf()).toBe(1);
  });
});
